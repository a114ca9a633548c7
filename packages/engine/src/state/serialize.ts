/**
 * Serialization: the state is plain data, so a saved game is its JSON, carrying the format version
 * (`SAVE_FORMAT_VERSION`). `deserialize` accepts that version only, and checks the rest before the
 * engine ever reads it: every field's kind, card ids in range, and every reference to behaviour —
 * card definitions, capital boards, lasting behaviours and abilities (`{ def, ability }`: stable
 * string ids, never indexes) — against the installed ruleset, so a save that is not a game of this
 * engine is refused with an Error naming the problem (never a TypeError later). Fields added since
 * the version was set are filled with their defaults when a save lacks them (`CardState.epoch` 0,
 * `GameState.revealed` [], `GameState.known` all 0, `GameState.playedDefs` [], `GameState.secret` from the seed, `AbilityUse.sourceZone` null, `AbilityUse.sourceHost` -1, `EventData.uncancellable` absent): that does not change the format. Registry
 * indexes (`k`) are this process's and recomputed on load.
 */
import { abilityByRef, behaviourIndex, defIndex, hasCapitalDef, hasCardDef, installed } from '../ruleset/registry.js';
import { secretFromSeed } from '../rng.js';
import type { GameState } from '../types.js';

/** The format saved games are written in; bumped only when a field changes meaning or disappears. */
export const SAVE_FORMAT_VERSION: GameState['version'] = 2;

export function serialize(state: GameState): string {
  return JSON.stringify(state.version === SAVE_FORMAT_VERSION ? state : { ...state, version: SAVE_FORMAT_VERSION });
}

// ---------------------------------------------------------------------------------------------
// What a saved game holds

type Kind = 'int' | 'num' | 'bool' | 'bool?' | 'str' | 'player' | 'zone' | 'zone?' | 'ints' | 'nums' | 'strs' | 'array' | 'object' | 'object?' | 'array?' | readonly string[];
type Spec = Readonly<Record<string, Kind>>;

const ZONES = ['kingdom', 'quest', 'battlefield'] as const;
const PHASES = ['setup', 'beginTurn', 'kingdom', 'quest', 'capital', 'battlefield', 'endTurn', 'over'] as const;
const LOCATIONS = ['deck', 'hand', 'discard', 'kingdom', 'quest', 'battlefield', 'chain', 'legend', 'removed'] as const;
const PROMPT_KINDS = ['mulligan', 'action', 'restore', 'attackZone', 'declareAttackers', 'ambush', 'declareDefenders', 'assignDamage', 'assignIndirect', 'orderEffects', 'choose', 'orderDiscard', 'pay', 'replace', 'playFromHand'] as const;
const COMBAT_STEPS = ['chooseZone', 'declareAttackers', 'ambush', 'declareDefenders', 'assignDamage', 'applyDamage', 'done'] as const;
const DURATIONS = ['phase', 'turn', 'game', 'combat'] as const;

