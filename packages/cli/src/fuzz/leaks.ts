/**
 * Leak checks: what a player receives (his view, his legal options, the log) must not depend on
 * card identities hidden from him, nor name them.
 *
 * The main check compares the player's view of the real state with his view of a copy in which the
 * identities he cannot know are re-sampled (hidden.ts): any difference is information he should not
 * have. That comparison cannot see a hidden identity written into stored text (the log, lasting
 * effect keys), which the re-sampled copy shares; those are searched for the hidden card's name and
 * definition id instead, ignoring names that are public anyway (another copy in play, a card he saw).
 */
import { allCardDefs, ALIAS_BASE, cloneState, determinize, eventsFor, instanceIdOf, viewFor, type CardState, type ClientView, type Decision, type GameState, type PlayerId } from '@invasion/engine';
import { nameOfDef, REVEALING, unknown, unknownTo, type Knowledge } from './hidden.js';
import { label, problem, type Problem } from './problems.js';
import type { Rng } from './random.js';

const P = (p: number) => `P${p + 1}`;
const article = (word: string) => (/^[aeiou]/.test(word) ? 'an' : 'a');

/** What a player receives: the engine's `viewFor` (tests pass a deliberately leaky one). */
export type ViewFn = (state: GameState, p: PlayerId) => ClientView;

/**
 * Whether two JSON values are equal (absent and undefined fields alike, key order ignored): the hot
 * comparison of a view with its re-sampled twin, without serializing either.
 */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameJson(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const ra = a as Record<string, unknown>;
  const rb = b as Record<string, unknown>;
  for (const k in ra) if (!sameJson(ra[k], rb[k])) return false;
  for (const k in rb) if (!(k in ra) && rb[k] !== undefined) return false;
  return true;
}

function sameView(a: ClientView, b: ClientView): boolean {
  return sameJson(a, b);
}

/** The first place where two JSON values differ, as a path. */
export function firstDifference(a: unknown, b: unknown, path = ''): { path: string; a: unknown; b: unknown } | null {
  if (a === b) return null;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null || Array.isArray(a) !== Array.isArray(b)) return { path, a, b };
  if (Array.isArray(a) && Array.isArray(b)) {
    for (let i = 0; i < Math.max(a.length, b.length); i++) {
      const d = firstDifference(a[i], b[i], `${path}[${i}]`);
      if (d) return d;
    }
    return null;
  }
  const ra = a as Record<string, unknown>;
  const rb = b as Record<string, unknown>;
  for (const k of new Set([...Object.keys(ra), ...Object.keys(rb)])) {
    const d = firstDifference(ra[k], rb[k], path ? `${path}.${k}` : k);
    if (d) return d;
  }
  return null;
}

/** A decision in words, with card labels: "play Steel's Bane#12 into kingdom on Dwarf Ranger#40". */
export function describeDecision(state: GameState, d: Decision): string {
  const parts: string[] = [d.type];
  for (const [k, v] of Object.entries(d)) {
    if (k === 'type') continue;
    const card = typeof v === 'number' && v >= 0 ? label(state, v) : String(v);
    parts.push(k === 'card' ? card : k === 'target' ? (d.type === 'play' ? `on ${card}` : card) : k === 'zone' ? `into ${String(v)}` : `${k}=${String(v)}`);
  }
  return parts.join(' ');
}

/** What the prompt is about, for grouping: the ability being chosen for, or the effect targeting. */
function promptSubject(state: GameState): string {
  const top = state.stack[state.stack.length - 1];
  if (state.prompt?.kind === 'choose' && top?.t === 'ability') return ` for ${top.use.def.startsWith('capital:') || top.use.def === 'rules' ? top.use.ability : nameOfDef(top.use.def)}`;
  return '';
}

/**
 * `p`'s view (and his options when he decides) of `state` against his view of a copy in which the
 * engine re-sampled every card it says he does not know (`determinize`: the opponent's deck, hand
 * and facedown cards as one pool, his own deck's order). That the engine's knowledge claims no more
 * than he may know is `knowledgeLeaks`' check.
 */
