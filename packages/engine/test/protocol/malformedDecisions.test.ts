/**
 * No JSON value crashes `applyInPlace` or `act`: whatever arrives — any JSON value, prototype-named
 * strings, wrong field types, extra or missing fields, legal decisions with one field corrupted, ids
 * of cards the player cannot see, 10,000-deep nesting, 1 MB strings, numbers out of range, bad
 * players and state ids — is either one of the legal decisions (and applied), or refused with a
 * DecisionError whose message is short, names the problem and echoes little of the input, the state
 * untouched (same hash; same serialization, checked on a sample).
 *
 * The states are real mid-game states of random games with the starter decks, sampled at every kind
 * of prompt the games reach; each is reused for many inputs (a pristine copy restores it when an
 * input was legal and applied).
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { STARTER_DECKS } from '@invasion/cards';
import { chooseWith, randomBot } from '@invasion/ai';
import { act, aliasOf, applyInPlace, ALIAS_BASE, canSee, cloneState, createGame, DecisionError, hashState, legalOptions, optionsFor, serialize, type Decision, type GameState, type PlayerId } from '../../src/index.js';

// ---------------------------------------------------------------------------------------------
// Sampled states

interface Sample {
  state: GameState;
  /** A copy to restore `state` from after a legal input was applied. */
  pristine: GameState;
  hash: string;
  text: string;
  /** Legal decisions in engine ids, as canonical strings. */
  legal: Set<string>;
  /** The deciding player's options in his ids: canonical decisions and keys. */
  clientLegal: Set<string>;
  keys: string[];
  options: Decision[];
  clientOptions: Record<string, unknown>[];
  /** Instance ids of cards hidden from the deciding player. */
  hidden: number[];
}

const KINDS_WANTED = 8;

function sampleStates(): Sample[] {
  const out: GameState[] = [];
  const perKind = new Map<string, number>();
  for (let g = 0; g < 16; g++) {
    const a = STARTER_DECKS[g % 4]!;
    const b = STARTER_DECKS[(g + 1 + (g >> 2)) % 4]!;
    const state = createGame({ players: [{ capital: a.capital, deck: a.cards.slice() }, { capital: b.capital, deck: b.cards.slice() }], seed: 4242 + g, maxTurns: 40 });
    const bots = [randomBot(g * 2 + 11), randomBot(g * 2 + 12)] as const;
    let step = 0;
    while (!state.result) {
      const kind = state.prompt!.kind;
      const n = perKind.get(kind) ?? 0;
      // Rare kinds are taken whenever they come; common ones spread over the game.
      if (n < KINDS_WANTED && (kind !== 'action' || step % 37 === g % 37) && (kind !== 'choose' || step % 5 === 0)) {
        perKind.set(kind, n + 1);
        out.push(cloneState(state));
      }
      applyInPlace(state, chooseWith(bots[state.prompt!.player]!, state));
      step++;
    }
    if (g === 0) out.push(cloneState(state)); // a finished game
  }
  return out.map((state) => {
    const p = state.prompt?.player ?? 0;
    const options = legalOptions(state);
    const client = optionsFor(state, p);
    return {
      state,
      pristine: cloneState(state),
      hash: hashState(state),
      text: serialize(state),
      legal: new Set(options.map((o) => canon(o)!)),
      clientLegal: new Set(client.map((o) => canon(o.decision)!)),
      keys: client.map((o) => o.key),
      options,
      clientOptions: client.map((o) => o.decision),
      hidden: state.cards.filter((c) => !canSee(c, p, state)).map((c) => c.id),
    };
  });
}

const FIELDS: Record<string, readonly string[]> = {
  pass: [],
  mulligan: [],
  keep: [],
  play: ['card', 'zone', 'target', 'x'],
  use: ['card', 'ability'],
  develop: ['card', 'zone'],
  restore: ['card'],
  attack: ['zone', 'target'],
  attacker: ['card'],
  defender: ['card'],
  ambush: ['card'],
  assign: ['target', 'amount'],
  resolve: ['index'],
  target: ['target', 'player'],
  number: ['value'],
  mode: ['index'],
};
const TYPES = Object.keys(FIELDS);
const ALL_FIELDS = [...new Set(Object.values(FIELDS).flat())];

