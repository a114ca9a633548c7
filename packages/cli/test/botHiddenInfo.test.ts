/**
 * A bot sees no hidden information: at decisions of fuzz games (random legal decks, log on), the
 * cards hidden from the deciding player whose identity he does not know are re-sampled (the
 * fuzzer's helpers), and every bot, given the same seed, picks the same option in the real and
 * the re-sampled game. A chooser that peeks at the opponent's hand is caught by the same check.
 */
import { describe, expect, it } from 'vitest';
import '@invasion/cards';
import { applyInPlace, createGame, logLines, type GameState } from '@invasion/engine';
import { BOT_NAMES, BOTS, chooseWith, inputFor, randomBot, SEARCHING_BOTS } from '@invasion/ai';
import { botSeeds } from '../src/games.js';
import { fuzzSetup } from '../src/fuzz/game.js';
import { Knowledge, resampled, resampleGroups } from '../src/fuzz/hidden.js';
import { Rng } from '../src/fuzz/random.js';

const GAMES = [11, 12, 13];
const EVERY = 4;
const MAX_DECISIONS = 400;

type Chooser = (state: GameState, seed: number) => string;

/** Plays the fuzz games; every EVERY-th decision, compares the chooser's pick on the real and a re-sampled state. */
function compareOnResampled(choose: Chooser): { compared: number; changed: number; differing: string[] } {
  const out = { compared: 0, changed: 0, differing: [] as string[] };
  for (const seed of GAMES) {
    const { setup } = fuzzSetup(seed);
    setup.log = true;
    const state = createGame(setup);
    const [s1, s2] = botSeeds(seed);
    const players = [randomBot(s1), randomBot(s2)];
    const knowledge = new Knowledge();
    const rng = new Rng(seed);
    let from = 0;
    const learn = (s: GameState) => {
      knowledge.learnReveals(s, logLines(s, 'referee', from));
      knowledge.learnPlays(s, from);
      from = s.log!.length;
      knowledge.learnFromEffects(s);
      knowledge.observe(s);
    };
    learn(state);
    while (!state.result && state.decisions < MAX_DECISIONS) {
      if (state.decisions % EVERY === 0) {
        const p = state.prompt!.player;
        const groups = resampleGroups(state, p, knowledge, state.prompt!.kind === 'choose');
        const copy = resampled(state, groups, rng);
        if (groups.flat().some((id) => copy.cards[id]!.def !== state.cards[id]!.def)) out.changed++;
        const botSeed = seed * 1000 + state.decisions;
        if (choose(copy, botSeed) !== choose(state, botSeed)) out.differing.push(`game ${seed}, decision ${state.decisions}`);
        out.compared++;
      }
      applyInPlace(state, chooseWith(players[state.prompt!.player]!, state));
      learn(state);
    }
  }
  return out;
}

describe('bots decide from what their player may know', () => {
  // The ISMCTS levels: packages/ai/test/ismcts.test.ts (a hundred searches would take minutes).
  it.each(BOT_NAMES.filter((n) => !SEARCHING_BOTS.includes(n)))('%s: the same choice when hidden cards are re-sampled', (name) => {
    const r = compareOnResampled((s, seed) => BOTS[name](seed).choose(inputFor(s)));
    expect(r.differing).toEqual([]);
    expect(r.compared).toBeGreaterThan(100);
    expect(r.changed / r.compared).toBeGreaterThan(0.9);
  });

  it('the check catches a chooser that reads the opponent hand from the state', () => {
    const peek: Chooser = (s) => {
      const options = inputFor(s).options;
      const hand = s.players[1 - s.prompt!.player]!.hand.map((id) => s.cards[id]!.def).join();
      let h = 0;
      for (const ch of hand) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
      return options[h % options.length]!.key;
    };
    expect(compareOnResampled(peek).differing.length).toBeGreaterThan(10);
  });

  it('the input holds the view, options and events, and nothing that names the state', () => {
    const { setup } = fuzzSetup(11);
    setup.log = true;
    const state = createGame(setup);
    const input = inputFor(state);
    expect(Object.keys(input).sort()).toEqual(['determinize', 'history', 'options', 'seat', 'view']);
    expect(input.options).toEqual(input.view.options);
    expect(input.history.length).toBeGreaterThan(0);
    const text = JSON.stringify(input);
    expect(text).not.toContain('"rng"');
    expect(text).not.toContain('"deck":[');
  });
});