export function resampleLeaks(state: GameState, p: PlayerId, rng: Rng, real?: ClientView, view: ViewFn = viewFor): Problem[] {
  const copy = determinize(state, p, rng.int(0, 0x7fffffff));
  const swaps = state.cards.filter((c) => copy.cards[c.id]!.def !== c.def).map((c) => c.id);
  if (swaps.length === 0) return [];
  real ??= view(state, p);
  const other = view(copy, p);
  if (sameView(real, other)) return [];
  const blamed = culprits(state, copy, p, swaps, real, view);
  const blamedText = blamed.length
    ? `it depends on ${blamed.map((id) => `#${id} (${whereIs(state, id)}): ${nameOfDef(state.cards[id]!.def)} → ${nameOfDef(copy.cards[id]!.def)}`).join(', ')}`
    : `re-sampled together: ${swaps
        .slice(0, 8)
        .map((id) => `#${id} ${nameOfDef(state.cards[id]!.def)} → ${nameOfDef(copy.cards[id]!.def)}`)
        .join(', ')}`;
  const blamedKind = blamed.length ? ` (identity of ${[...new Set(blamed.map((id) => placeKind(state.cards[id]!)))].join(', ')})` : '';
  const out: Problem[] = [];
  const { options: ro, ...realRest } = real;
  const { options: oo, ...otherRest } = other;
  const d = firstDifference(realRest, otherRest);
  if (d) {
    const where = d.path.replace(/\[\d+\]/g, '[i]');
    out.push(
      problem(
        'leak',
        'view',
        `${P(p)}'s view changes with hidden identities at ${where}${blamedKind}`,
        `${P(p)}'s view at ${d.path} is ${JSON.stringify(d.a)} with the real cards and ${JSON.stringify(d.b)} with re-sampled hidden cards; ${blamedText}`,
      ),
    );
  }
  // Options compared whole, labels included: a label naming a hidden card differs too.
  const rs = new Set(ro.map((x) => JSON.stringify(x)));
  const os = new Set(oo.map((x) => JSON.stringify(x)));
  const onlyReal = ro.filter((x) => !os.has(JSON.stringify(x))).map((x) => ({ ...(toInstance(state, x.decision, p) as Decision), label: x.label }));
  const onlyOther = oo.filter((x) => !rs.has(JSON.stringify(x))).map((x) => ({ ...(toInstance(copy, x.decision, p) as Decision), label: x.label }));
  if (onlyReal.length + onlyOther.length > 0) {
    const kind = state.prompt!.kind;
    const subject = promptSubject(state);
    // At an action window the options that differ name the cards concerned (the decider's own).
    const what = subject || ` (${[...new Set([...onlyReal, ...onlyOther].map((x) => (kind === 'action' && 'card' in x ? `${x.type} ${nameOfDef(state.cards[x.card]?.def ?? '')}` : x.type)))].sort().join(', ')})`;
    out.push(
      problem(
        'leak',
        'options',
        `legal options depend on hidden identities at ${article(kind)} ${kind} prompt${what}${blamedKind}`,
        `${P(p)}'s legal options at ${article(kind)} ${kind} prompt${subject} change when cards hidden from him are re-sampled: ` +
          `only with the real cards [${onlyReal.map((x) => `${describeDecision(state, x)} "${x.label}"`).join('; ')}], ` +
          `only with re-sampled cards [${onlyOther.map((x) => `${describeDecision(copy, x)} "${x.label}"`).join('; ')}]; ${blamedText}`,
      ),
    );
  }
  return out;
}

/** A client decision with its card ids back in instance ids (for reports). */
function toInstance(state: GameState, d: Record<string, string | number>, p: PlayerId): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(d)) out[k] = (k === 'card' || k === 'target') && typeof v === 'number' && v >= ALIAS_BASE ? instanceIdOf(state, v, p) : v;
  return out;
}

const MAX_CULPRIT_TRIES = 150;

/**
 * Which re-sampled cards make the difference: each is given its re-sampled identity alone (up to
 * three found, trying at most MAX_CULPRIT_TRIES cards). Only run once a leak is found.
 */
function culprits(state: GameState, copy: GameState, p: PlayerId, swaps: readonly number[], real: ClientView, view: ViewFn): number[] {
  const found: number[] = [];
  for (const id of swaps.slice(0, MAX_CULPRIT_TRIES)) {
    const one = cloneState(state);
    one.cards[id]!.def = copy.cards[id]!.def;
    one.cards[id]!.k = copy.cards[id]!.k;
    if (!sameView(view(one, p), real) && found.push(id) >= 3) break;
  }
  return found;
}

function whereIs(state: GameState, id: number): string {
  const c = state.cards[id]!;
  return `${P(c.owner)}'s ${c.loc}${c.faceDown ? ', facedown' : ''}`;
}

function placeKind(c: CardState): string {
  return c.loc === 'deck' ? 'a deck card' : c.loc === 'hand' ? 'a card in hand' : 'a facedown card';
}

/** Names and definition ids `p` may know: those of every card that is not unknown to him. */
export function publicIdentities(state: GameState, p: PlayerId, knowledge: Knowledge): { defs: Set<string>; names: Set<string> } {
  const defs = new Set<string>();
  const names = new Set<string>();
  for (const c of state.cards) {
    if (unknown(state, c, p, knowledge)) continue;
    defs.add(c.def);
    names.add(nameOfDef(c.def));
  }
  return { defs, names };
}

const isCardView = (o: Record<string, unknown>): boolean => typeof o.id === 'number' && typeof o.loc === 'string' && 'faceDown' in o;