/** A decision-like value as a canonical string (type and field values in order), or null when it is not one. */
function canon(v: unknown): string | null {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return null;
  const r = v as Record<string, unknown>;
  if (!Object.hasOwn(r, 'type') || typeof r.type !== 'string' || !Object.hasOwn(FIELDS, r.type)) return null;
  const fields = FIELDS[r.type]!;
  for (const k of Object.keys(r)) if (k !== 'type' && !fields.includes(k)) return null;
  return [r.type, ...fields.map((f) => (r[f] === undefined ? '' : `${typeof r[f]}:${String(r[f])}`))].join('|');
}

const SAMPLES = sampleStates();

// ---------------------------------------------------------------------------------------------
// The check

const stats = { inputs: 0, attempts: 0, applied: 0, serialized: 0, byKind: new Map<string, number>() };

const PROBLEM = /\b(unknown|illegal|must|needs|not|no|unexpected|stale|over|expected|only|cannot|already|invalid)\b/i;

/** Strings inside the input (a few levels down, their first 200 characters), which a message may quote back. */
function stringsIn(input: unknown, out: string[] = [], depth = 0): string[] {
  if (out.length > 50) return out;
  if (typeof input === 'string') out.push(input.length > 200 ? input.slice(0, 200) : input);
  else if (Array.isArray(input) && depth < 3) for (let i = 0; i < Math.min(20, input.length); i++) stringsIn(input[i], out, depth + 1);
  else if (typeof input === 'object' && input !== null && depth < 3) {
    let n = 0;
    for (const k in input) {
      if (n++ > 20) break;
      stringsIn(k, out, depth + 1);
      stringsIn((input as Record<string, unknown>)[k], out, depth + 1);
    }
  }
  return out;
}

