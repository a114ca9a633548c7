/**
 * The Core Set draft variant as plain, JSON-serialisable state with a seeded PRNG inside it, and a
 * decision protocol like the engine's: `draftOptions(state)` lists every legal decision and
 * `applyDraft(state, decision)` returns the next state (or throws a DraftError, leaving the given
 * state untouched).
 *
 * Piles: the Order pile holds the Core Set Dwarf (01001–01025), Empire (01026–01050) and High Elf
 * (01051–01055) cards in their printed quantities and the three Order alliances (01122–01124); the
 * Destruction pile holds Orc, Chaos and Dark Elf (01056–01110) and 01125–01127. The Core Set neutral
 * cards 01111–01121, expanded by quantity, are shuffled and 10 are dealt to each pile (alternately,
 * Order first; the rest are set aside). Each pile then gets one set of 10 draft format cards
 * (DRAFT_FORMAT_SET) and is shuffled.
 *
 * Each of the 5 rounds: both players make a pack from the top of their own pile (15 cards, one
 * fewer per Cut Supply Lines placed against them), then the steps pick 2 / counter-draft 1 /
 * pick 2 / counter-draft 1 / pick 2 / counter-draft 1 / pick 2 follow; picks come from one's own
 * pack, counter-drafts from the opponent's. The two players' simultaneous choices are taken in
 * order, Order first, each resolving fully (draft format cards included) before the other's. A
 * pack with no cards left skips its steps; after the fourth pick its remains are discarded.
 */
import type { CatalogueCard } from '@invasion/cards';
import { cardById } from './catalogue.js';
import { isSecretHex, randomInt, secretFromHex, seedRng, seedRngFromSecret, shuffleInPlace } from '@invasion/engine';

export const CUT_SUPPLY_LINES = '01128';
export const REINFORCEMENTS = '01129';
export const SABOTAGE = '01130';
export const SHIFTING_TIDES = '01131';
export const DRAFT_FORMAT_IDS: readonly string[] = [CUT_SUPPLY_LINES, REINFORCEMENTS, SABOTAGE, SHIFTING_TIDES];

/**
 * One set of 10 draft format cards (the rules add one such set to each pile). The catalogue has no
 * quantity for these four titles (the sources do not give one), so the split of the 10 is this
 * project's reading: 3 Reinforcements and 3 Sabotage (effects that help the selecting player), 2 Cut
 * Supply Lines and 2 Shifting Tides (effects that shrink or reshuffle packs). createDraft accepts
 * another split.
 */
export const DRAFT_FORMAT_SET: Readonly<Record<string, number>> = Object.freeze({
  [CUT_SUPPLY_LINES]: 2,
  [REINFORCEMENTS]: 3,
  [SABOTAGE]: 3,
  [SHIFTING_TIDES]: 2,
});

export const PACK_SIZE = 15;
export const ROUNDS = 5;
export const NEUTRALS_PER_PILE = 10;
export const REINFORCEMENT_LOOK = 5;
/** The steps of one round. */
export const STEPS = ['pick', 'counter', 'pick', 'counter', 'pick', 'counter', 'pick'] as const;

export type PlayerIndex = 0 | 1;
export const SIDES = ['Order', 'Destruction'] as const;
export type Side = (typeof SIDES)[number];

export interface DraftPlayer {
  side: Side;
  /** The draft pile, top card first. */
  pile: string[];
  /** The player's current pack (made from his own pile; he picks from it, the opponent counter-drafts from it). */
  pack: string[];
  /** Cards drafted into this player's deck. */
  deck: string[];
  /** Cards this player counter-drafted from the opponent's packs (out of the draft). */
  counterDrafted: string[];
  /** Remains of this player's finished packs. */
  discarded: string[];
  /** Draft format cards this player selected, once resolved (Sabotage stays here after its sacrifice). */
  formatCards: string[];
  /** Cut Supply Lines placed next to this player's pile: his packs are that much smaller. */
  cutsAgainst: number;
  /** Sabotage cards face up next to this player's deck, ready to be sacrificed. */
  sabotage: number;
}

export type DraftPrompt =
  | { kind: 'pick'; player: PlayerIndex; count: number }
  | { kind: 'counter'; player: PlayerIndex; count: 1; sabotage: boolean }
  | { kind: 'reinforce'; player: PlayerIndex; cards: string[] };

