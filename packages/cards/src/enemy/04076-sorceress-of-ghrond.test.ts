import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Sorceress of Ghrond', () => {
  it('when it enters play, its player may take a Hex card of his choice from his discard pile back to his hand', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 5, hand: [{ card: 'Sorceress of Ghrond', as: 's' }, 'Mountain Brigade'], discard: [{ card: 'Withering Hex', as: 'h1' }, 'Mountain Brigade', { card: 'Withering Hex', as: 'h2' }] },
        { discard: [{ card: 'Withering Hex', as: 'theirs' }] },
        ['dark-elf', 'orc'],
      ),
      decisions: [
        { type: 'use', card: '@s', ability: 'action', illegal: 'not in play' },
        { type: 'play', card: '@s', zone: 'battlefield' },
        { type: 'use', card: '@s', ability: 'action' },
        // only Hex cards of his own discard pile (not the opponent's)
        { expect: { options: { include: [{ type: 'target', target: '@h1' }, { type: 'target', target: '@h2' }], exclude: [{ type: 'target', target: 'Mountain Brigade' }, { type: 'target', target: '@theirs' }] } } },
        { type: 'target', target: '@h1' },
      ],
      expect: { '@h1.loc': 'hand', '@h2.loc': 'discard', 'p1.hand': ['Mountain Brigade', 'Withering Hex'], 'p2.discard': ['Withering Hex'] },
    });
  });

  it('is optional, only at the first opportunity, and not usable with no Hex card in the discard pile', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 12, hand: [{ card: 'Sorceress of Ghrond', as: 's' }, 'Mountain Brigade', 'Mountain Brigade'], discard: [{ card: 'Withering Hex', as: 'h' }] },
        {},
        ['dark-elf', 'orc'],
      ),
      decisions: [
        { type: 'play', card: '@s', zone: 'battlefield' },
        // P1 develops instead: the chance is gone
        { type: 'develop', card: 'Mountain Brigade', zone: 'kingdom' },
        { type: 'use', card: '@s', ability: 'action', illegal: 'first opportunity after its trigger' },
      ],
      expect: { '@h.loc': 'discard' },
    });
    expectScenario({
      phase: 'capital',
      players: board({ resources: 5, hand: [{ card: 'Sorceress of Ghrond', as: 's' }, 'Mountain Brigade'], discard: ['Mountain Brigade'] }, { discard: ['Withering Hex'] }, ['dark-elf', 'orc']),
      decisions: [
        { type: 'play', card: '@s', zone: 'battlefield' },
        { expect: { options: { exclude: [{ type: 'use', card: '@s', ability: 'action' }] } } },
      ],
    });
  });
});