/** The game's fields; the lists first, so that what is not a game at all is told by its missing lists. */
const GAME: Spec = {
  rng: 'nums',
  players: 'array',
  cards: 'array',
  stack: 'array',
  chain: 'array',
  queued: 'array',
  effects: 'array',
  history: 'ints',
  playedDefs: 'strs',
  discarded: 'ints',
  discardGroups: 'ints',
  revealed: 'ints',
  known: 'ints',
  seed: 'num',
  secret: 'ints',
  turn: 'int',
  maxTurns: 'int',
  active: 'player',
  firstPlayer: 'player',
  phase: PHASES,
  combat: 'object?',
  nextEffect: 'int',
  prompt: 'object?',
  result: 'object?',
  dirty: 'bool',
  decisions: 'int',
  log: 'array?',
};
const PLAYER: Spec = { id: 'player', capital: 'str', deck: 'ints', hand: 'ints', discard: 'ints', zones: 'object', resources: 'int', legend: 'int', legendAttachments: 'ints', mulliganed: 'bool', limitedTurn: 'int', developmentTurn: 'int', zonesToWin: 'int' };
const ZONE: Spec = { cards: 'ints', damage: 'int', burning: 'bool' };
const CARD: Spec = { id: 'int', def: 'str', owner: 'player', controller: 'player', loc: LOCATIONS, dev: 'bool', faceDown: 'bool', damage: 'int', tokens: 'int', corrupt: 'bool', attachedTo: 'int', questing: 'int', assigned: 'int', necromancy: 'bool', epoch: 'int' };
const EVENT: Spec = { kind: 'int', card: 'int', player: 'int', amount: 'int', zone: 'zone?', combat: 'bool', uncancellable: 'bool?' };
const PENDING: Spec = { def: 'str', ability: 'str', kind: ['constant', 'forced'], controller: 'player', source: 'int', ev: 'object', lasting: 'int' };
const USE: Spec = { def: 'str', ability: 'str', source: 'int', player: 'player', picks: 'array', x: 'int', ev: 'object', paid: 'int', free: 'bool', pc: 'int', ok: 'bool', lasting: 'int', sourceZone: 'zone?', sourceHost: 'int' };
const REPLACEMENT: Spec = { def: 'str', ability: 'str', source: 'int', lasting: 'int' };
const WOULD: Spec = { what: ['destroy', 'leavePlay'], card: 'int', pile: ['deck', 'hand', 'discard'], bottom: 'bool', offered: 'strs' };
const LINK: Spec = { kind: ['play', 'develop', 'ability'], player: 'player', card: 'int', zone: 'zone?', target: 'int', x: 'int', cancelled: 'bool', use: 'object?' };
const EFFECT: Spec = { n: 'int', b: 'str', ability: 'str', source: 'int', controller: 'player', card: 'int', until: DURATIONS, data: 'object' };
const COMBAT: Spec = { attacker: 'player', defender: 'player', zone: 'zone', legend: 'int', step: COMBAT_STEPS, attackers: 'ints', defenders: 'ints', ambushed: 'ints', assigning: 'player', toAssign: 'int', capitalAssigned: 'int', participated: 'ints', uncancellableLeft: 'int', uncancellableTo: 'ints', couldDefend: 'ints' };
const PROMPT: Spec = { player: 'player', kind: PROMPT_KINDS, amount: 'int', effects: 'array' };
const RESULTS: Readonly<Record<string, Spec>> = { win: { winner: 'player', reason: 'str' }, draw: { reason: 'str' }, turnCap: { turns: 'int' } };
const STEPS: Readonly<Record<string, Spec>> = {
  setup: { stage: 'int' },
  turn: { stage: 'int' },
  phase: { phase: PHASES, stage: 'int' },
  combat: { stage: 'int' },
  window: { priority: 'player', passes: 'int', chainStarter: 'player' },
  resolveChain: {},
  triggers: { pending: 'array', stage: ['constant', 'forced'] },
  mulligan: { player: 'player' },
  discardOrder: { player: 'player', cards: 'ints' },
  playFromHand: { player: 'player', cards: 'ints' },
  ability: { use: 'object', stage: ['freePlay', 'initiate', 'chain', 'resolve'], choice: 'int', immediate: 'bool' },
  pay: { player: 'player', amount: 'int', card: 'int' },
  play: { player: 'player', card: 'int', zone: 'zone?', target: 'int', x: 'int', fromHand: 'bool' },
  replace: { player: 'player', event: 'object', options: 'array' },
  indirect: { player: 'player', amount: 'int', uncancellable: 'bool', source: 'int', units: 'ints', unitAmounts: 'ints', zoneAmounts: 'object' },
};

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const isInt = (v: unknown): boolean => Number.isSafeInteger(v);

function fits(kind: Kind, v: unknown): boolean {
  if (typeof kind !== 'string') return typeof v === 'string' && kind.includes(v);
  switch (kind) {
    case 'int':
      return isInt(v);
    case 'num':
      return typeof v === 'number' && Number.isFinite(v);
    case 'bool':
      return typeof v === 'boolean';
    case 'bool?':
      return v === undefined || typeof v === 'boolean';
    case 'str':
      return typeof v === 'string';
    case 'player':
      return v === 0 || v === 1;
    case 'zone':
      return typeof v === 'string' && (ZONES as readonly string[]).includes(v);
    case 'zone?':
      return v === null || fits('zone', v);
    case 'ints':
      return Array.isArray(v) && v.every(isInt);
    case 'nums':
      return Array.isArray(v) && v.every((x) => typeof x === 'number' && Number.isFinite(x));
    case 'strs':
      return Array.isArray(v) && v.every((x) => typeof x === 'string');
    case 'array':
      return Array.isArray(v);
    case 'array?':
      return v === null || Array.isArray(v);
    case 'object':
      return isObj(v);
    case 'object?':
      return v === null || isObj(v);
  }
}

