import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

const use = { type: 'use', card: '@w', ability: 'action' };

describe('Warhounds', () => {
  it('as it enters play: reveal a Chaos unit from your hand to deal 2 damage to a unit in the corresponding zone of either capital', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 5, hand: [{ card: 'Warhounds', as: 'w' }, { card: 'Chaos Knights', as: 'ck' }, 'Mountain Brigade'], kingdom: { cards: [{ card: 'Black Orc Squad', as: 'mine' }] }, quest: { cards: [{ card: 'Black Orc Squad', as: 'q' }] } },
        { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'o' }] }, battlefield: { cards: [{ card: 'Mountain Brigade', as: 'ob' }] } },
        ['chaos', 'dwarf'],
      ),
      decisions: [
        { type: 'play', card: '@w', zone: 'kingdom' },
        use,
        { expect: { options: { include: [{ type: 'target', target: '@o' }, { type: 'target', target: '@mine' }], exclude: [{ type: 'target', target: '@ob' }, { type: 'target', target: '@q' }] } } },
        { type: 'target', target: '@o' },
        { type: 'mode', index: 0 },
        // its only Chaos unit or legend is taken for it (not the Mountain Brigade)
        { expect: { '@o.damage': 2, '@ck.loc': 'hand', log: ['reveal'] } },
      ],
    });
  });

  it('revealing nothing deals no damage; with no Chaos card in hand the player is still asked, and reveals nothing', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 5, hand: [{ card: 'Warhounds', as: 'w' }, 'Chaos Knights', 'Mountain Brigade'] },
        { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'o' }] } },
        ['chaos', 'dwarf'],
      ),
      decisions: [{ type: 'play', card: '@w', zone: 'kingdom' }, use, { type: 'target', target: '@o' }, { type: 'mode', index: 1 }, { expect: { '@o.damage': 0 } }],
    });
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 5, hand: [{ card: 'Warhounds', as: 'w' }, 'Mountain Brigade'] },
        { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'o' }] } },
        ['chaos', 'dwarf'],
      ),
      decisions: [
        { type: 'play', card: '@w', zone: 'kingdom' },
        use,
        { type: 'target', target: '@o' },
        { expect: { prompt: { player: 1, kind: 'choose' }, options: { include: [{ type: 'mode', index: 0 }, { type: 'mode', index: 1 }] } } },
        { type: 'mode', index: 0 },
        { expect: { '@o.damage': 0 } },
      ],
    });
  });

  it('only as it enters play', () => {
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Chaos Knights', 'Mountain Brigade'], kingdom: { cards: [{ card: 'Warhounds', as: 'w' }] } }, { kingdom: { cards: ['Mountain Brigade'] } }, ['chaos', 'dwarf']),
      decisions: [{ ...use, illegal: 'first opportunity after its trigger' }],
    });
  });

  it('a Chaos legend card in the hand may be the one revealed', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 5, hand: [{ card: 'Warhounds', as: 'w' }, { card: 'Archaon', as: 'arc' }, 'Mountain Brigade'] },
        { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'o' }] } },
        ['chaos', 'dwarf'],
      ),
      decisions: [
        { type: 'play', card: '@w', zone: 'kingdom' },
        use,
        { type: 'target', target: '@o' },
        { type: 'mode', index: 0 },
        { expect: { '@o.damage': 2, '@arc.loc': 'hand', log: ['reveal'] } },
      ],
    });
  });
});
