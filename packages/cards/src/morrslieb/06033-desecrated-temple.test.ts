import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

const P2 = { resources: 6, hand: ['Mountain Brigade'], quest: { cards: [{ card: 'Nurgle Sorcerer', as: 'ns' }, { card: 'Dark Zealot', as: 'hisdz', corrupt: true, damage: 1 }], developments: [{ card: 'Chaos Knights', as: 'd1' }] } };

describe('Desecrated Temple', () => {
  it("when a Chaos unit its controller controls leaves play, he may destroy a target development, either player's", () => {
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board(
        { kingdom: { cards: [{ card: 'Desecrated Temple', as: 'dt' }], developments: [{ card: 'Troll Vomit', as: 'mine' }] }, battlefield: { cards: [{ card: 'Dark Zealot', as: 'dz', corrupt: true, damage: 1 }] } },
        P2,
        ['chaos', 'chaos'],
      ),
      decisions: [
        { type: 'use', card: '@ns', ability: 'action', player: 2 },
        { type: 'target', target: '@dz' },
        { type: 'pass', player: 2 },
        { expect: { '@dz.loc': 'discard', prompt: { player: 1, kind: 'action' }, options: { include: [{ type: 'use', card: '@dt', ability: 'action' }] } } },
        { type: 'use', card: '@dt', ability: 'action', player: 1 },
        { expect: { options: { include: [{ type: 'target', target: '@mine' }, { type: 'target', target: '@d1' }] } } },
        { type: 'target', target: '@d1' },
        { type: 'pass', player: 2 },
      ],
      expect: { '@d1.loc': 'discard', '@mine.loc': 'kingdom', '@dt.loc': 'kingdom' },
    });
  });

  it("is optional and only at the first opportunity; a non-Chaos unit of his or an opponent's Chaos unit does not arm it", () => {
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board(
        { kingdom: { cards: [{ card: 'Desecrated Temple', as: 'dt' }] }, battlefield: { cards: [{ card: 'Dark Zealot', as: 'dz', corrupt: true, damage: 1 }] } },
        P2,
        ['chaos', 'chaos'],
      ),
      decisions: [
        { type: 'use', card: '@ns', ability: 'action', player: 2 },
        { type: 'target', target: '@dz' },
        { type: 'pass', player: 2 },
        { type: 'pass', player: 1 },
        { expect: { options: { exclude: [{ type: 'use', card: '@dt', ability: 'action' }] } } },
      ],
      expect: { '@d1.loc': 'quest' },
    });
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board(
        { kingdom: { cards: [{ card: 'Desecrated Temple', as: 'dt' }, { card: 'Mountain Brigade', as: 'mb', corrupt: true, damage: 4 }] } },
        P2,
        ['chaos', 'chaos'],
      ),
      decisions: [
        // his Dwarf unit, then P2's own Chaos unit, leave play: never offered
        { type: 'use', card: '@ns', ability: 'action', player: 2 },
        { type: 'target', target: '@mb' },
        { type: 'pass', player: 2 },
        { expect: { '@mb.loc': 'discard', prompt: { player: 2, kind: 'action' }, options: { exclude: [{ type: 'use', card: '@dt', ability: 'action' }] } } },
        { type: 'use', card: '@ns', ability: 'action', player: 2 },
        { type: 'target', target: '@hisdz' },
        { type: 'pass', player: 2 },
        { expect: { '@hisdz.loc': 'discard', options: { exclude: [{ type: 'use', card: '@dt', ability: 'action' }] } } },
      ],
      expect: { '@d1.loc': 'quest' },
    });
  });
});
