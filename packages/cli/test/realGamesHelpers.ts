/**
 * Real games with decks built around a wave's sets (issue 16: the Enemy Cycle and March of the Damned,
 * ids 04xxx and 05xxx; issue 17: the Morrslieb Cycle and Legends, 06xxx and 07xxx): legal decks,
 * played to the end by the bots with the log on and the fuzz's state checks after every decision, and
 * the log read for the sets' mechanics.
 */
import '@invasion/cards';
import { CAPITAL_BOARDS, CATALOGUE, isImplemented, type CatalogueCard } from '@invasion/cards';
import { validateDeck } from '@invasion/decks';
import { applyInPlace, cardDef, createGame, hasCardDef, type GameState, type PlayerId, type PromptKind, type RecordedEvent } from '@invasion/engine';
import { chooseWith, greedyBot, randomBot } from '@invasion/ai';
import { botSeeds } from '../src/games.js';
import { ruleProblem } from '../src/fuzz/decks.js';
import { checkInvariants } from '../src/fuzz/invariants.js';
import { snapshot, transitionProblems } from '../src/fuzz/transitions.js';

const DECK_SIZE = 50;
/** Issue 16's sets, the default. */
const SETS_16 = /^0[45]/;

/** The implemented cards of the sets `ids` matches, by title (first printing). */
function poolOf(ids: RegExp): Map<string, CatalogueCard> {
  const pool = new Map<string, CatalogueCard>();
  for (const c of CATALOGUE) if (ids.test(c.id) && isImplemented(c.id) && !pool.has(c.name)) pool.set(c.name, c);
  return pool;
}
/** Every implemented card, by title: a deck's core may name a card of another set (Ambush, Feared). */
const ALL = poolOf(/^/);

export interface RealDeck {
  capital: string;
  cards: string[];
}

/**
 * A legal 50-card deck for `capital`: three copies of each title in `core` (the cards whose
 * mechanics the games must show), filled up with two copies of the sets' other cards the capital
 * may take (its own race first, then neutral, then its side's other races), in catalogue order.
 * Throws when the deck is not legal (tournament format).
 */
export function realDeck(capital: string, core: readonly string[], sets: RegExp = SETS_16, extra: readonly string[] = []): RealDeck {
  const board = CAPITAL_BOARDS.find((b) => b.id === capital);
  if (!board) throw new Error(`unknown capital ${capital}`);
  const pool = poolOf(sets);
  const coreCards = [...core, ...extra].map((name) => {
    const c = core.includes(name) ? pool.get(name) : ALL.get(name);
    if (!c) throw new Error(`${name}: not an implemented card${core.includes(name) ? ' of the sets' : ''}`);
    const problem = ruleProblem(c, board);
    if (problem) throw new Error(`${name} cannot go in a ${capital} deck: ${problem}`);
    return c;
  });
  const rank = (c: CatalogueCard) => (c.race === board.race ? 0 : c.race === 'Neutral' ? 1 : 2);
  const fillers = [...pool.values()].filter((c) => !core.includes(c.name) && !extra.includes(c.name) && ruleProblem(c, board) === null).sort((a, b) => rank(a) - rank(b));
  // Filler titles the deck rules refuse (restricted list: one such title per deck) are left out.
  const refused = new Set<string>();
  for (let attempt = 0; attempt < 10; attempt++) {
    const cards: string[] = [];
    const add = (c: CatalogueCard, copies: number) => {
      for (let k = 0; k < Math.min(copies, c.deck.maxCopies ?? 3) && cards.length < DECK_SIZE; k++) cards.push(c.id);
    };
    for (const c of coreCards) add(c, 3);
    for (const c of fillers) if (!refused.has(c.name) && cards.length < DECK_SIZE) add(c, 2);
    const verdict = validateDeck({ capital, cards }, { format: 'tournament' });
    if (verdict.legal) return { capital, cards };
    const named = fillers.filter((c) => cards.includes(c.id) && verdict.problems.some((p) => p.card === c.id || p.message.includes(c.name)));
    if (named.length === 0) throw new Error(`${capital} deck not legal: ${verdict.problems.map((p) => p.message).join(' ')}`);
    for (const c of named) refused.add(c.name);
  }
  throw new Error(`${capital}: no legal deck`);
}