/**
 * One pass over a view (hot: after every decision, for both players): the distinct strings in it
 * but for the identities of card views, and the card views that show an identity.
 */
function scanView(value: unknown, strings: Set<string>, shown: Record<string, unknown>[]): void {
  if (typeof value === 'string') {
    strings.add(value);
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) scanView(value[i], strings, shown);
    return;
  }
  const o = value as Record<string, unknown>;
  const card = isCardView(o);
  if (card && (o.def !== undefined || o.name !== undefined)) shown.push(o);
  for (const k in o) if (!(card && (k === 'def' || k === 'name'))) scanView(o[k], strings, shown);
}

/** The path to the first place where `test` holds (only once a leak is found, to report where). */
function pathTo(value: unknown, test: (v: unknown, key: string) => boolean, path = '', key = ''): string | null {
  if (test(value, key)) return path;
  if (typeof value !== 'object' || value === null) return null;
  const o = value as Record<string, unknown>;
  const card = !Array.isArray(value) && isCardView(o);
  for (const k of Object.keys(o)) {
    if (card && (k === 'def' || k === 'name')) continue;
    const found = pathTo(o[k], test, Array.isArray(value) ? `${path}[${k}]` : path ? `${path}.${k}` : k, k);
    if (found !== null) return found;
  }
  return null;
}

/**
 * The view (without its log) must show no identity of a card unknown to its viewer: no card view of
 * such a card with a definition or name, and no other string holding its name (unless a card of
 * that name is public to him anyway), and no lasting effect of such a card whose key holds its
 * definition id.
 */