const KIND_TEXT: Record<string, string> = {
  int: 'an integer',
  num: 'a number',
  bool: 'true or false',
  'bool?': 'true, false or absent',
  str: 'a string',
  player: 'a player (0 or 1)',
  zone: "a zone ('kingdom', 'quest' or 'battlefield')",
  'zone?': 'a zone or null',
  ints: 'an array of integers',
  nums: 'an array of numbers',
  strs: 'an array of strings',
  array: 'an array',
  'array?': 'an array or null',
  object: 'an object',
  'object?': 'an object or null',
};

/** A short rendering of a value from the save, for messages. */
function clip(v: unknown): string {
  if (v === undefined) return 'nothing';
  if (Array.isArray(v)) return 'an array';
  if (typeof v === 'object' && v !== null) return 'an object';
  const s = typeof v === 'string' ? JSON.stringify(v.length > 40 ? `${v.slice(0, 40)}…` : v) : String(v);
  return s.length > 50 ? `${s.slice(0, 49)}…` : s;
}

const MAX_REPORTED = 6;

/** The problems found so far (the first few are reported). */
class Problems {
  readonly list: string[] = [];
  add(what: string): void {
    this.list.push(what);
  }
  /** Checks `o` against `spec`; returns it as an object when it is one. */
  fields(o: unknown, spec: Spec, path: string): o is Obj {
    if (!isObj(o)) {
      this.add(`'${path}' must be an object, got ${clip(o)}`);
      return false;
    }
    for (const k in spec) {
      const kind = spec[k]!;
      const v = Object.hasOwn(o, k) ? o[k] : undefined;
      if (fits(kind, v)) continue;
      const text = typeof kind === 'string' ? KIND_TEXT[kind]! : `one of ${kind.join(', ')}`;
      this.add(`'${path ? `${path}.` : ''}${k}' must be ${text}, ${v === undefined ? 'but it is missing' : `got ${clip(v)}`}`);
    }
    return true;
  }
  /** Throws when anything was found. */
  check(): void {
    const n = this.list.length;
    if (n === 0) return;
    const shown = this.list.slice(0, MAX_REPORTED).join('; ');
    throw new Error(`not a saved game: ${shown}${n > MAX_REPORTED ? ` (and ${n - MAX_REPORTED} more problems)` : ''}`);
  }
}

/** Refuses a reference to an ability that the installed ruleset does not define. */
function checkRef(r: Obj, path: string): void {
  const def = r.def as string;
  const ability = r.ability as string;
  if (def !== 'rules' && !def.startsWith('capital:') && !hasCardDef(def)) throw new Error(`saved game refers to unknown card definition ${clip(def)} (${path}.def)`);
  if (def.startsWith('capital:') && !hasCapitalDef(def.slice(8))) throw new Error(`saved game refers to unknown capital board ${clip(def.slice(8))} (${path}.def)`);
  try {
    abilityByRef(def, ability);
  } catch {
    throw new Error(`saved game refers to unknown ability ${clip(ability)} of ${clip(def)} (${path}.ability)`);
  }
}

function checkPending(list: unknown[], path: string, p: Problems): void {
  list.forEach((e, i) => {
    if (p.fields(e, PENDING, `${path}[${i}]`)) p.fields(e.ev, EVENT, `${path}[${i}].ev`);
  });
}

function checkUse(u: unknown, path: string, p: Problems): void {
  // Saved before uses kept their source's zone: as if it had none (the event's zone is read instead).
  if (isObj(u) && !Object.hasOwn(u, 'sourceZone')) u.sourceZone = null;
  // Saved before uses kept their source's host: as if it had none (its current host is read instead).
  if (isObj(u) && !Object.hasOwn(u, 'sourceHost')) u.sourceHost = -1;
  if (!p.fields(u, USE, path)) return;
  p.fields(u.ev, EVENT, `${path}.ev`);
  if (Array.isArray(u.picks) && !u.picks.every((x) => fits('ints', x))) p.add(`'${path}.picks' must be an array of arrays of integers`);
}