function checkMessage(msg: string, input: unknown, sample: Sample, viaAct: boolean): void {
  const where = `message ${JSON.stringify(msg.slice(0, 400))}`;
  expect(msg.length, where).toBeGreaterThan(10);
  expect(msg.length, where).toBeLessThanOrEqual(300);
  expect(msg, where).toMatch(PROBLEM);
  // What the engine wrote itself, without the input it quotes back (the strings that would pass the checks below).
  let own = msg;
  for (const s of stringsIn(input).sort((a, b) => b.length - a.length)) {
    if (/\[object Object\]|undefined|#/.test(s)) for (const form of [s, JSON.stringify(s).slice(1, -1)]) own = own.split(form).join('<echo>');
  }
  // Strings quoted back as JSON, possibly cut short.
  own = own.replace(/"(?:[^"\\]|\\.)*(?:"|…|$)/g, '"<echo>"');
  expect(own, where).not.toContain('[object Object]');
  expect(own, where).not.toMatch(/\bundefined\b/);
  for (const s of stringsIn(input)) if (s.length > 100 && msg.includes(s.slice(0, 101))) throw new Error(`${where} echoes more than 100 characters of the input`);
  if (viaAct) {
    // The client's refusals never name a card hidden from him by its instance id.
    for (const m of own.matchAll(/#(\d+)/g)) expect(sample.hidden.includes(Number(m[1])), `${where} names hidden card #${m[1]}`).toBe(false);
  }
}

type Call = { how: 'apply' } | { how: 'act'; player: unknown; stateId: unknown };

/** Tries one input on one sample; fails the test on anything but a legal application or a clean refusal. */
function attempt(si: number, input: unknown, call: Call): void {
  const sample = SAMPLES[si]!;
  const { state } = sample;
  stats.attempts++;
  stats.byKind.set(state.prompt?.kind ?? 'over', (stats.byKind.get(state.prompt?.kind ?? 'over') ?? 0) + 1);
  const decisions = state.decisions;
  let error: unknown = null;
  try {
    if (call.how === 'apply') applyInPlace(state, input);
    else act(state, call.player as PlayerId, input, call.stateId as number);
  } catch (e) {
    error = e;
  }
  if (error === null) {
    // Accepted: it must have been one of the legal decisions, given as itself (or, to act, by its key).
    const legal =
      call.how === 'apply'
        ? sample.legal.has(canon(input) ?? '')
        : call.player === sample.pristine.prompt?.player && (sample.clientLegal.has(canon(input) ?? '') || (typeof input === 'string' && sample.keys.includes(input)));
    stats.applied++;
    SAMPLES[si] = { ...sample, state: cloneState(sample.pristine) };
    if (!legal) throw new Error(`accepted an illegal input at a ${sample.pristine.prompt?.kind} prompt: ${safeJson(input)}`);
    expect(state.decisions).toBe(decisions + 1);
    return;
  }
  if (!(error instanceof DecisionError)) {
    const e = error as Error;
    throw new Error(`${call.how} threw ${e?.constructor?.name ?? typeof e} instead of a DecisionError at a ${state.prompt?.kind ?? 'finished'} prompt for ${safeJson(input)}: ${String(e?.message ?? e).slice(0, 300)}`);
  }
  checkMessage(error.message, input, sample, call.how === 'act');
  if (hashState(state) !== sample.hash) throw new Error(`state changed by refused input ${safeJson(input)}`);
  if (stats.attempts % 23 === 0) {
    stats.serialized++;
    expect(serialize(state)).toBe(sample.text);
  }
}

function safeJson(v: unknown): string {
  try {
    const s = JSON.stringify(v) ?? String(v);
    return s.length > 200 ? `${s.slice(0, 200)}…` : s;
  } catch {
    return Object.prototype.toString.call(v);
  }
}

/** An input tried through both entry points: apply, and act by the deciding player against the current state. */
function both(si: number, input: unknown): void {
  stats.inputs++;
  attempt(si, input, { how: 'apply' });
  const s = SAMPLES[si]!.state;
  attempt(si, input, { how: 'act', player: s.prompt?.player ?? 0, stateId: s.decisions });
}

// ---------------------------------------------------------------------------------------------
// Nasty values

function deepArray(n: number): unknown {
  let v: unknown = 0;
  for (let i = 0; i < n; i++) v = [v];
  return v;
}
function deepObject(n: number, inner: unknown = { type: 'pass' }): unknown {
  let v: unknown = inner;
  for (let i = 0; i < n; i++) v = { type: 'pass', a: v };
  return v;
}
const MB = 'x'.repeat(1 << 20);
const MB_ZONE = `kingdom${'\u0000'.repeat(1 << 20)}`;
const PROTO_NAMES = ['toString', '__proto__', 'constructor', 'length', 'hasOwnProperty', 'valueOf', 'prototype', '__defineGetter__', 'then', 'isPrototypeOf'];
const STRINGS = [...PROTO_NAMES, '', ' ', 'PASS', 'pass ', 'kingdom ', 'Kingdom', 'undefined', 'null', 'NaN', '0', '-1', '1e300', '[object Object]', '\u{1F600}'.repeat(60), 'a\ud800b', MB, MB_ZONE];
const NUMBERS = [-1, 0, 1, 2, 3, 7, 0.5, -0, 1e300, -1e300, 2 ** 31, 2 ** 32, 2 ** 53, 2 ** 53 + 2, Number.MAX_SAFE_INTEGER, Number.MIN_SAFE_INTEGER, ALIAS_BASE, ALIAS_BASE - 1, ALIAS_BASE + 1, 1e-300, Number.EPSILON, NaN, Infinity, -Infinity];
const manyKeys = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}`, i]));
const OBJECTS: unknown[] = [
  null,
  true,
  false,
  [],
  {},
  [1, 2],
  { type: 'pass' },
  { toString: 'x' },
  { valueOf: 1 },
  deepArray(10_000),
  deepObject(10_000),
  Array.from({ length: 100_000 }, (_, i) => i),
  manyKeys(5_000),
  JSON.parse('{"__proto__": {"type": "pass"}}'),
];
const VALUES: unknown[] = [...STRINGS, ...NUMBERS, ...OBJECTS];

/** Inputs written by hand: every decision type with every field missing, wrong or extra; prototype names; size and depth. */
function handWritten(): unknown[] {
  const out: unknown[] = [...VALUES];
  for (const t of [...PROTO_NAMES, MB, '', 'undefined']) out.push({ type: t }, { type: 'play', card: t }, { type: 'use', card: 0, ability: t }, { type: 'develop', card: 0, zone: t }, { type: 'play', card: 0, zone: 'kingdom', x: t }, { type: 'assign', target: t, amount: 1 }, { type: 'target', target: t }, { type: 'attack', zone: t });
  for (const type of TYPES) {
    const fields = FIELDS[type]!;
    out.push({ type }, { type, extra: 1 }, { type, [MB]: 1 }, { type, type2: type }, JSON.parse(`{"type":"${type}","__proto__":{"card":1}}`), JSON.parse(`{"type":"${type}","constructor":1}`));
    for (const f of fields) {
      for (const v of VALUES) out.push({ type, ...base(type), [f]: v });
      const rest = { type, ...base(type) } as Record<string, unknown>;
      delete rest[f];
      out.push(rest);
    }
    for (const f of ALL_FIELDS) if (!fields.includes(f)) out.push({ type, ...base(type), [f]: 0 });
    out.push(Object.assign(Object.create({ type }), base(type)), Object.assign(Object.create(null), { type, ...base(type) }));
    out.push([{ type, ...base(type) }], { type: [type] }, { type: { type } }, { decision: { type } });
  }
  out.push(manyKeys(50_000), { type: 'pass', ...manyKeys(50_000) }, deepObject(10_000, MB), { type: 'pass', nested: deepArray(10_000) }, { type: 'use', card: 0, ability: deepArray(10_000) });
  return out;
}

/** Plausible values for a type's fields (a complete decision, rarely a legal one). */
function base(type: string): Record<string, unknown> {
  const all: Record<string, unknown> = { card: 3, zone: 'kingdom', target: 5, x: 0, ability: 'action', amount: 1, index: 0, player: 1, value: 1 };
  return Object.fromEntries(FIELDS[type]!.map((f) => [f, all[f]]));
}

// ---------------------------------------------------------------------------------------------
// Generators

const sampleIndex = fc.nat({ max: SAMPLES.length - 1 });
const nastyValue = fc.oneof(fc.constantFrom(...VALUES), fc.jsonValue({ maxDepth: 3 }), fc.integer(), fc.double(), fc.string({ maxLength: 30 }));
const typeName = fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...TYPES) }, { weight: 1, arbitrary: fc.constantFrom(...STRINGS) }, { weight: 1, arbitrary: fc.string({ maxLength: 12 }) });
const fieldName = fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...ALL_FIELDS) }, { weight: 1, arbitrary: fc.constantFrom(...STRINGS) }, { weight: 1, arbitrary: fc.string({ maxLength: 8 }) });
/** Objects shaped like decisions: a type and some fields with any values. */
const decisionLike = fc
  .tuple(typeName, fc.array(fc.tuple(fieldName, nastyValue), { maxLength: 5 }), fc.boolean())
  .map(([type, fields, withType]) => {
    const o: Record<string, unknown> = withType ? { type } : {};
    for (const [k, v] of fields) Object.defineProperty(o, k, { value: v, enumerable: true, writable: true, configurable: true });
    return o;
  });

type Corruption = { kind: 'set'; field: string; value: unknown } | { kind: 'delete'; field: string } | { kind: 'type'; type: string };
const corruption: fc.Arbitrary<Corruption> = fc.oneof(
  { weight: 6, arbitrary: fc.record({ kind: fc.constant('set' as const), field: fieldName, value: nastyValue }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('delete' as const), field: fc.constantFrom(...ALL_FIELDS) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('type' as const), type: typeName }) },
);

function corrupt(d: Record<string, unknown>, c: Corruption): Record<string, unknown> {
  const o = { ...d };
  if (c.kind === 'delete') delete o[c.field];
  else if (c.kind === 'type') o.type = c.type;
  else Object.defineProperty(o, c.field, { value: c.value, enumerable: true, writable: true, configurable: true });
  return o;
}

/** Inputs are generated in batches at one state each (its options are then listed once per batch). */
const BATCH = 10;
const batch = <T>(arb: fc.Arbitrary<T>) => fc.array(arb, { minLength: BATCH, maxLength: BATCH });
const RUNS = { json: 260, decisionLike: 260, corrupted: 220, actArgs: 60 };

describe('malformed decisions never crash apply or act', () => {
  it('samples real states at many kinds of prompt', () => {
    const kinds = new Set(SAMPLES.map((s) => s.state.prompt?.kind ?? 'over'));
    console.log(`${SAMPLES.length} sampled states; prompt kinds: ${[...kinds].join(', ')}`);
    for (const k of ['mulligan', 'action', 'choose', 'attackZone', 'declareAttackers', 'declareDefenders', 'assignDamage', 'orderDiscard', 'restore', 'over']) expect(kinds).toContain(k);
    expect(kinds.size).toBeGreaterThanOrEqual(11);
  });

  it('hand-written nasty inputs: prototype names, every type with fields missing, wrong or extra, deep nesting, 1 MB strings', () => {
    const inputs = handWritten();
    // Each input at two states; grouped by state, so each state's options are listed once.
    const runs = inputs.flatMap((input, i) => [[i % SAMPLES.length, input] as const, [(i * 7 + 3) % SAMPLES.length, input] as const]);
    runs.sort((a, b) => a[0] - b[0]);
    for (const [si, input] of runs) both(si, input);
    // Some exact messages.
    const s = SAMPLES.find((x) => x.state.prompt?.kind === 'action')!.state;
    const msg = (input: unknown) => {
      try {
        applyInPlace(s, input);
      } catch (e) {
        expect(e).toBeInstanceOf(DecisionError);
        return (e as Error).message;
      }
      throw new Error('accepted');
    };
    expect(msg({ type: '__proto__' })).toMatch(/unknown decision type "__proto__"; expected one of: pass,/);
    expect(msg({ type: 'toString' })).toMatch(/unknown decision type "toString"/);
    expect(msg({})).toMatch(/needs a "type"/);
    expect(msg(Object.create({ type: 'pass' }))).toMatch(/needs a "type"/);
    expect(msg({ type: 'play', card: 'constructor' })).toMatch(/field 'card' must be a card id \(an integer\); got "constructor"/);
    expect(msg({ type: 'play', card: 0.5 })).toMatch(/field 'card' must be a card id/);
    expect(msg({ type: 'play', card: 1e300 })).toMatch(/got 1e\+300/);
    expect(msg({ type: 'play', card: {} })).toMatch(/got \{\}/);
    expect(msg({ type: 'use', card: 3 })).toMatch(/decision 'use' needs the field 'ability'/);
    expect(msg({ type: 'develop', card: 3, zone: 'toString' })).toMatch(/field 'zone' must be a zone name/);
    expect(msg({ type: 'use', card: 3, ability: MB })).toMatch(/no ability id is 1048576 characters long/);
    expect(msg({ type: 'pass', [MB]: 1 })).toMatch(/unexpected field "x{20,60}…"; it has no field but "type"/);
    expect(msg(deepArray(10_000))).toMatch(/must be an object like \{"type":"pass"\}, got \[\[\[…\]\]\]/);
    expect(msg(MB).length).toBeLessThan(150);
    expect(msg(undefined)).toMatch(/got nothing/);
  });

  it('any JSON value (fast-check jsonValue), through apply and act', () => {
    const applied = stats.applied;
    fc.assert(
      fc.property(sampleIndex, batch(fc.jsonValue()), (si, inputs) => inputs.forEach((input) => both(si, input))),
      { numRuns: RUNS.json, seed: 1 },
    );
    expect(stats.applied - applied).toBe(0);
  });

  it('objects shaped like decisions: known and unknown types, any fields, any values', () => {
    const applied = stats.applied;
    fc.assert(
      fc.property(sampleIndex, batch(decisionLike), (si, inputs) => inputs.forEach((input) => both(si, input))),
      { numRuns: RUNS.decisionLike, seed: 2 },
    );
    // Only field-less decisions ({"type":"pass"} …) happen to be legal.
    console.log(`decision-shaped: ${stats.applied - applied} of ${RUNS.decisionLike * BATCH * 2} attempts were legal`);
    expect(stats.applied - applied).toBeLessThan(RUNS.decisionLike * BATCH * 2 * 0.02);
  });

  it('legal decisions with one field corrupted (engine ids to apply, client ids and keys to act)', () => {
    fc.assert(
      fc.property(sampleIndex, batch(fc.tuple(fc.nat(), corruption, fc.boolean())), (si, cases) => cases.forEach(([oi, c, tweakKey]) => {
        const sample = SAMPLES[si]!;
        stats.inputs++;
        if (sample.options.length > 0) attempt(si, corrupt(sample.options[oi % sample.options.length] as unknown as Record<string, unknown>, c), { how: 'apply' });
        const s = SAMPLES[si]!;
        const p = s.state.prompt?.player ?? 0;
        if (tweakKey && s.keys.length > 0) {
          const key = s.keys[oi % s.keys.length]!;
          const v = c.kind === 'set' ? c.value : c.kind === 'type' ? c.type : '';
          attempt(si, `${key}:${typeof v === 'string' ? v.slice(0, 40) : safeJson(v).slice(0, 40)}`, { how: 'act', player: p, stateId: s.state.decisions });
        } else if (s.clientOptions.length > 0) {
          attempt(si, corrupt(s.clientOptions[oi % s.clientOptions.length]!, c), { how: 'act', player: p, stateId: s.state.decisions });
        }
      })),
      { numRuns: RUNS.corrupted, seed: 3 },
    );
  });

  it('act: hidden cards by instance id, bad players and state ids', () => {
    const badPlayers: unknown[] = ['0', '1', 0.5, -1, 2, NaN, Infinity, null, {}, [], [0], true, 'spectator', MB, -0];
    const badIds = (s: GameState): unknown[] => [s.decisions - 1, s.decisions + 1, String(s.decisions), s.decisions + 0.5, NaN, Infinity, -Infinity, 1e300, -1, null, {}, [], [s.decisions], MB, 2 ** 53];
    fc.assert(
      fc.property(sampleIndex, batch(fc.tuple(fc.nat(), fc.nat(), fc.nat())), (si, cases) => cases.forEach(([a, b, c]) => {
        const sample = SAMPLES[si]!;
        const s = sample.state;
        const p = s.prompt?.player ?? 0;
        const option = sample.clientOptions.length ? sample.clientOptions[a % sample.clientOptions.length]! : { type: 'pass' };
        stats.inputs++;
        switch (c % 4) {
          case 0:
            attempt(si, option, { how: 'act', player: badPlayers[b % badPlayers.length], stateId: s.decisions });
            break;
          case 1:
            attempt(si, option, { how: 'act', player: p, stateId: badIds(s)[b % 15] });
            break;
          case 2:
            attempt(si, option, { how: 'act', player: 1 - p, stateId: s.decisions });
            break;
          case 3: {
            // A card the player cannot see, named by its instance id in each card field.
            if (sample.hidden.length === 0) break;
            const hidden = sample.hidden[b % sample.hidden.length]!;
            const field = 'card' in option ? 'card' : 'target';
            const input = { ...option, [field]: hidden };
            attempt(si, input, { how: 'act', player: p, stateId: s.decisions });
            if (s.prompt && canon(input) !== null) expect(() => act(s, p, input, s.decisions)).toThrow(/is no card you can see/);
            break;
          }
        }
      })),
      { numRuns: RUNS.actArgs, seed: 4 },
    );
  });

  it('act: a hidden card named by its alias where a visible card is played gets no explanation naming it', () => {
    let tried = 0;
    SAMPLES.forEach((sample, si) => {
      if (sample.state.prompt?.kind !== 'action') return;
      const { state } = sample;
      const p = state.prompt!.player;
      // Hidden cards in play first (facedown developments: what a target would be), then others.
      const hidden = [...sample.hidden].sort((a, b) => Number(state.cards[b]!.faceDown) - Number(state.cards[a]!.faceDown)).slice(0, 12);
      for (const option of sample.clientOptions.filter((o) => o.type === 'play' || o.type === 'develop').slice(0, 6)) {
        for (const id of hidden) {
          for (const input of [{ ...option, target: aliasOf(state, state.cards[id]!) }, { ...option, zone: 'quest', target: aliasOf(state, state.cards[id]!) }]) {
            stats.inputs++;
            tried++;
            attempt(si, input, { how: 'act', player: p, stateId: state.decisions });
          }
        }
      }
    });
    expect(tried).toBeGreaterThan(50);
  });

  it('10,000 inputs in all, with states reused', () => {
    console.log(`${stats.inputs} inputs, ${stats.attempts} attempts (${stats.applied} legal and applied), ${stats.serialized} serializations compared; by prompt: ${[...stats.byKind].map(([k, n]) => `${k} ${n}`).join(', ')}`);
    expect(stats.inputs).toBeGreaterThanOrEqual(10_000);
    // Generated input is essentially never legal (only a corrupted field that happens to name another legal option).
    expect(stats.applied).toBeLessThan(stats.attempts / 20);
  });
});
