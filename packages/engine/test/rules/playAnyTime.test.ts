/**
 * A unit playable from hand in any action window of its owner (a constant's
 * `rules: { playAnyTime: true }`, read from the card in hand): outside its owner's capital phase, in
 * any action window of his (the opponent's turn, in response), it is offered and played as usual —
 * paid, put on the chain, entering play as its link resolves; other cards and developments are not.
 */
import { describe, it } from 'vitest';
import { constant } from '../../src/dsl.js';
import { board, expectScenario, registerFixtures, testUnit } from '../helpers.js';

registerFixtures([testUnit('x9341', 'Reservist', { cost: 2, abilities: [constant({ rules: { playAnyTime: true } })] })]);

describe('played any time its player could take an action', () => {
  it("in the opponent's turn: only that card, not others, nor a development", () => {
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board({ resources: 2, hand: [{ card: 'Reservist', as: 'r' }, { card: 'Grunt', as: 'g' }] }, { hand: ['Grunt'] }),
      decisions: [
        { type: 'pass', player: 2 },
        { expect: { prompt: { player: 1, kind: 'action' }, options: { include: [{ type: 'play', card: '@r', zone: 'kingdom' }], exclude: [{ type: 'play', card: '@g', zone: 'kingdom' }, { type: 'develop', card: '@g', zone: 'kingdom' }] } } },
        { type: 'play', card: '@g', zone: 'kingdom', illegal: 'only in your own capital phase' },
        { type: 'play', card: '@r', zone: 'battlefield' },
      ],
      expect: { '@r.loc': 'battlefield', 'p1.resources': 0, '@g.loc': 'hand' },
    });
  });

  it('in response to an action, while the chain is open', () => {
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board({ resources: 2, hand: [{ card: 'Reservist', as: 'r' }] }, { hand: ['Bolt'], kingdom: { cards: [{ card: 'Grunt', as: 'g' }] } }),
      decisions: [
        { type: 'play', card: 'Bolt', player: 2 }, // its only target: the Grunt
        { expect: { chain: 1 } },
        { type: 'play', card: '@r', zone: 'quest', player: 1 },
      ],
      expect: { '@r.loc': 'quest', '@g.loc': 'discard' },
    });
  });
});
