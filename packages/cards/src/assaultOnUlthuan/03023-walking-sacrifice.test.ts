import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Walking Sacrifice', () => {
  it('draws its controller a card when it leaves play, and nothing while it stays', () => {
    expectScenario({
      phase: 'capital',
      players: board({ hand: [{ card: 'Demoralise', as: 'd' }, 'Mountain Brigade'] }, { battlefield: { cards: [{ card: 'Walking Sacrifice', as: 'w' }] } }, ['empire', 'dark-elf']),
      decisions: [{ type: 'play', card: '@d' }],
      expect: { '@w.loc': 'battlefield', 'p2.hand.count': 0 },
    });
    expectScenario({
      phase: 'capital',
      players: board({ resources: 6, hand: [{ card: 'Troll Vomit', as: 'v' }, 'Mountain Brigade'] }, { battlefield: { cards: [{ card: 'Walking Sacrifice', as: 'w' }] } }, ['orc', 'dark-elf']),
      decisions: [{ type: 'play', card: '@v' }],
      expect: { '@w.loc': 'discard', 'p2.hand.count': 1, 'p1.hand.count': 1 },
    });
  });
});
