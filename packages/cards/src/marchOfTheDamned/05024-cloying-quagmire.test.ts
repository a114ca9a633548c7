import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Cloying Quagmire', () => {
  it("corrupts a target unit (either player's) and deals it 2 damage", () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 4, hand: ['Cloying Quagmire', 'Mountain Brigade'], kingdom: { cards: [{ card: 'Chaos Knights', as: 'mine' }] } },
        { battlefield: { cards: [{ card: 'Black Orc Squad', as: 'b' }] } },
        ['chaos', 'orc'],
      ),
      decisions: [
        { type: 'play', card: 'Cloying Quagmire' },
        { expect: { options: { include: [{ type: 'target', target: '@b' }, { type: 'target', target: '@mine' }] } } },
        { type: 'target', target: '@b' },
      ],
      expect: { '@b.corrupt': true, '@b.damage': 2, '@mine.corrupt': false, '@mine.damage': 0, 'p1.discard': ['Cloying Quagmire'] },
    });
  });

  it('an already corrupt unit may be chosen: it still takes the damage', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 4, hand: ['Cloying Quagmire', 'Mountain Brigade'] },
        { battlefield: { cards: [{ card: 'Black Orc Squad', as: 'b', corrupt: true }] } },
        ['chaos', 'orc'],
      ),
      decisions: [{ type: 'play', card: 'Cloying Quagmire' }],
      expect: { '@b.corrupt': true, '@b.damage': 2 },
    });
  });

  it('needs a unit in play to target', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 4, hand: ['Cloying Quagmire', 'Mountain Brigade'], kingdom: { cards: ['Keystone Forge'] } }, {}, ['chaos', 'orc']),
      decisions: [{ type: 'play', card: 'Cloying Quagmire', illegal: 'no legal target' }],
    });
  });
});
