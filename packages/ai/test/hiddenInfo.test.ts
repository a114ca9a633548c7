/**
 * Bots see no hidden information, checked with the engine's determinize: at positions of games
 * between starter decks, an alternative game the deciding player cannot tell from the real one
 * (his unknown cards re-sampled) gets, from every bot with the same seed, the same choice. And
 * determinize itself is a function of what the observer knows: for a seed, the real game and any
 * game he cannot tell from it give the same copy (so a bot that simulates on copies decides alike).
 */
import { describe, expect, it } from 'vitest';
import { STARTER_DECKS } from '@invasion/cards';
import { applyInPlace, createGame, determinize, eventsFor, optionsFor, viewFor, type GameState, type PlayerId } from '@invasion/engine';
import { BOT_NAMES, BOTS, chooseWith, inputFor, randomBot, SEARCHING_BOTS, type BotInput } from '../src/index.js';

/** Positions every few decisions of a logged game between two starter decks, random bots playing. */
function positions(game: number, every: number, max: number): GameState[] {
  const a = STARTER_DECKS[game % 4]!;
  const b = STARTER_DECKS[(game + 1) % 4]!;
  const state = createGame({ players: [{ capital: a.capital, deck: a.cards.slice() }, { capital: b.capital, deck: b.cards.slice() }], seed: 300 + game, log: true });
  const bots = [randomBot(game), randomBot(game + 50)];
  const out: GameState[] = [];
  while (!state.result && state.decisions < max) {
    if (state.decisions % every === 0) out.push(structuredClone(state));
    applyInPlace(state, chooseWith(bots[state.prompt!.player]!, state));
  }
  return out;
}

const POSITIONS = [1, 2, 3].flatMap((g) => positions(g, 5, 300));

/** The input of `p` in `alt` — a game he cannot tell from `real` — with the events he received in the real game (a copy records none). */
function inputIn(alt: GameState, real: GameState, p: PlayerId): BotInput {
  return { seat: p, view: viewFor(alt, p), options: optionsFor(alt, p), history: eventsFor(real, p).events, determinize: (seed, options) => determinize(alt, p, seed, options) };
}

describe('hidden information, with determinize', () => {
  it('for a seed, determinize gives the same copy of the real game and of any game the observer cannot tell from it', () => {
    for (const real of POSITIONS.slice(0, 30)) {
      for (const p of [0, 1] as PlayerId[]) {
        const alt = determinize(real, p, 99);
        expect(determinize(alt, p, 5)).toEqual(determinize(real, p, 5));
      }
    }
  });

  // The ISMCTS levels: ismcts.test.ts (the same check at four positions; sixty would take minutes).
  it.each(BOT_NAMES.filter((n) => !SEARCHING_BOTS.includes(n)))('%s: the same choice in every game the player cannot tell from the real one', (name) => {
    expect(POSITIONS.length).toBeGreaterThan(60);
    let changed = 0;
    for (const [i, real] of POSITIONS.entries()) {
      const p = real.prompt!.player;
      const alt = determinize(real, p, 1000 + i);
      if (alt.cards.some((c, id) => c.def !== real.cards[id]!.def)) changed++;
      const seed = 7 * i + 1;
      expect(BOTS[name](seed).choose(inputIn(alt, real, p)), `position ${i}`).toBe(BOTS[name](seed).choose(inputFor(real)));
    }
    expect(changed / POSITIONS.length).toBeGreaterThan(0.9);
  });
});
