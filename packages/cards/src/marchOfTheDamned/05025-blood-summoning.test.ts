import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Blood Summoning', () => {
  it('corrupting X of your units makes your next Chaos unit played this turn cost X less; only that one', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        {
          resources: 8,
          hand: ['Blood Summoning', { card: 'Chaos Knights', as: 'ck' }, { card: 'Savage Marauders', as: 'sm' }, { card: 'Black Orc Squad', as: 'orc' }],
          kingdom: { cards: [{ card: 'Savage Marauders', as: 'a' }, { card: 'Savage Marauders', as: 'b' }, { card: 'Savage Marauders', as: 'c', corrupt: true }] },
        },
        { battlefield: { cards: [{ card: 'Chaos Knights', as: 'theirs' }] } },
        ['chaos', 'dwarf'],
      ),
      decisions: [
        { type: 'play', card: 'Blood Summoning' },
        // his own uncorrupted units only
        { expect: { options: { include: [{ type: 'target', target: '@a' }, { type: 'target', target: '@b' }], exclude: [{ type: 'target', target: '@c' }, { type: 'target', target: '@theirs' }] } } },
        { type: 'target', target: '@a' },
        { type: 'target', target: '@b' },
        { expect: { '@a.corrupt': true, '@b.corrupt': true, '@theirs.corrupt': false, 'p1.resources': 8 } },
        // an Orc unit does not use it up (3, plus 1 loyalty on a Chaos capital)
        { type: 'play', card: '@orc', zone: 'kingdom' },
        { expect: { 'p1.resources': 4 } },
        // Chaos Knights: 5 - 2 (its loyalty met by the capital and the Marauders)
        { type: 'play', card: '@ck', zone: 'battlefield' },
        { expect: { 'p1.resources': 1, '@ck.loc': 'battlefield' } },
        // used up: the next Chaos unit costs its full 3, more than the 1 left
        { expect: { options: { exclude: [{ type: 'play', card: '@sm', zone: 'kingdom' }] } } },
      ],
    });
  });

  it('the reduction ends with the turn', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 0, hand: ['Blood Summoning', { card: 'Chaos Knights', as: 'ck' }], kingdom: { cards: [{ card: 'Savage Marauders', as: 'a' }, { card: 'Savage Marauders', as: 'b' }] } },
        {},
        ['chaos', 'dwarf'],
      ),
      decisions: [
        { type: 'play', card: 'Blood Summoning' },
        // X = 1: one unit, then stop
        { type: 'target', target: '@a' },
        { type: 'pass' },
        { expect: { '@a.corrupt': true, '@b.corrupt': false } },
        // no Chaos unit this turn (P1 cannot pay 4 for the Knights); his turn ends, then P2's
        { type: 'pass' },
        { expect: { active: 2 } },
        { type: 'pass', player: 2 },
        { expect: { active: 1, turn: 5, prompt: { player: 1, kind: 'restore' } } },
        { type: 'pass' },
        // 7 resources (3 + two Marauders); the Knights cost their full 5 now
        { expect: { phase: 'capital', 'p1.resources': 7 } },
        { type: 'play', card: '@ck', zone: 'kingdom' },
        { expect: { 'p1.resources': 2 } },
      ],
    });
  });

  it('cannot be played with no unit of yours to corrupt', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 3, hand: ['Blood Summoning', 'Mountain Brigade'], kingdom: { cards: [{ card: 'Savage Marauders', corrupt: true }] } }, {}, ['chaos', 'dwarf']),
      decisions: [{ type: 'play', card: 'Blood Summoning', illegal: 'cost cannot be paid' }],
    });
  });
});