export function identityLeaks(state: GameState, p: PlayerId, knowledge: Knowledge, view: ClientView = viewFor(state, p)): Problem[] {
  const strings = new Set<string>();
  const shown: Record<string, unknown>[] = [];
  const v = view;
  scanView(v, strings, shown);
  const out: Problem[] = [];
  const generic = (path: string) => path.replace(/\[\d+\]/g, '[i]');
  for (const cv of shown) {
    const id = cv.id as number;
    const c = state.cards[id >= ALIAS_BASE ? instanceIdOf(state, id, p) : id];
    if (!c || !unknown(state, c, p, knowledge)) continue;
    const path = pathTo(v, (x) => x === cv) ?? '?';
    out.push(
      problem('leak', 'view', `${P(p)}'s view shows the identity of a hidden card at ${generic(path)}`, `${P(p)}'s view shows ${label(state, c.id)} (in ${P(c.owner)}'s ${c.loc}${c.faceDown ? ', facedown' : ''}) at ${path}`),
    );
  }
  let pub: { names: Set<string> } | null = null;
  const reported = new Set<string>();
  const texts = [...strings];
  const all = texts.join('\n');
  for (const c of unknownTo(state, p, knowledge)) {
    const name = nameOfDef(c.def);
    if (reported.has(name) || !all.includes(name) || !texts.some((t) => t.includes(name) && bareName(t, name))) continue;
    pub ??= publicIdentities(state, p, knowledge);
    if (pub.names.has(name)) continue;
    reported.add(name);
    const path = pathTo(v, (x) => typeof x === 'string' && x.includes(name) && bareName(x, name)) ?? '?';
    const text = texts.find((t) => t.includes(name) && bareName(t, name))!;
    out.push(
      problem('leak', 'view', `${P(p)}'s view names a card hidden from him at ${generic(path)}`, `${P(p)}'s view has '${text}' at ${path}, naming ${label(state, c.id)} (in ${P(c.owner)}'s ${c.loc}), hidden from ${P(p)}`),
    );
  }
  return out;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

let allNames: string[] | null = null;
const longerNames = new Map<string, string[]>();

/**
 * Whether `name` stands in `text` by itself: not as part of a longer card name ("Grudge Thrower" in
 * "Grudge Thrower Assault"), nor followed by "#id" (another instance's label whose identity moved).
 */
function bareName(text: string, name: string): boolean {
  allNames ??= [...new Set(allCardDefs().map((d) => d.name))];
  let longer = longerNames.get(name);
  if (!longer) longerNames.set(name, (longer = allNames.filter((n) => n !== name && n.includes(name))));
  let rest = text;
  for (const n of longer) rest = rest.split(n).join(' ');
  return new RegExp(`${escapeRegExp(name)}(?!#\\d)`).test(rest);
}

/** "P1 plays <hidden card> into the kingdom": a log line without the particulars. */
function lineTemplate(state: GameState, line: string, hidden: string): string {
  let t = line.replace(/^\[T\d+ \w+\] /, '').split(hidden).join('<hidden card>');
  for (const m of t.matchAll(/#(\d+)/g)) {
    const c = state.cards[Number(m[1])];
    if (c) t = t.split(`${nameOfDef(c.def)}#${c.id}`).join('<card>');
  }
  // "with <card>, <hidden card>, <card>" and "with <hidden card>" are the same leak; so are the zones.
  return t
    .replace(/(?:<card>|<hidden card>)(?:, (?:<card>|<hidden card>))*/g, (m) => (m.includes('<hidden card>') ? '<hidden card>' : m.includes(',') ? '<cards>' : '<card>'))
    .replace(/\b(kingdom|quest|battlefield)\b/g, '<zone>');
}

/** The players from whom `c` is hidden and who do not know it ("P2", "both players"), or null. */
function secretFrom(state: GameState, c: CardState, knowledge: Knowledge, reader: PlayerId | null): string | null {
  const from = ([0, 1] as const).filter((p) => (reader === null || p === reader) && unknown(state, c, p, knowledge) && !knowledge.knowsName(p, c));
  return from.length === 0 ? null : from.length === 2 ? 'both players' : P(from[0]!);
}

/**
 * New log lines (shown to both players) must not name a card hidden from a player who does not
 * know it. Lines that reveal cards or turn them faceup are public events (Knowledge.learnReveals).
 */
export function logLeaks(state: GameState, lines: readonly string[], knowledge: Knowledge, reader: PlayerId | null = null): Problem[] {
  const out: Problem[] = [];
  const where = (c: CardState) => `in ${P(c.owner)}'s ${c.loc}${c.faceDown ? ', facedown' : ''}`;
  let pub: [Set<string>, Set<string>] | null = null;
  for (const line of lines) {
    if (REVEALING.test(line)) continue;
    const named = new Set<number>();
    let rest = line; // the line without its "Name#id" labels
    for (const m of line.matchAll(/#(\d+)/g)) {
      const c = state.cards[Number(m[1])];
      const text = c ? `${nameOfDef(c.def)}#${c.id}` : '';
      if (!c || !line.includes(text)) continue;
      rest = rest.split(text).join(' ');
      const from = named.has(c.id) ? null : secretFrom(state, c, knowledge, reader);
      if (!from) continue;
      named.add(c.id);
      out.push(problem('leak', 'log', `log names a card hidden from a player: "${lineTemplate(state, line, text)}"`, `log line "${line}" names ${label(state, c.id)} (${where(c)}), hidden from ${from}`));
    }
    // A bare name, when no card of that name is public to the player it is hidden from (reported
    // once per line, whichever copy it is).
    const names = new Set<string>();
    for (const c of state.cards) {
      const name = nameOfDef(c.def);
      if (named.has(c.id) || names.has(name) || !rest.includes(name) || !bareName(rest, name)) continue;
      pub ??= [publicIdentities(state, 0, knowledge).names, publicIdentities(state, 1, knowledge).names];
      const from = ([0, 1] as const).filter((p) => (reader === null || p === reader) && unknown(state, c, p, knowledge) && !pub![p].has(name));
      if (from.length === 0) continue;
      names.add(name);
      out.push(
        problem(
          'leak',
          'log',
          `log names a card hidden from a player: "${lineTemplate(state, line, name)}"`,
          `log line "${line}" names ${name}, the identity of ${label(state, c.id)} (${where(c)}), and no card of that name is public to ${from.map(P).join(' or ')}`,
        ),
      );
    }
  }
  return out;
}

/**
 * The events a player receives must not depend on what the cards hidden from him were: every card
 * snapshot he could not see (in events since index `from`) gets another identity, and his events
 * must come out byte-identical.
 */
export function eventLeaks(state: GameState, p: PlayerId, from: number, rng: Rng, events: typeof eventsFor = eventsFor): Problem[] {
  const log = state.log;
  if (!log || log.length <= from) return [];
  const defs = allCardDefs().filter((d) => d.implemented);
  const swap = (v: unknown): unknown => {
    if (v === null || typeof v !== 'object') return v;
    if (Array.isArray(v)) return v.map(swap);
    const o = v as Record<string, unknown>;
    if ('epoch' in o && 'seen' in o && 'def' in o && ((o.seen as number) & (1 << p)) === 0) return { ...o, def: defs[rng.int(0, defs.length - 1)]!.id };
    return Object.fromEntries(Object.entries(o).map(([k, x]) => [k, swap(x)]));
  };
  const other = { ...state, log: [...log.slice(0, from), ...(log.slice(from).map(swap) as typeof log)] };
  const real = events(state, p, from).events;
  const resampledEvents = events(other, p, from).events;
  for (let i = 0; i < real.length; i++) {
    const a = JSON.stringify(real[i]);
    const b = JSON.stringify(resampledEvents[i]);
    if (a !== b) return [problem('leak', 'events', `${P(p)}'s ${real[i]!.type} event depends on hidden identities`, `${P(p)} receives ${a} with the real cards and ${b} with re-sampled hidden cards`)];
  }
  return [];
}
