/**
 * determinize(state, observer, rng): at positions of fuzz games (random legal decks drawn from every
 * implemented card, random bots), the observer's view of the re-sampled copy — options, labels and
 * keys included — is his view of the real game, the cards he knows keep their identity, the others
 * really are re-sampled, the PRNG is replaced, and the copy plays on.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import '@invasion/cards';
import { applyInPlace, canSee, createGame, determinize, legalOptions, optionsFor, viewFor, type GameState, type PlayerId } from '@invasion/engine';
import { chooseWith, randomBot } from '@invasion/ai';
import { botSeeds } from '../src/games.js';
import { fuzzSetup } from '../src/fuzz/game.js';

/** The game of fuzz seed `seed` after `decisions` random decisions (or at its end). */
function position(seed: number, decisions: number): GameState {
  const { setup } = fuzzSetup(seed);
  const state = createGame(setup);
  const [s1, s2] = botSeeds(seed);
  const bots = [randomBot(s1), randomBot(s2)] as const;
  while (!state.result && state.decisions < decisions) applyInPlace(state, chooseWith(bots[state.prompt!.player]!, state));
  return state;
}

/** Ids of the cards `p` does not know, and whether they hold at least two identities. */
function unknownTo(state: GameState, p: PlayerId): { ids: number[]; mixed: boolean } {
  const ids = state.cards.filter((c) => !canSee(c, p, state)).map((c) => c.id);
  return { ids, mixed: ids.some((id) => state.cards[id]!.def !== state.cards[ids[0]!]!.def) };
}

/** Checks one position for one observer; returns how many hidden identities the copy changed. */
function checkPosition(state: GameState, p: PlayerId, seed: number): number {
  const copy = determinize(state, p, seed);
  // The observer cannot tell the copy from the real game: same view, same options, labels and keys.
  expect(viewFor(copy, p)).toEqual(viewFor(state, p));
  expect(optionsFor(copy, p)).toEqual(optionsFor(state, p));
  // Cards he knows keep their identity; the others keep their place; each owner's cards keep their identities as a whole.
  let changed = 0;
  for (const c of state.cards) {
    const d = copy.cards[c.id]!;
    expect([d.loc, d.owner, d.faceDown, d.epoch]).toEqual([c.loc, c.owner, c.faceDown, c.epoch]);
    if (canSee(c, p, state)) expect(d.def).toBe(c.def);
    else if (d.def !== c.def) changed++;
  }
  for (const owner of [0, 1] as const) {
    const defs = (s: GameState) => s.cards.filter((c) => c.owner === owner).map((c) => c.def).sort();
    expect(defs(copy)).toEqual(defs(state));
  }
  expect(copy.rng).not.toEqual(state.rng);
  expect(copy.log).toBeNull();
  // The copy plays on: a few random decisions are legal and applied.
  const bots = [randomBot(seed), randomBot(seed + 1)] as const;
  for (let i = 0; i < 20 && !copy.result; i++) {
    expect(legalOptions(copy).length).toBeGreaterThan(0);
    applyInPlace(copy, chooseWith(bots[copy.prompt!.player]!, copy));
  }
  return changed;
}