export type DraftDecision =
  | { type: 'pick'; player: PlayerIndex; cards: string[] }
  /** Two cards: sacrifice a Sabotage to counter-draft the second. */
  | { type: 'counter'; player: PlayerIndex; cards: string[] }
  | { type: 'reinforce'; player: PlayerIndex; card: string };

export interface DraftRecord {
  round: number;
  step: number;
  player: PlayerIndex;
  type: DraftDecision['type'];
  cards: string[];
  /** The pack size before the decision (pick / counter). */
  packSize?: number;
  sabotage?: true;
}

export interface DraftState {
  version: 1;
  seed: number;
  /** xoroshiro128+ state. */
  rng: number[];
  /** 1..ROUNDS. */
  round: number;
  /** Index into STEPS. */
  step: number;
  /** Who acts next within the step (2: both have acted). */
  turn: number;
  players: [DraftPlayer, DraftPlayer];
  /** Reinforcements waiting for their choice, oldest first. */
  pending: PlayerIndex[];
  /** Core Set neutral cards not dealt to either pile. */
  setAside: string[];
  /** The cards each pile started with (for checks). */
  initialPiles: [string[], string[]];
  prompt: DraftPrompt | null;
  done: boolean;
  history: DraftRecord[];
  log: string[];
}

export class DraftError extends Error {}

export interface DraftOptions {
  /** Another split of the set of draft format cards added to each pile. */
  formatSet?: Readonly<Record<string, number>>;
  /**
   * 128 secret bits as 32 lowercase hex digits (a server draws them per draft): with the seed they
   * shuffle the piles, so a drafter cannot find the seed from the cards he sees and foresee the rest.
   */
  secret?: string;
}

// ---------------------------------------------------------------------------------------------

function expand(from: number, to: number): string[] {
  const out: string[] = [];
  for (let n = from; n <= to; n++) {
    const card = cardById(`01${String(n).padStart(3, '0')}`);
    if (!card) throw new Error(`Core Set card #${n} is missing from the catalogue`);
    for (let i = 0; i < (card.quantity ?? 1); i++) out.push(card.id);
  }
  return out;
}

const shuffle = (state: { rng: number[] }, items: string[]): void => shuffleInPlace(state, items);

const nameOf = (id: string): string => cardById(id)?.name ?? id;
export const isFormatCard = (id: string): boolean => cardById(id)?.type === 'Draft';

function newPlayer(side: Side, pile: string[]): DraftPlayer {
  return { side, pile, pack: [], deck: [], counterDrafted: [], discarded: [], formatCards: [], cutsAgainst: 0, sabotage: 0 };
}

/** A new draft for a seed, run to its first decision. */
export function createDraft(seed: number, options: DraftOptions = {}): DraftState {
  if (!Number.isInteger(seed)) throw new DraftError(`The seed must be an integer, not ${seed}.`);
  const formatSet = options.formatSet ?? DRAFT_FORMAT_SET;
  const format: string[] = [];
  for (const [id, qty] of Object.entries(formatSet)) {
    if (!DRAFT_FORMAT_IDS.includes(id)) throw new DraftError(`${id} is not a draft format card.`);
    for (let i = 0; i < qty; i++) format.push(id);
  }
  const order = [...expand(1, 55), ...expand(122, 124)];
  const destruction = [...expand(56, 110), ...expand(125, 127)];
  const neutrals = expand(111, 121);
  if (options.secret !== undefined && !isSecretHex(options.secret)) throw new DraftError('The secret must be 32 lowercase hexadecimal digits.');
  const holder = { rng: options.secret === undefined ? seedRng(seed) : seedRngFromSecret(secretFromHex(options.secret), seed) };
  shuffle(holder, neutrals);
  for (let i = 0; i < NEUTRALS_PER_PILE * 2; i++) (i % 2 === 0 ? order : destruction).push(neutrals.shift()!);
  order.push(...format);
  destruction.push(...format);
  shuffle(holder, order);
  shuffle(holder, destruction);
  const state: DraftState = {
    version: 1,
    seed,
    rng: holder.rng,
    round: 1,
    step: 0,
    turn: 0,
    players: [newPlayer('Order', order), newPlayer('Destruction', destruction)],
    pending: [],
    setAside: neutrals,
    initialPiles: [[...order], [...destruction]],
    prompt: null,
    done: false,
    history: [],
    log: [],
  };
  makePacks(state);
  advance(state);
  return state;
}