export interface RealGame {
  seed: number;
  decks: [string, string];
  turns: number;
  decisions: number;
  ended: boolean;
  log: RecordedEvent[];
  /** Who was asked what before each decision (index: decisions already made). */
  prompts: { player: PlayerId; kind: PromptKind }[];
  /** Problems the fuzz's checks found, with the decision after which each first showed. */
  problems: string[];
  /** The game's last state (for names of the cards in the log). */
  state: GameState;
}

const DECISION_LIMIT = 20_000;

/** One game of `a` against `b`, the two players played by the same kind of bot, with the fuzz state checks after every decision (play stops at the first problem). */
export function playRealGame(seed: number, a: RealDeck, b: RealDeck, bot: 'random' | 'greedy' = 'random', maxTurns = 40): RealGame {
  const state = createGame({ players: [{ capital: a.capital, deck: a.cards.slice() }, { capital: b.capital, deck: b.cards.slice() }], seed, maxTurns, log: true });
  const [s1, s2] = botSeeds(seed);
  const make = bot === 'greedy' ? greedyBot : randomBot;
  const bots = [make(s1), make(s2)] as const;
  const prompts: RealGame['prompts'] = [];
  const problems: string[] = [];
  const note = (ps: { key: string; message: string }[]) => {
    for (const p of ps) if (!problems.some((x) => x.startsWith(p.key))) problems.push(`${p.key} (decision ${state.decisions}, turn ${state.turn}: ${p.message})`);
  };
  note(checkInvariants(state));
  while (!state.result && problems.length === 0) {
    if (!state.prompt) {
      problems.push(`no prompt and no result (turn ${state.turn})`);
      break;
    }
    if (state.decisions >= DECISION_LIMIT) {
      problems.push(`no result after ${DECISION_LIMIT} decisions`);
      break;
    }
    prompts[state.decisions] = { player: state.prompt.player, kind: state.prompt.kind };
    const before = snapshot(state);
    try {
      applyInPlace(state, chooseWith(bots[state.prompt.player]!, state));
    } catch (e) {
      problems.push(`exception at decision ${state.decisions + 1}: ${e instanceof Error ? e.message : String(e)}`);
      break;
    }
    note(transitionProblems(before, state));
    note(checkInvariants(state));
  }
  return { seed, decks: [a.capital, b.capital], turns: state.turn, decisions: state.decisions, ended: state.result !== null, log: state.log ?? [], prompts, problems, state };
}

// ---- reading the log: each reader returns the indexes of the events where its mechanic showed ----

type Ev<T extends RecordedEvent['type']> = Extract<RecordedEvent, { type: T }>;

function defOf(id: string) {
  return hasCardDef(id) ? cardDef(id) : null;
}
function typeOf(def: string): string {
  return defOf(def)?.type ?? '';
}
function is<T extends RecordedEvent['type']>(e: RecordedEvent, t: T): e is Ev<T> {
  return e.type === t;
}

/**
 * A unit played from its owner's discard pile (Necromancy), and the same card put back at the
 * bottom of its deck by the Necromancy rule at the end of that turn.
 */
export function necromancyPlays(log: readonly RecordedEvent[]): number[] {
  const out: number[] = [];
  log.forEach((e, i) => {
    if (!is(e, 'cardPlayed') || e.card.where !== 'pile' || typeOf(e.card.def) !== 'Unit') return;
    const endTurn = log.findIndex((f, j) => j > i && f.type === 'turnBegins');
    const until = endTurn < 0 ? log.length : endTurn;
    for (let j = i + 1; j < until; j++) {
      const r = log[j]!;
      if (!is(r, 'resolves') || r.rule !== 'necromancy' || !('card' in r.source) || r.source.card.id !== e.card.id) continue;
      // the rule's effect: the card leaves play for its deck
      const left = log.slice(j + 1, until).find((f) => is(f, 'leftPlay') && f.card.id === e.card.id);
      if (left && (left as Ev<'leftPlay'>).pile === 'deck') out.push(i);
    }
  });
  return out;
}

