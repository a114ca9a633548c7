import { describe, expect, it } from 'vitest';
import { STARTER_DECKS } from '@invasion/cards';
import { act, createGame, DecisionError, optionsFor, viewFor, type DecisionErrorCode, type PlayerId } from '../../src/index.js';

/** The code of the DecisionError `fn` throws. */
function codeOf(fn: () => void): DecisionErrorCode {
  try {
    fn();
  } catch (e) {
    if (e instanceof DecisionError) return e.code;
    throw e;
  }
  throw new Error('expected a DecisionError');
}

describe('DecisionError codes', () => {
  it('say what kind of refusal it is, so a client need not read the message', () => {
    const [a, b] = [STARTER_DECKS[0]!, STARTER_DECKS[1]!];
    const state = createGame({ players: [{ capital: a.capital, deck: a.cards.slice() }, { capital: b.capital, deck: b.cards.slice() }], seed: 5 });
    const seat = state.prompt!.player;
    const other = (1 - seat) as PlayerId;
    const id = viewFor(state, seat).stateId;
    const key = optionsFor(state, seat)[0]!.key;
    expect(codeOf(() => act(state, seat, { type: 'toString' }, id))).toBe('malformed');
    expect(codeOf(() => act(state, seat, 'no-such-key', id))).toBe('illegal');
    expect(codeOf(() => act(state, seat, key, id - 1))).toBe('stale');
    expect(codeOf(() => act(state, other, key, id))).toBe('notYourDecision');
    act(state, seat, key, id); // the right player, the current state, a listed key
    expect(state.decisions).toBe(id + 1);
  });
});
