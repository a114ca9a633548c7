/** Mid-game states of fuzz games, for the tests of the fuzz's own checks. */
import '@invasion/cards';
import { applyInPlace, createGame, type GameState, type PlayerId } from '@invasion/engine';
import { chooseWith, randomBot } from '@invasion/ai';
import { botSeeds } from '../src/games.js';
import { fuzzSetup } from '../src/fuzz/game.js';
import { Knowledge } from '../src/fuzz/hidden.js';

/** The fuzz game of `seed` (log on or off), played by its bots until `until` holds or it ends. */
export function playUntil(seed: number, until: (s: GameState) => boolean, log = false): GameState {
  const { setup } = fuzzSetup(seed);
  setup.log = log;
  const state = createGame(setup);
  const [s1, s2] = botSeeds(seed);
  const bots = [randomBot(s1), randomBot(s2)];
  while (!state.result && !until(state)) applyInPlace(state, chooseWith(bots[state.prompt!.player]!, state));
  return state;
}

/**
 * A state some way into a game: faceup and facedown cards in play for both players, cards in both
 * hands and in P1's discard pile; and what each player has seen.
 */
export function midGame(log = false): { state: GameState; knowledge: Knowledge } {
  const faceup = (s: GameState, p: PlayerId) => (['kingdom', 'quest', 'battlefield'] as const).reduce((n, z) => n + s.players[p].zones[z].cards.filter((id) => !s.cards[id]!.faceDown && s.cards[id]!.attachedTo < 0).length, 0);
  const facedown = (s: GameState, p: PlayerId) => s.cards.filter((c) => c.faceDown && c.owner === p && c.loc !== 'deck').length;
  const wanted = (s: GameState) => s.turn >= 6 && faceup(s, 0) >= 2 && faceup(s, 1) >= 2 && facedown(s, 0) >= 1 && facedown(s, 1) >= 1 && s.players[0].hand.length >= 2 && s.players[1].hand.length >= 2 && s.players[0].discard.length > 0;
  // The first of a few fuzz games that gets there (which one does changes as cards join the pool).
  let state = playUntil(3, wanted, log);
  for (let seed = 4; state.result && seed < 40; seed++) state = playUntil(seed, wanted, log);
  if (state.result) throw new Error('test setup: every game ended before the wanted state');
  const knowledge = new Knowledge();
  knowledge.observe(state);
  return { state, knowledge };
}

/** Some card in play (in a zone) of player `p`, faceup and unattached. */
export function faceupInPlay(state: GameState, p: PlayerId): number {
  for (const z of ['kingdom', 'quest', 'battlefield'] as const) {
    for (const id of state.players[p].zones[z].cards) {
      const c = state.cards[id]!;
      if (!c.faceDown && c.attachedTo < 0) return id;
    }
  }
  throw new Error(`test setup: P${p + 1} has no faceup card in play`);
}
