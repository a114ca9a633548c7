/**
 * The lobby's bots keep no state: a decision is a function of the game state alone, so a game
 * rebuilt from its stored decisions (after a restart) goes on exactly as the original — for every
 * level offered.
 */
import { describe, expect, it } from 'vitest';
import { STARTER_DECKS } from '@invasion/cards';
import { applyInPlace, createGame, deserialize, hashState, serialize, type Decision, type GameSetup } from '@invasion/engine';
import { BOT_LEVELS, botDecision } from '../src/bots.js';
import { schemas } from '../src/schemas.js';

const setup = (): GameSetup => ({ players: [{ capital: STARTER_DECKS[0]!.capital, deck: STARTER_DECKS[0]!.cards.slice() }, { capital: STARTER_DECKS[2]!.capital, deck: STARTER_DECKS[2]!.cards.slice() }], seed: 77, log: true });

describe('server bots', () => {
  // hard is normal's search with more iterations: left out for time.
  it.each(BOT_LEVELS.filter((l) => l !== 'hard'))('%s: a game rebuilt from its decisions goes on identically', (level) => {
    const state = createGame(setup());
    const decisions: Decision[] = [];
    // A searching level is slow (normal: 40 ISMCTS iterations a decision): a shorter game.
    const [length, cut] = level === 'normal' ? [45, 35] : [160, 100];
    while (!state.result && decisions.length < length) {
      const d = botDecision(level, state);
      decisions.push(d);
      applyInPlace(state, d);
    }
    const rebuilt = createGame(setup());
    for (const d of decisions.slice(0, cut)) applyInPlace(rebuilt, d);
    const restored = deserialize(serialize(rebuilt));
    for (let i = cut; i < decisions.length; i++) {
      const d = botDecision(level, restored);
      expect(d, `decision ${i}`).toEqual(decisions[i]);
      applyInPlace(restored, d);
    }
    expect(hashState(restored)).toBe(hashState(state));
  });

  it('the lobby offers every level', () => {
    expect(BOT_LEVELS).toEqual(['random', 'greedy', 'easy', 'normal', 'hard']);
    for (const level of BOT_LEVELS) expect(schemas['lobby:create'].safeParse({ deck: 'dwarf', opponent: level }).success).toBe(true);
    expect(schemas['lobby:create'].safeParse({ deck: 'dwarf', opponent: 'deep-blue' }).success).toBe(false);
  });
});