function makePacks(state: DraftState): void {
  for (const p of state.players) {
    const size = Math.max(0, PACK_SIZE - p.cutsAgainst);
    p.pack = p.pile.splice(0, size);
  }
  state.log.push(
    `Round ${state.round}: packs of ${state.players[0].pack.length} (Order) and ${state.players[1].pack.length} (Destruction) cards.`,
  );
}

/** Run to the next decision (or the end of the draft). */
function advance(state: DraftState): void {
  for (;;) {
    while (state.pending.length > 0) {
      const who = state.pending[0]!;
      const p = state.players[who];
      const seen = p.pile.slice(0, REINFORCEMENT_LOOK);
      if (seen.some((id) => !isFormatCard(id))) {
        state.prompt = { kind: 'reinforce', player: who, cards: seen };
        return;
      }
      // Nothing that can join a deck: the looked-at cards all go to the bottom.
      p.pile = [...p.pile.slice(seen.length), ...seen];
      state.pending.shift();
      state.log.push(`${p.side}: Reinforcements finds no card that can join the deck.`);
    }
    if (state.done) {
      state.prompt = null;
      return;
    }
    const kind = STEPS[state.step]!;
    for (let t = state.turn; t <= 1; t++) {
      const who = t as PlayerIndex;
      const pack = kind === 'pick' ? state.players[who].pack : state.players[1 - who]!.pack;
      if (pack.length > 0) {
        state.turn = who;
        state.prompt =
          kind === 'pick'
            ? { kind: 'pick', player: who, count: Math.min(2, pack.length) }
            : { kind: 'counter', player: who, count: 1, sabotage: state.players[who].sabotage > 0 && pack.length >= 2 };
        return;
      }
    }
    endStep(state);
  }
}

/** The step is over: on to the next one (after the last, packs are discarded and a new round begins). */
function endStep(state: DraftState): void {
  state.turn = 0;
  state.step++;
  if (state.step < STEPS.length) return;
  for (const p of state.players) {
    p.discarded.push(...p.pack);
    p.pack = [];
  }
  if (state.round >= ROUNDS) {
    state.done = true;
    state.prompt = null;
    state.log.push('The draft is complete.');
    return;
  }
  state.round++;
  state.step = 0;
  makePacks(state);
}

/** Distinct multisets of k cards from a pack. */
function combinations(pack: readonly string[], k: number): string[][] {
  const counts = new Map<string, number>();
  for (const id of pack) counts.set(id, (counts.get(id) ?? 0) + 1);
  const ids = [...counts.keys()].sort();
  const out: string[][] = [];
  const rec = (start: number, acc: string[]): void => {
    if (acc.length === k) {
      out.push([...acc]);
      return;
    }
    for (let i = start; i < ids.length; i++) {
      const id = ids[i]!;
      const used = acc.filter((x) => x === id).length;
      if (used >= counts.get(id)!) continue;
      acc.push(id);
      rec(i, acc);
      acc.pop();
    }
  };
  rec(0, []);
  return out;
}

/** Every legal decision (empty when the draft is over). */
export function draftOptions(state: DraftState): DraftDecision[] {
  const prompt = state.prompt;
  if (!prompt || state.done) return [];
  const who = prompt.player;
  switch (prompt.kind) {
    case 'pick':
      return combinations(state.players[who].pack, prompt.count).map((cards) => ({ type: 'pick', player: who, cards }));
    case 'counter': {
      const pack = state.players[1 - who]!.pack;
      const singles = combinations(pack, 1).map((cards): DraftDecision => ({ type: 'counter', player: who, cards }));
      const pairs = prompt.sabotage ? combinations(pack, 2).map((cards): DraftDecision => ({ type: 'counter', player: who, cards })) : [];
      return [...singles, ...pairs];
    }
    case 'reinforce':
      return [...new Set(prompt.cards.filter((id) => !isFormatCard(id)))].sort().map((card) => ({ type: 'reinforce', player: who, card }));
  }
}