/** Savage: the rule resolves for a unit that was dealt damage, and deals its damage. */
export function savageDamage(log: readonly RecordedEvent[]): number[] {
  const out: number[] = [];
  log.forEach((e, i) => {
    if (!is(e, 'resolves') || e.rule !== 'savage') return;
    const next = log.slice(i + 1).find((f) => f.type === 'resolves' || f.type === 'damageDealt');
    if (next && is(next, 'damageDealt') && next.amount > 0) out.push(i);
  });
  return out;
}

/** A quest card gains a resource token (only while a unit quests on it, on every quest of the sets), and later spends one. */
export function questTokensSpent(log: readonly RecordedEvent[]): number[] {
  const out: number[] = [];
  log.forEach((e, i) => {
    if (!is(e, 'tokensGained') || typeOf(e.card.def) !== 'Quest' || e.amount <= 0) return;
    const spent = log.findIndex((f, j) => j > i && (is(f, 'paidWith') ? f.what === 'tokens' && f.card.id === e.card.id : is(f, 'abilityUsed') && f.card.id === e.card.id && f.card.epoch === e.card.epoch && !f.tactic));
    if (spent > 0) out.push(spent);
  });
  return out;
}

/** An attachment of the sets `ids` matches played onto a unit and attached to it. */
export function attachmentsOnUnits(log: readonly RecordedEvent[], ids: RegExp = SETS_16): number[] {
  const out: number[] = [];
  log.forEach((e, i) => {
    if (!is(e, 'attached') || typeOf(e.host.def) !== 'Unit' || !ids.test(e.card.def)) return;
    if (defOf(e.card.def)?.traits.includes('Attachment')) out.push(i);
  });
  return out;
}

/**
 * Indirect damage dealt to a player, assigned by that player: every decision between the event and
 * the damage it deals is his, assigning indirect damage (the log does not say who decided; the
 * game's record of prompts does).
 */
export function indirectAssignedByReceiver(log: readonly RecordedEvent[], prompts: RealGame['prompts']): number[] {
  const out: number[] = [];
  log.forEach((e, i) => {
    if (!is(e, 'indirectDamage') || e.amount <= 0) return;
    const dealt = log.slice(i + 1).find((f) => is(f, 'damageDealt') && !f.combat);
    if (!dealt || dealt.decision <= e.decision) return;
    const asked = prompts.slice(e.decision, dealt.decision);
    if (asked.length > 0 && asked.every((p) => p.player === e.player && p.kind === 'assignIndirect')) out.push(i);
  });
  return out;
}

/** A support card or development made a unit for the turn (it gains unit hit points). */
export function becameUnit(log: readonly RecordedEvent[]): number[] {
  const out: number[] = [];
  log.forEach((e, i) => {
    if (is(e, 'gained') && /\bunitHitPoints\b/.test(e.change)) out.push(i);
  });
  return out;
}

/** The Forced "when opposed" effect of one of these cards resolves and changes something (hit points lost or damage dealt). */
export function whenOpposedForced(log: readonly RecordedEvent[], defs: readonly string[]): number[] {
  const out: number[] = [];
  log.forEach((e, i) => {
    if (!is(e, 'resolves') || !('card' in e.source) || !defs.includes(e.source.card.def)) return;
    const next = log.slice(i + 1).find((f) => f.type === 'resolves' || f.type === 'gained' || f.type === 'damageDealt');
    if (next && next.type !== 'resolves') out.push(i);
  });
  return out;
}

