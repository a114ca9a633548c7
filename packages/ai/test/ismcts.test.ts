/**
 * The ISMCTS bot (not offered as a level yet: docs/AI.md): with an iteration budget it is
 * reproducible and sees no hidden information (the same choice in a game its player cannot tell
 * from the real one); it finds a winning attack; its time budget holds.
 */
import { describe, expect, it } from 'vitest';
import { STARTER_DECKS } from '@invasion/cards';
import { applyInPlace, buildScenario, createGame, determinize, eventsFor, optionsFor, viewFor, type GameState, type PlayerId } from '@invasion/engine';
import { chooseWith, inputFor, randomBot } from '../src/index.js';
import { ismctsBot } from '../src/ismcts/ismctsBot.js';

// Decks long enough that no playout ends the game by an empty deck.
const DECK = Array<string>(40).fill('01001');
const fast = (seed: number) => ismctsBot(seed, { iterations: 24, playoutDecisions: 12, msPerDecision: 60_000 });

function position(game: number, at: number): GameState {
  const a = STARTER_DECKS[game % 4]!;
  const b = STARTER_DECKS[(game + 2) % 4]!;
  const state = createGame({ players: [{ capital: a.capital, deck: a.cards.slice() }, { capital: b.capital, deck: b.cards.slice() }], seed: 900 + game, log: true });
  const bots = [randomBot(game), randomBot(game + 1)];
  while (!state.result && (state.decisions < at || optionsFor(state, state.prompt!.player).length < 2)) applyInPlace(state, chooseWith(bots[state.prompt!.player]!, state));
  return state;
}

describe('ismcts bot', () => {
  it('with an iteration budget: the same choice from the same seed, and in a game its player cannot tell from the real one', () => {
    for (const [g, at] of [[1, 40], [2, 90], [3, 150], [4, 60]] as const) {
      const real = position(g, at);
      const p = real.prompt!.player as PlayerId;
      const alt = determinize(real, p, 4242);
      const altInput = { seat: p, view: viewFor(alt, p), options: optionsFor(alt, p), history: eventsFor(real, p).events, determinize: (s: number) => determinize(alt, p, s) };
      const key = fast(g).choose(inputFor(real));
      expect(fast(g).choose(inputFor(real))).toBe(key);
      expect(fast(g).choose(altInput)).toBe(key);
    }
  });

  it('attacks the zone whose burn wins the game', () => {
    const s = buildScenario({
      phase: 'battlefield',
      players: [
        { capital: 'chaos', deck: DECK, battlefield: { cards: ['Chaos Knights', 'Savage Marauders'] } },
        { capital: 'orc', deck: DECK, quest: { burning: true }, kingdom: { damage: 4 }, battlefield: { cards: ['Black Orc Squad'] } },
      ],
    }).state;
    expect(fast(5).choose(inputFor(s))).toBe('attack:kingdom');
  });

  it('keeps to its time budget (give or take one iteration)', () => {
    const real = position(2, 90);
    const t0 = performance.now();
    ismctsBot(1, { msPerDecision: 40, playoutDecisions: 10 }).choose(inputFor(real));
    expect(performance.now() - t0).toBeLessThan(40 + 400);
  });
});