/** Remove a multiset of cards from a list; false (list untouched) if it does not hold them all. */
function takeAll(list: string[], cards: readonly string[]): boolean {
  const copy = [...list];
  for (const id of cards) {
    const i = copy.indexOf(id);
    if (i < 0) return false;
    copy.splice(i, 1);
  }
  list.splice(0, list.length, ...copy);
  return true;
}

function describe(d: unknown): string {
  try {
    return JSON.stringify(d);
  } catch {
    return String(d);
  }
}

/** Why a decision is illegal, or null if it is legal. */
export function checkDraftDecision(state: DraftState, decision: DraftDecision): string | null {
  const prompt = state.prompt;
  if (!prompt || state.done) return 'The draft is over.';
  if (!decision || typeof decision !== 'object') return `Not a decision: ${describe(decision)}.`;
  if (decision.type !== prompt.kind) return `Expected a ${prompt.kind} decision, got ${describe(decision.type)}.`;
  if (decision.player !== prompt.player) return `It is ${SIDES[prompt.player]}'s decision, not player ${describe(decision.player)}'s.`;
  if (decision.type === 'reinforce') {
    if (prompt.kind !== 'reinforce') return 'No Reinforcements to resolve.';
    if (!prompt.cards.includes(decision.card)) return `${nameOf(decision.card)} is not among the cards Reinforcements looks at.`;
    if (isFormatCard(decision.card)) return `${nameOf(decision.card)} is a draft format card and cannot be added to a deck.`;
    return null;
  }
  if (!Array.isArray(decision.cards) || decision.cards.some((c) => typeof c !== 'string')) return 'cards must be a list of card ids.';
  const who = prompt.player;
  const pack = decision.type === 'pick' ? state.players[who].pack : state.players[1 - who]!.pack;
  if (prompt.kind === 'pick' && decision.cards.length !== prompt.count) {
    return `Pick exactly ${prompt.count} card${prompt.count === 1 ? '' : 's'} (got ${decision.cards.length}).`;
  }
  if (prompt.kind === 'counter') {
    const max = prompt.sabotage ? 2 : 1;
    if (decision.cards.length < 1 || decision.cards.length > max) {
      return prompt.sabotage
        ? `Counter-draft 1 card, or 2 by sacrificing Sabotage (got ${decision.cards.length}).`
        : `Counter-draft exactly 1 card (got ${decision.cards.length})${state.players[who].sabotage > 0 ? '; Sabotage needs at least 2 cards in the pack' : ''}.`;
    }
  }
  if (!takeAll([...pack], decision.cards)) {
    return `The ${decision.type === 'pick' ? 'pack' : "opponent's pack"} does not hold ${decision.cards.map(nameOf).join(' and ')}.`;
  }
  return null;
}

/** The next state after a legal decision; throws DraftError (the given state unchanged) otherwise. */
export function applyDraft(state: DraftState, decision: DraftDecision): DraftState {
  const why = checkDraftDecision(state, decision);
  if (why) throw new DraftError(why);
  const next = structuredClone(state);
  const who = decision.player;
  const me = next.players[who];
  if (decision.type === 'reinforce') {
    const seen = me.pile.splice(0, REINFORCEMENT_LOOK);
    seen.splice(seen.indexOf(decision.card), 1);
    me.deck.push(decision.card);
    me.pile.push(...seen);
    next.pending.shift();
    next.history.push({ round: next.round, step: next.step, player: who, type: 'reinforce', cards: [decision.card] });
    next.log.push(`${me.side}: Reinforcements adds a card from the draft pile to the deck.`);
  } else {
    const owner = (decision.type === 'pick' ? who : 1 - who) as PlayerIndex;
    const pack = next.players[owner].pack;
    const packSize = pack.length;
    takeAll(pack, decision.cards);
    const sabotage = decision.type === 'counter' && decision.cards.length === 2;
    if (sabotage) {
      me.sabotage--;
      next.log.push(`${me.side} sacrifices Sabotage to counter-draft a second card.`);
    }
    next.history.push({
      round: next.round,
      step: next.step,
      player: who,
      type: decision.type,
      cards: [...decision.cards],
      packSize,
      ...(sabotage ? { sabotage: true as const } : {}),
    });
    resolveSelection(next, who, owner, decision.cards, decision.type === 'pick' ? 'deck' : 'counter');
    next.turn = who + 1; // 2: the step ends once pending effects are resolved
  }
  advance(next);
  return next;
}