describe('determinize', () => {
  it("keeps the observer's view and options and re-samples what he does not know (property, fuzz positions)", () => {
    let resampledPositions = 0;
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 0, max: 700 }), fc.constantFrom<PlayerId>(0, 1), fc.integer(), (game, at, p, seed) => {
        const state = position(game, at);
        const changed = checkPosition(state, p, seed);
        const { ids, mixed } = unknownTo(state, p);
        // A copy equal to the real game would be no determinization: with a dozen unknown cards of
        // several identities a random re-sample leaves them all in place with negligible probability.
        if (mixed && ids.length >= 12) {
          expect(changed).toBeGreaterThan(0);
          resampledPositions++;
        }
      }),
      { numRuns: 40, seed: 14 },
    );
    expect(resampledPositions).toBeGreaterThan(20);
  });

  it('with the same seed, games the observer cannot tell apart give the same copy (a bot seeded alike decides alike)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 0, max: 500 }), fc.constantFrom<PlayerId>(0, 1), fc.integer(), fc.integer(), (game, at, p, a, b) => {
        const state = position(game, at);
        // Another game he cannot tell from this one: the same, its unknown cards re-sampled.
        const other = determinize(state, p, a);
        expect(determinize(other, p, b)).toEqual(determinize(state, p, b));
      }),
      { numRuns: 15, seed: 41 },
    );
  });

  it('the same seed gives the same copy; another seed another one', () => {
    const state = position(5, 150);
    const a = determinize(state, 0, 7);
    expect(determinize(state, 0, 7)).toEqual(a);
    expect(determinize(state, 0, 8).cards.map((c) => c.def)).not.toEqual(a.cards.map((c) => c.def));
    // A PRNG state holder is advanced: two calls with it give two different copies.
    const holder = { rng: [1, 2, 3, 4] };
    const first = determinize(state, 1, holder);
    expect(determinize(state, 1, holder).cards.map((c) => c.def)).not.toEqual(first.cards.map((c) => c.def));
  });

  it("the opponent's hand, deck and facedown cards share one pool; the observer's own deck keeps its contents", () => {
    const state = position(9, 300);
    const p: PlayerId = state.prompt?.player ?? 0;
    const o = (1 - p) as PlayerId;
    const own = (s: GameState) => s.players[p].deck.map((id) => s.cards[id]!.def).sort();
    const copy = determinize(state, p, 3);
    expect(own(copy)).toEqual(own(state));
    // Over a few copies, the opponent's hand gets identities that were not in his hand in the real game.
    expect(state.players[o].hand.some((id) => !canSee(state.cards[id]!, p, state))).toBe(true);
    const realHand = new Set(state.players[o].hand.map((id) => state.cards[id]!.def));
    const fromElsewhere = [1, 2, 3, 4, 5, 6, 7, 8].some((s) => {
      const c = determinize(state, p, s);
      return c.players[o].hand.some((id) => !realHand.has(c.cards[id]!.def));
    });
    expect(fromElsewhere).toBe(true);
  });

  it("a player who forgets: the opponent's cards he only remembers are re-sampled, what he sees now and his own cards are kept", () => {
    let positions = 0;
    let resampled = 0;
    const rememberedBy = (state: GameState, p: PlayerId) => state.cards.filter((c) => c.owner !== p && canSee(c, p, state) && !canSee(c, p, state, false));
    for (const game of [1, 2, 3, 4, 5, 6]) {
      // The game's first position where a player remembers a card of his opponent's now hidden (a card seen going into a hand).
      const state = position(game, 0);
      const [s1, s2] = botSeeds(game);
      const walkers = [randomBot(s1), randomBot(s2)] as const;
      while (!state.result && state.decisions < 800 && rememberedBy(state, 0).length + rememberedBy(state, 1).length === 0) applyInPlace(state, chooseWith(walkers[state.prompt!.player]!, state));
      for (const p of [0, 1] as const) {
        const remembered = rememberedBy(state, p);
        if (remembered.length === 0) continue;
        positions++;
        for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
          const copy = determinize(state, p, seed, { forget: true });
          for (const c of state.cards) {
            if (canSee(c, p, state, false) || (c.owner === p && canSee(c, p, state))) expect(copy.cards[c.id]!.def).toBe(c.def);
          }
          if (remembered.some((c) => copy.cards[c.id]!.def !== c.def)) resampled++;
          // Remembering (the default), the same cards keep their identity.
          const full = determinize(state, p, seed);
          for (const c of remembered) expect(full.cards[c.id]!.def).toBe(c.def);
          const bots = [randomBot(seed), randomBot(seed + 1)] as const;
          for (let i = 0; i < 10 && !copy.result; i++) applyInPlace(copy, chooseWith(bots[copy.prompt!.player]!, copy));
        }
      }
    }
    expect(positions).toBeGreaterThan(2);
    expect(resampled).toBeGreaterThan(positions);
  });
});
