import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Magic Ward', () => {
  it('blanks the text of each unit in the chosen opponent\'s zone until the end of the phase', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 3, hand: ['Magic Ward', 'Mountain Brigade'], battlefield: { cards: ['Mountain Brigade'] } },
        { kingdom: { cards: [{ card: 'Grudgebearer', as: 'g', tokens: 2 }] }, quest: { cards: [{ card: 'Grudgebearer', as: 'q', tokens: 1 }] } },
        ['high-elf', 'dwarf'],
      ),
      decisions: [
        { type: 'play', card: 'Magic Ward' },
        { expect: { options: { include: [{ type: 'target', target: 'kingdom', owner: 2 }, { type: 'target', target: 'quest', owner: 2 }], exclude: [{ type: 'target', target: 'kingdom', owner: 1 }] } } },
        { type: 'target', target: 'kingdom', owner: 2 },
        { expect: { phase: 'capital', '@g.power': 1, '@g.tokens': 2, '@q.power': 2, 'p1.resources': 0 } },
        { type: 'pass', player: 1 },
        { expect: { phase: 'battlefield', prompt: { player: 1, kind: 'attackZone' } } },
      ],
      expect: { '@g.power': 3, '@q.power': 2 },
    });
  });
});