/** Selected cards: deck cards go to the deck (or the counter-drafted cards); format cards resolve, Shifting Tides first. */
function resolveSelection(state: DraftState, selector: PlayerIndex, owner: PlayerIndex, cards: readonly string[], dest: 'deck' | 'counter'): void {
  const me = state.players[selector];
  const opponent = state.players[1 - selector]!;
  const ordered = [...cards.filter((c) => c === SHIFTING_TIDES), ...cards.filter((c) => c !== SHIFTING_TIDES)];
  for (const id of ordered) {
    switch (id) {
      case SHIFTING_TIDES: {
        me.formatCards.push(id);
        const o = state.players[owner];
        const n = o.pack.length;
        o.pile.push(...o.pack);
        o.pack = [];
        shuffle(state, o.pile);
        o.pack = o.pile.splice(0, n);
        state.log.push(`${me.side} selects Shifting Tides: ${o.side}'s pack (${n} cards) is shuffled into its pile and replaced.`);
        break;
      }
      case CUT_SUPPLY_LINES:
        me.formatCards.push(id);
        opponent.cutsAgainst++;
        state.log.push(`${me.side} selects Cut Supply Lines: ${opponent.side}'s next packs have ${opponent.cutsAgainst} fewer card(s).`);
        break;
      case REINFORCEMENTS:
        me.formatCards.push(id);
        state.pending.push(selector);
        state.log.push(`${me.side} selects Reinforcements.`);
        break;
      case SABOTAGE:
        me.formatCards.push(id);
        me.sabotage++;
        state.log.push(`${me.side} selects Sabotage (${me.sabotage} ready).`);
        break;
      default:
        if (dest === 'deck') me.deck.push(id);
        else me.counterDrafted.push(id);
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Serialisation, bots, helpers

export function serializeDraft(state: DraftState): string {
  return JSON.stringify(state);
}

export function restoreDraft(json: string): DraftState {
  const state = JSON.parse(json) as DraftState;
  if (!state || state.version !== 1 || !Array.isArray(state.rng) || !Array.isArray(state.players) || state.players.length !== 2) {
    throw new DraftError('Not a saved draft (version 1).');
  }
  return state;
}

/** A seeded source of uniform integers whose state is plain data (for bots). */
export interface BotRandom {
  rng: number[];
}

export function createBotRandom(seed: number): BotRandom {
  return { rng: seedRng(seed) };
}

const botInt = (bot: BotRandom, from: number, to: number): number => randomInt(bot, from, to);

/** The random drafting bot: a uniformly random legal decision (advances the bot's own PRNG). */
export function randomDraftDecision(state: DraftState, bot: BotRandom): DraftDecision {
  const options = draftOptions(state);
  if (options.length === 0) throw new DraftError('No decision to make: the draft is over.');
  return options[botInt(bot, 0, options.length - 1)]!;
}

/** Run a whole draft with random bots on both sides. */
export function autoDraft(seed: number, botSeed = seed + 1, options: DraftOptions = {}): DraftState {
  let state = createDraft(seed, options);
  const bot = createBotRandom(botSeed);
  while (!state.done) state = applyDraft(state, randomDraftDecision(state, bot));
  return state;
}

/** Every card of both piles, wherever it is now (for conservation checks). */
export function cardsAccountedFor(state: DraftState): string[] {
  const out: string[] = [];
  for (const p of state.players) out.push(...p.deck, ...p.counterDrafted, ...p.discarded, ...p.formatCards, ...p.pile, ...p.pack);
  return out;
}

/** The capital a drafted deck suits best: the race with the most cards (then the most loyalty). */
export function suggestCapital(deck: readonly string[], side: Side): string {
  const races = side === 'Order' ? ['Dwarf', 'Empire', 'High Elf'] : ['Orc', 'Chaos', 'Dark Elf'];
  const score = (race: string): [number, number] => {
    const cards = deck.map((id) => cardById(id)).filter((c): c is CatalogueCard => !!c && c.race === race);
    return [cards.length, cards.reduce((t, c) => t + c.loyalty, 0)];
  };
  const best = [...races].sort((a, b) => {
    const [ca, la] = score(a);
    const [cb, lb] = score(b);
    return cb - ca || lb - la;
  })[0]!;
  return best.toLowerCase().replace(/ /g, '-');
}
