/**
 * Creating a game from a setup: each player's capital board and decklist, a seed, options.
 * Bad setups are rejected with an error naming the problem; nothing is half-built.
 */
import { capitalDef, cardDef, defIndex, hasCapitalDef, hasCardDef } from '../ruleset/registry.js';
import { isSecretHex, secretFromHex, secretFromSeed, seedRng, seedRngFromSecret } from '../rng.js';
import type { CardState, GameState, PlayerId, PlayerState, ZoneState } from '../types.js';

export interface PlayerSetup {
  /** Capital board id: 'dwarf', 'empire', 'high-elf', 'orc', 'chaos', 'dark-elf', 'lizardmen', 'wood-elf', 'skaven', 'undead'. */
  capital: string;
  /** Catalogue ids of the deck's cards, one entry per copy. */
  deck: string[];
}

export interface GameSetup {
  players: [PlayerSetup, PlayerSetup];
  seed: number;
  /**
   * 128 bits of secret as 32 lowercase hex digits (a server draws them per game): they key the aliases
   * of hidden cards and, with the seed, the PRNG. Without it the seed alone deals and keys the game,
   * which is fine for tests and local play but guessable by a player who tries every seed.
   */
  secret?: string;
  /** The game ends as 'turnCap' after this many turns (default 200). */
  maxTurns?: number;
  /** Record what happens as events (`state.log`; default false: off in simulations). */
  log?: boolean;
}

export class SetupError extends Error {}

export function validateSetup(setup: GameSetup): void {
  if (!setup || !Array.isArray(setup.players) || setup.players.length !== 2) {
    throw new SetupError('setup.players must list exactly two players');
  }
  if (!Number.isInteger(setup.seed)) throw new SetupError(`setup.seed must be an integer, got ${String(setup.seed)}`);
  if (setup.secret !== undefined && !isSecretHex(setup.secret)) throw new SetupError('setup.secret must be 32 lowercase hexadecimal digits (128 bits)');
  setup.players.forEach((p, i) => {
    const who = `player ${i + 1}`;
    if (!p || typeof p.capital !== 'string') throw new SetupError(`${who}: missing capital board`);
    if (!hasCapitalDef(p.capital)) throw new SetupError(`${who}: unknown capital board '${p.capital}'`);
    if (!Array.isArray(p.deck) || p.deck.length === 0) throw new SetupError(`${who}: the deck is empty`);
    for (const id of p.deck) {
      if (!hasCardDef(id)) throw new SetupError(`${who}: unknown card '${id}' in deck`);
      const d = cardDef(id);
      if (!d.implemented) throw new SetupError(`${who}: card ${id} (${d.name}) is not implemented yet`);
      if (d.type === 'Draft') throw new SetupError(`${who}: draft format card ${id} (${d.name}) cannot be in a deck`);
    }
  });
}

function emptyZone(): ZoneState {
  return { cards: [], damage: 0, burning: false };
}

export function newCard(id: number, def: string, owner: PlayerId): CardState {
  return {
    id,
    def,
    k: defIndex(def),
    owner,
    controller: owner,
    loc: 'deck',
    dev: false,
    faceDown: false,
    damage: 0,
    tokens: 0,
    corrupt: false,
    attachedTo: -1,
    questing: -1,
    assigned: 0,
    necromancy: false,
    epoch: 0,
  };
}

export function newPlayer(id: PlayerId, capital: string): PlayerState {
  capitalDef(capital);
  return {
    id,
    capital,
    deck: [],
    hand: [],
    discard: [],
    zones: { kingdom: emptyZone(), quest: emptyZone(), battlefield: emptyZone() },
    resources: 0,
    legend: -1,
    legendAttachments: [],
    mulliganed: false,
    limitedTurn: 0,
    developmentTurn: 0,
    zonesToWin: 2,
  };
}

/** A new game, stopped at its first decision (advance it with `start`). */
export function createState(setup: GameSetup): GameState {
  validateSetup(setup);
  const cards: CardState[] = [];
  const players = setup.players.map((ps, i) => {
    const pid = i as PlayerId;
    const pl = newPlayer(pid, ps.capital);
    for (const def of ps.deck) {
      const c = newCard(cards.length, def, pid);
      cards.push(c);
      pl.deck.push(c.id);
    }
    return pl;
  }) as [PlayerState, PlayerState];
  const secret = setup.secret === undefined ? secretFromSeed(setup.seed) : secretFromHex(setup.secret);
  return {
    version: 2,
    seed: setup.seed,
    secret,
    rng: setup.secret === undefined ? seedRng(setup.seed) : seedRngFromSecret(secret, setup.seed),
    turn: 0,
    maxTurns: setup.maxTurns ?? 200,
    active: 0,
    firstPlayer: 0,
    phase: 'setup',
    players,
    cards,
    combat: null,
    stack: [{ t: 'setup', stage: 0 }],
    chain: [],
    queued: [],
    effects: [],
    nextEffect: 0,
    history: [],
    playedDefs: [],
    discarded: [],
    discardGroups: [],
    revealed: [],
    known: cards.map(() => 0),
    prompt: null,
    result: null,
    dirty: false,
    decisions: 0,
    log: setup.log ? [] : null,
  };
}
