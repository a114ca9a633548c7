import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

const attackKingdom = (p2: object) => ({
  phase: 'battlefield' as const,
  step: 'declareDefenders' as const,
  combat: { zone: 'kingdom' as const, attackers: ['@ck'] },
  players: board({ battlefield: { cards: [{ card: 'Chaos Knights', as: 'ck' }] } }, p2, ['chaos', 'empire']),
});

describe('The Black Guard', () => {
  it('with a legend of its controller in play, it may defend a zone it is not in', () => {
    expectScenario({
      ...attackKingdom({ legend: 'Karl Franz', quest: { cards: [{ card: 'The Black Guard', as: 'g' }] } }),
      decisions: [
        { expect: { options: { include: [{ type: 'defender', card: '@g' }] } } },
        { type: 'defender', card: '@g', player: 2 },
        { expect: { 'combat.defenders': ['The Black Guard'] } },
      ],
    });
  });

  it("without one (the opponent's does not count) it defends only its own zone", () => {
    expectScenario({
      ...attackKingdom({ quest: { cards: [{ card: 'The Black Guard', as: 'g' }] }, kingdom: { cards: ['Mountain Brigade'] } }),
      decisions: [{ expect: { options: { exclude: [{ type: 'defender', card: '@g' }] } } }],
    });
    expectScenario({
      phase: 'battlefield',
      step: 'declareDefenders',
      combat: { zone: 'kingdom' as const, attackers: ['@ck'] },
      players: board(
        { legend: 'Morathi', battlefield: { cards: [{ card: 'Chaos Knights', as: 'ck' }] } },
        { quest: { cards: [{ card: 'The Black Guard', as: 'g' }] }, kingdom: { cards: ['Mountain Brigade'] } },
        ['chaos', 'empire'],
      ),
      decisions: [{ expect: { options: { exclude: [{ type: 'defender', card: '@g' }] } } }],
    });
  });
});
