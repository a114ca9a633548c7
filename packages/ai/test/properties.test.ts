/**
 * Property tests over seeded random games with the starter decks: no exception, every game ends or
 * reaches the turn cap, cards are conserved, counters never go negative, replays reproduce the state
 * hash at every step, serialize → restore → continue equals continuing, and no view leaks a card.
 */
import { describe, expect, it } from 'vitest';
import { CATALOGUE, RACE_AFFILIATION, STARTER_DECKS, isImplemented } from '@invasion/cards';
import { applyInPlace, createGame, deserialize, hashState, legalOptions, serialize, type Decision, type GameSetup } from '@invasion/engine';
import { playGame, randomBot } from '../src/index.js';
import { conservation, noNegativeCounters, viewsHideSecrets } from './invariants.js';

function setupFor(i: number): GameSetup {
  const a = STARTER_DECKS[i % 4]!;
  const b = STARTER_DECKS[(i + 1 + Math.floor(i / 4)) % 4]!;
  return { players: [{ capital: a.capital, deck: a.cards }, { capital: b.capital, deck: b.cards }], seed: 10_000 + i, maxTurns: 60 };
}
/** The starter decks with 15 of their cards swapped for implemented cards of later sets (same affiliation). */
const LATER = CATALOGUE.filter((c) => !c.id.startsWith('01') && c.type !== 'Draft' && isImplemented(c.id));
function laterSetupFor(i: number): GameSetup {
  const players = [STARTER_DECKS[i % 4]!, STARTER_DECKS[(i + 1) % 4]!].map((d, k) => {
    const side = RACE_AFFILIATION[d.name[0]!.toUpperCase() + d.name.slice(1)];
    const pool = LATER.filter((c) => (c.race === 'Neutral' ? !c.deck.affiliation || c.deck.affiliation === side : RACE_AFFILIATION[c.race] === side));
    const deck = d.cards.slice(0, 35);
    for (let j = 0; j < 15; j++) deck.push(pool[(i * 7 + j * 13 + k * 5) % pool.length]!.id);
    return { capital: d.capital, deck };
  });
  return { players: players as GameSetup['players'], seed: 20_000 + i, maxTurns: 60 };
}
const bots = (i: number) => [randomBot(i * 2 + 1), randomBot(i * 2 + 2)] as [ReturnType<typeof randomBot>, ReturnType<typeof randomBot>];

describe('random games', () => {
  it('1,000 games end (or hit the turn cap) with cards conserved and no negative counters', () => {
    let ended = 0;
    let capped = 0;
    for (let i = 0; i < 1000; i++) {
      const { state } = playGame(setupFor(i), bots(i));
      expect(state.result).not.toBeNull();
      if (state.result!.kind === 'turnCap') capped++;
      else ended++;
      const bad = [...conservation(state), ...noNegativeCounters(state)];
      expect(bad, `game ${i}`).toEqual([]);
    }
    expect(ended + capped).toBe(1000);
    console.log(`1000 random games: ${ended} ended, ${capped} reached the turn cap`);
  });

  it('later-set cards (the FAQ-named ones) in 60 games: invariants hold after every decision', () => {
    expect(LATER.length).toBeGreaterThan(80);
    for (let i = 0; i < 60; i++) {
      playGame(laterSetupFor(i), bots(i), {
        onStep: (s) => {
          const bad = [...conservation(s), ...noNegativeCounters(s), ...viewsHideSecrets(s)];
          if (bad.length) expect(bad, `later-set game ${i}, decision ${s.decisions}`).toEqual([]);
        },
      });
    }
  });

  it('invariants hold after every decision (100 games)', () => {
    for (let i = 0; i < 100; i++) {
      playGame(setupFor(i), bots(i), {
        onStep: (s) => {
          const bad = [...conservation(s), ...noNegativeCounters(s), ...viewsHideSecrets(s)];
          if (bad.length) throw new Error(`game ${i}, decision ${s.decisions}: ${bad.join('; ')}`);
        },
      });
    }
  });

  it('replaying (setup, seed, decisions) reproduces the state hash at every step (30 games)', () => {
    for (let i = 0; i < 30; i++) {
      const hashes: string[] = [];
      const { decisions } = playGame(setupFor(i), bots(i), { record: true, onStep: (s) => hashes.push(hashState(s)) });
      const replay = createGame(setupFor(i));
      decisions.forEach((d, k) => {
        applyInPlace(replay, d);
        expect(hashState(replay), `game ${i} step ${k}`).toBe(hashes[k]);
      });
    }
  });

  it('serialize → restore → continue equals continuing (30 games, restored at every 7th prompt)', () => {
    for (let i = 0; i < 30; i++) {
      const { decisions, state: final } = playGame(setupFor(i), bots(i), { record: true });
      let s = createGame(setupFor(i));
      decisions.forEach((d: Decision, k) => {
        if (k % 7 === 0) s = deserialize(serialize(s));
        expect(legalOptions(s).length).toBeGreaterThan(0);
        applyInPlace(s, d);
      });
      expect(hashState(s)).toBe(hashState(final));
    }
  });
});
