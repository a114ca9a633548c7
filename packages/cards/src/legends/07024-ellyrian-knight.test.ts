import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

const defended = (p2: object, p1: object = {}) => ({
  phase: 'battlefield' as const,
  step: 'declareDefenders' as const,
  combat: { zone: 'kingdom' as const, attackers: ['@ck'] },
  players: board({ battlefield: { cards: [{ card: 'Chaos Knights', as: 'ck' }] }, ...p1 }, p2, ['chaos', 'high-elf']),
});

describe('Ellyrian Knight', () => {
  it('with a legend of its controller in play, it deals 2 Counterstrike damage as it is declared a defender', () => {
    expectScenario({
      ...defended({ legend: 'Grombrindal', kingdom: { cards: [{ card: 'Ellyrian Knight', as: 'e' }] } }),
      decisions: [{ type: 'defender', card: '@e', player: 2 }, { expect: { '@ck.damage': 2 } }],
    });
  });

  it("without one (the opponent's does not count) it strikes nothing as it is declared", () => {
    expectScenario({
      ...defended({ kingdom: { cards: [{ card: 'Ellyrian Knight', as: 'e' }] } }, { legend: 'Morathi' }),
      decisions: [{ type: 'defender', card: '@e', player: 2 }, { expect: { '@ck.damage': 0 } }],
    });
  });
});