/** Every reference to behaviour in the state (found once the shape is known to be right). */
function checkRefs(s: GameState): void {
  const pending = (list: { def: string; ability: string }[], path: string) => list.forEach((e, i) => checkRef(e as unknown as Obj, `${path}[${i}]`));
  s.stack.forEach((st, i) => {
    if (st.t === 'triggers') pending(st.pending, `stack[${i}].pending`);
    if (st.t === 'ability') checkRef(st.use as unknown as Obj, `stack[${i}].use`);
    if (st.t === 'replace') pending(st.options, `stack[${i}].options`);
  });
  s.chain.forEach((l, i) => {
    if (l.use) checkRef(l.use as unknown as Obj, `chain[${i}].use`);
  });
  pending(s.queued, 'queued');
  if (s.prompt) pending(s.prompt.effects, 'prompt.effects');
  s.effects.forEach((e, i) => {
    if (!installed.behaviourIndex.has(e.b)) throw new Error(`saved game refers to unknown lasting effect ${clip(e.b)} (effects[${i}].b)`);
  });
  s.playedDefs.forEach((d, i) => {
    if (!hasCardDef(d)) throw new Error(`saved game refers to unknown card definition ${clip(d)} (playedDefs[${i}])`);
  });
}

// ---------------------------------------------------------------------------------------------