/**
 * One of these cards' Actions used, then in the same turn its player plays a `race` unit for less
 * than its printed cost.
 */
export function nextUnitCheaper(log: readonly RecordedEvent[], defs: readonly string[], race: string): number[] {
  const out: number[] = [];
  log.forEach((e, i) => {
    if (!is(e, 'abilityUsed') || !defs.includes(e.card.def)) return;
    for (let j = i + 1; j < log.length && log[j]!.type !== 'turnBegins'; j++) {
      const p = log[j]!;
      if (!is(p, 'cardPlayed') || p.player !== e.player) continue;
      const d = defOf(p.card.def);
      if (d?.type !== 'Unit' || d.race !== race) continue;
      if (typeof d.cost === 'number' && p.cost < d.cost) out.push(j);
      break; // the next one only
    }
  });
  return out;
}

/** Toughness cancels some damage. */
export function toughnessCancels(log: readonly RecordedEvent[]): number[] {
  const out: number[] = [];
  log.forEach((e, i) => {
    if (is(e, 'toughness') && e.amount > 0) out.push(i);
  });
  return out;
}

// ---- issue 17: legends, developments from the deck, Ambush, Feared ----

/** A legend played onto its player's capital board. */
export function legendsPlayed(log: readonly RecordedEvent[]): number[] {
  const out: number[] = [];
  log.forEach((e, i) => {
    if (is(e, 'cardPlayed') && typeOf(e.card.def) === 'Legend') out.push(i);
  });
  return out;
}

/** A legend declared as an attacker. */
export function legendAttacks(log: readonly RecordedEvent[]): number[] {
  const out: number[] = [];
  log.forEach((e, i) => {
    if (is(e, 'attackersDeclared') && e.cards.some((c) => typeOf(c.def) === 'Legend')) out.push(i);
  });
  return out;
}

/** A legend attacked through a zone and dealt damage in that combat. */
export function legendsDamagedWhenAttacked(log: readonly RecordedEvent[]): number[] {
  const out: number[] = [];
  log.forEach((e, i) => {
    if (!is(e, 'attackersDeclared') || !e.legend || e.cards.length === 0) return;
    const legend = e.legend.id;
    for (let j = i + 1; j < log.length && log[j]!.type !== 'attackZone' && log[j]!.type !== 'turnBegins'; j++) {
      const d = log[j]!;
      if (is(d, 'damageDealt') && d.amount > 0 && 'card' in d.target && d.target.card.id === legend) {
        out.push(j);
        break;
      }
    }
  });
  return out;
}

/** A quest gains a resource token as its player plays a development from his hand. */
export function questTokenOnDevelopment(log: readonly RecordedEvent[]): number[] {
  const out: number[] = [];
  log.forEach((e, i) => {
    if (!is(e, 'tokensGained') || typeOf(e.card.def) !== 'Quest' || e.amount <= 0) return;
    for (let j = i - 1; j >= 0 && log[j]!.type !== 'turnBegins'; j--) {
      const d = log[j]!;
      if (is(d, 'developed')) {
        out.push(i);
        break;
      }
      if (d.type === 'cardPlayed') break;
    }
  });
  return out;
}

/** Cards put from the top of a deck into play as developments. */
export function developedFromDeck(log: readonly RecordedEvent[]): number[] {
  const out: number[] = [];
  log.forEach((e, i) => {
    if (is(e, 'developedFromDeck') && e.amount > 0) out.push(i);
  });
  return out;
}

/** A development turned faceup by Ambush. */
export function ambushes(log: readonly RecordedEvent[]): number[] {
  const out: number[] = [];
  log.forEach((e, i) => {
    if (is(e, 'ambush')) out.push(i);
  });
  return out;
}

/** A unit's text blanked by Feared. */
export function fearedBlanks(log: readonly RecordedEvent[]): number[] {
  const out: number[] = [];
  log.forEach((e, i) => {
    if (is(e, 'fearedBlank')) out.push(i);
  });
  return out;
}
