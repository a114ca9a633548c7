import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Keeper of Secrets', () => {
  it('at the beginning of your turn its controller may corrupt a target unit, either player\'s', () => {
    expectScenario({
      phase: 'beginTurn',
      players: board({ hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Keeper of Secrets', as: 'ks' }] } }, { kingdom: { cards: [{ card: 'Chaos Knights', as: 'ck' }] } }, ['chaos', 'dwarf']),
      decisions: [
        { expect: { options: { include: [{ type: 'use', card: '@ks', ability: 'corrupt' }] } } },
        { type: 'use', card: '@ks', ability: 'corrupt' },
        { expect: { options: { include: [{ type: 'target', target: '@ck' }, { type: 'target', target: '@ks' }] } } },
        { type: 'target', target: '@ck' },
      ],
      expect: { '@ck.corrupt': true, '@ks.corrupt': false },
    });
  });

  it('the corrupting Action is optional, at the first opportunity only, and not at the opponent\'s turn start', () => {
    expectScenario({
      phase: 'beginTurn',
      players: board({ hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Keeper of Secrets', as: 'ks' }, 'Flagellants'] } }, { kingdom: { cards: [{ card: 'Chaos Knights', as: 'ck' }] } }, ['chaos', 'dwarf']),
      decisions: [
        { type: 'pass' },
        { expect: { phase: 'kingdom', options: { exclude: [{ type: 'use', card: '@ks', ability: 'corrupt' }] } } },
      ],
      expect: { '@ck.corrupt': false },
    });
    expectScenario({
      phase: 'beginTurn',
      active: 2,
      players: board({ hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Keeper of Secrets', as: 'ks' }, 'Flagellants'] } }, { hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Chaos Knights', as: 'ck' }] } }, ['chaos', 'dwarf']),
      decisions: [{ expect: { options: { exclude: [{ type: 'use', card: '@ks', ability: 'corrupt' }] } } }],
    });
  });

  it("pays 2: an opponent's corrupted unit deals damage equal to its power to another unit", () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 2, hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Keeper of Secrets', as: 'ks' }, { card: 'Dark Zealot', as: 'minec', corrupt: true }] } },
        { kingdom: { cards: [{ card: 'Chaos Knights', as: 'ck', corrupt: true }, { card: 'Mountain Brigade', as: 'mb' }, { card: 'Chaos Knights', as: 'clean' }, { card: 'Dark Zealot', as: 'dz2', corrupt: true }] } },
        ['chaos', 'dwarf'],
      ),
      decisions: [
        { type: 'use', card: '@ks', ability: 'delude' },
        // the first: a corrupted unit an opponent controls only
        { expect: { options: { include: [{ type: 'target', target: '@ck' }, { type: 'target', target: '@dz2' }], exclude: [{ type: 'target', target: '@clean' }, { type: 'target', target: '@minec' }] } } },
        { type: 'target', target: '@ck' },
        { expect: { options: { include: [{ type: 'target', target: '@mb' }, { type: 'target', target: '@ks' }], exclude: [{ type: 'target', target: '@ck' }] } } },
        { type: 'target', target: '@mb' },
      ],
      expect: { '@mb.damage': 3, 'p1.resources': 0 },
    });
  });

  it('the paying Action needs 2 resources and a corrupted unit of an opponent', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 1, hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Keeper of Secrets', as: 'ks' }] } }, { kingdom: { cards: [{ card: 'Chaos Knights', corrupt: true }, 'Mountain Brigade'] } }, ['chaos', 'dwarf']),
      decisions: [{ type: 'use', card: '@ks', ability: 'delude', illegal: '' }],
    });
    expectScenario({
      phase: 'capital',
      players: board({ resources: 2, hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Keeper of Secrets', as: 'ks', corrupt: true }] } }, { kingdom: { cards: ['Chaos Knights', 'Mountain Brigade'] } }, ['chaos', 'dwarf']),
      decisions: [{ type: 'use', card: '@ks', ability: 'delude', illegal: '' }],
    });
  });

  it('when the corrupted unit has left play before the Action resolves, nothing is dealt; the 2 stay paid', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 2, hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Keeper of Secrets', as: 'ks' }] } },
        { resources: 3, quest: { cards: [{ card: 'Nurgle Sorcerer', as: 'ns' }] }, kingdom: { cards: [{ card: 'Dark Zealot', as: 'dz', corrupt: true, damage: 1 }, { card: 'Mountain Brigade', as: 'mb' }] } },
        ['chaos', 'chaos'],
      ),
      decisions: [
        // the Zealot is the only corrupted unit of an opponent: it is taken as the first target
        { type: 'use', card: '@ks', ability: 'delude' },
        { type: 'target', target: '@mb' },
        // in response P2 destroys his own corrupted Zealot
        { type: 'use', card: '@ns', ability: 'action', player: 2 },
        { type: 'target', target: '@dz' },
        { type: 'pass', player: 1 },
        { expect: { '@dz.loc': 'discard' } },
      ],
      expect: { '@mb.damage': 0, 'p1.resources': 0 },
    });
  });
});