export function deserialize(text: string): GameState {
  if (typeof text !== 'string') throw new Error(`not a saved game: expected JSON text, got ${clip(text)}`);
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    const why = e instanceof Error ? e.message : String(e);
    throw new Error(`not a saved game: invalid JSON (${why.length > 100 ? `${why.slice(0, 99)}…` : why})`);
  }
  if (!isObj(data)) throw new Error(`not a saved game: expected a JSON object, got ${clip(data)}`);
  const version = Object.hasOwn(data, 'version') ? data.version : undefined;
  if (version === undefined) throw new Error("not a saved game: it has no format 'version'");
  if (version !== SAVE_FORMAT_VERSION) {
    const newer = typeof version === 'number' && version > SAVE_FORMAT_VERSION;
    throw new Error(`unsupported saved game version ${clip(version)}${newer ? ': saved by a newer engine' : ''} (this engine reads version ${SAVE_FORMAT_VERSION})`);
  }
  // Saved before reveals were kept in the state: nothing is revealed.
  if (!Object.hasOwn(data, 'revealed')) data.revealed = [];
  // Saved before knowledge was kept in the state: nobody knows more than the places show.
  if (!Object.hasOwn(data, 'known') && Array.isArray(data.cards)) data.known = data.cards.map(() => 0);
  // Saved before the turn kept what was played: as if nothing had been played yet this turn.
  if (!Object.hasOwn(data, 'playedDefs')) data.playedDefs = [];
  // Saved before games had a secret key: the key a game without a secret has (from its seed).
  if (!Object.hasOwn(data, 'secret') && isInt(data.seed)) data.secret = secretFromSeed(data.seed as number);

  const p = new Problems();
  p.fields(data, GAME, '');
  p.check();

  const cards = data.cards as unknown[];
  const n = cards.length;
  const inRange = (id: number) => id >= 0 && id < n;
  cards.forEach((c, i) => {
    if (!isObj(c)) return p.add(`'cards[${i}]' must be an object, got ${clip(c)}`);
    // Saved before hidden cards had aliases.
    if (!Object.hasOwn(c, 'epoch')) c.epoch = 0;
    p.fields(c, CARD, `cards[${i}]`);
    if (c.id !== i) p.add(`'cards[${i}].id' must be ${i} (a card's id is its index), got ${clip(c.id)}`);
  });
  if ((data.secret as number[]).length !== 4 || !(data.secret as number[]).every((w) => w >= 0 && w <= 0xffffffff)) p.add(`'secret' must be four 32-bit words`);
  if ((data.known as number[]).length !== n || !(data.known as number[]).every((b) => b >= 0 && b <= 3)) p.add(`'known' must hold one player bitmask (0 to 3) per card`);
  const players = data.players as unknown[];
  if (players.length !== 2) p.add(`'players' must list two players, got ${players.length}`);
  players.slice(0, 2).forEach((pl, i) => {
    if (!p.fields(pl, PLAYER, `players[${i}]`)) return;
    if (pl.id !== i) p.add(`'players[${i}].id' must be ${i}, got ${clip(pl.id)}`);
    if (typeof pl.capital === 'string' && !hasCapitalDef(pl.capital)) throw new Error(`saved game refers to unknown capital board ${clip(pl.capital)} (players[${i}].capital)`);
    const lists: [string, unknown][] = [
      ['deck', pl.deck],
      ['hand', pl.hand],
      ['discard', pl.discard],
      ['legendAttachments', pl.legendAttachments],
    ];
    if (p.fields(pl.zones, { kingdom: 'object', quest: 'object', battlefield: 'object' }, `players[${i}].zones`)) {
      for (const z of ZONES) if (p.fields(pl.zones[z], ZONE, `players[${i}].zones.${z}`)) lists.push([`zones.${z}.cards`, (pl.zones[z] as Obj).cards]);
    }
    for (const [name, list] of lists) if (Array.isArray(list) && !list.every((id) => isInt(id) && inRange(id as number))) p.add(`'players[${i}].${name}' holds an id that is no card`);
    if (isInt(pl.legend) && pl.legend !== -1 && !inRange(pl.legend as number)) p.add(`'players[${i}].legend' must be -1 or a card id, got ${clip(pl.legend)}`);
  });
  if (data.combat !== null) {
    // Saved before the combat kept the units that could defend: as if none could.
    if (isObj(data.combat) && !Object.hasOwn(data.combat, 'couldDefend')) data.combat.couldDefend = [];
    p.fields(data.combat, COMBAT, 'combat');
  }
  (data.stack as unknown[]).forEach((st, i) => {
    const path = `stack[${i}]`;
    if (!isObj(st)) return p.add(`'${path}' must be an object, got ${clip(st)}`);
    const t = st.t;
    if (typeof t !== 'string' || !Object.hasOwn(STEPS, t)) return p.add(`'${path}.t' must be one of ${Object.keys(STEPS).join(', ')}, got ${clip(t)}`);
    if (!p.fields(st, STEPS[t]!, path)) return;
    if (t === 'triggers' && Array.isArray(st.pending)) checkPending(st.pending, `${path}.pending`, p);
    if (t === 'ability') checkUse(st.use, `${path}.use`, p);
    if (t === 'replace') {
      p.fields(st.event, WOULD, `${path}.event`);
      if (Array.isArray(st.options)) st.options.forEach((o, j) => p.fields(o, REPLACEMENT, `${path}.options[${j}]`));
    }
    if (t === 'indirect') p.fields(st.zoneAmounts, { kingdom: 'int', quest: 'int', battlefield: 'int' }, `${path}.zoneAmounts`);
  });
  (data.chain as unknown[]).forEach((l, i) => {
    if (p.fields(l, LINK, `chain[${i}]`) && l.use !== null) checkUse(l.use, `chain[${i}].use`, p);
  });
  checkPending(data.queued as unknown[], 'queued', p);
  (data.effects as unknown[]).forEach((e, i) => {
    if (p.fields(e, EFFECT, `effects[${i}]`) && isObj(e.data) && !Object.values(e.data).every((v) => typeof v === 'number')) p.add(`'effects[${i}].data' must hold numbers only`);
  });
  if (data.prompt !== null && p.fields(data.prompt, PROMPT, 'prompt') && Array.isArray(data.prompt.effects)) checkPending(data.prompt.effects, 'prompt.effects', p);
  if (data.result !== null) {
    const r = data.result as Obj;
    const spec = typeof r.kind === 'string' && Object.hasOwn(RESULTS, r.kind) ? RESULTS[r.kind]! : null;
    if (!spec) p.add(`'result.kind' must be one of ${Object.keys(RESULTS).join(', ')}, got ${clip(r.kind)}`);
    else p.fields(r, spec, 'result');
  }
  p.check();

  const state = data as unknown as GameState;
  // Definitions are found by id: a game saved before a card file changed, or by a process that
  // installed the cards in another order, still loads. Registry indexes are recomputed.
  for (const [i, c] of state.cards.entries()) {
    if (!hasCardDef(c.def)) throw new Error(`saved game refers to unknown card definition ${clip(c.def)} (cards[${i}].def)`);
    c.k = defIndex(c.def);
  }
  checkRefs(state);
  for (const e of state.effects) e.k = behaviourIndex(e.b);
  return state;
}

/** FNV-1a over the canonical JSON of the state without its log: equal games hash equal. */
export function hashState(state: GameState): string {
  const text = JSON.stringify({ ...state, log: null });
  let h1 = 0x811c9dc5;
  let h2 = 0x01000193;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 0x01000193);
    h2 = Math.imul(h2 ^ c, 0x5bd1e995);
  }
  return (h1 >>> 0).toString(16).padStart(8, '0') + (h2 >>> 0).toString(16).padStart(8, '0');
}
