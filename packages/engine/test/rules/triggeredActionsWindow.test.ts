/**
 * Triggered actions (FAQ: Triggered Actions, the Rat Ogres example): each copy may be used once
 * during the action window of its first opportunity. Passing only to let an open chain resolve does
 * not let the others go; declining (passing with no chain) or doing anything else does.
 */
import { describe, it } from 'vitest';
import { board, expectScenario } from '../helpers.js';

describe('triggered actions: several copies in one action window', () => {
  it('after the first copy resolves, the second is still offered in that window', () => {
    expectScenario({
      phase: 'beginTurn',
      players: board({ resources: 0, hand: ['Grunt'], quest: { cards: [{ card: 'Herald', as: 'h1' }] }, kingdom: { cards: [{ card: 'Herald', as: 'h2' }] } }),
      decisions: [
        { type: 'use', card: '@h1', ability: 'action' },
        // P1 passes to let the chain resolve (the opponent has nothing to do)
        { type: 'pass', player: 1 },
        { expect: { phase: 'beginTurn', 'p1.hand.count': 2, options: { include: [{ type: 'use', card: '@h2', ability: 'action' }], exclude: [{ type: 'use', card: '@h1', ability: 'action' }] } } },
        { type: 'use', card: '@h2', ability: 'action' },
      ],
      // Grunt, a card from each Herald, and the quest phase's draws (a Herald quests: 2)
      expect: { 'p1.hand.count': 5 },
    });
  });

  it('passing with no chain open declines them: they are gone', () => {
    expectScenario({
      phase: 'beginTurn',
      players: board({ resources: 0, hand: ['Grunt'], quest: { cards: [{ card: 'Herald', as: 'h1' }] }, kingdom: { cards: [{ card: 'Herald', as: 'h2' }, { card: 'Trickster', as: 't' }] } }),
      decisions: [
        { type: 'pass', player: 1 },
        { expect: { phase: 'kingdom' } },
        { type: 'use', card: '@h2', ability: 'action', illegal: 'first opportunity' },
      ],
    });
  });
});
