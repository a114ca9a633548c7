/**
 * Runs a scenario: plays its decisions (card references resolved against the legal options),
 * checks its expectations, and reports every mismatch as a readable "path: expected X, got Y" line.
 */
import { compiledOf, defOf } from '../ruleset/registry.js';
import { applyInPlace, legalOptions } from '../protocol/decisions.js';
import { hashState } from '../state/serialize.js';
import { viewFor } from '../protocol/clientView.js';
import { isUnit as countsAsUnit, hitPoints, power, zoneHitPoints, zonePower } from '../characteristics/cards.js';
import type { Decision, GameState, PlayerId, ZoneName } from '../types.js';
import { ZONES } from '../types.js';
import { buildScenario, resolveCardId } from './buildScenario.js';
import type { DecisionEntryData } from './schema.js';
import { logLines } from '../protocol/render.js';
import { abilityOfUse } from '../abilities/context.js';

export interface ScenarioResult {
  name: string;
  source?: string;
  passed: boolean;
  failures: string[];
  state: GameState;
}

type Aliases = Map<string, number>;

/** Does card instance `id` match a reference: instance id, "@alias", catalogue id or name? */
function refMatches(state: GameState, aliases: Aliases, ref: string | number, id: number): boolean {
  if (typeof ref === 'number') return ref === id;
  if (ref.startsWith('@')) return aliases.get(ref.slice(1)) === id;
  const c = state.cards[id];
  if (!c) return false;
  try {
    return c.def === resolveCardId(ref);
  } catch {
    return false;
  }
}

function matches(state: GameState, aliases: Aliases, entry: DecisionEntryData, o: Decision): boolean {
  if (o.type !== entry.type) return false;
  const r = o as unknown as Record<string, unknown>;
  for (const f of ['card', 'target'] as const) {
    const want = entry[f];
    if (want === undefined) continue;
    const got = r[f];
    if (typeof got === 'string' || typeof want === 'string' && (ZONES as readonly string[]).includes(want)) {
      if (got !== want) return false;
    } else if (typeof got !== 'number' || !refMatches(state, aliases, want, got)) return false;
  }
  for (const f of ['zone', 'amount', 'x', 'index', 'value'] as const) if (entry[f] !== undefined && r[f] !== entry[f]) return false;
  // A play by the alternative cost is named with `alt: 1`; without it, only the play paying the normal cost matches.
  if (r.alt !== entry.alt) return false;
  if (entry.ability !== undefined && r.ability !== abilityId(state, r.card as number, entry.ability)) return false;
  if (entry.owner !== undefined && r.player !== entry.owner - 1) return false;
  return true;
}

/** An ability named by its stable id, or (older scenarios) by its index among the card's abilities. */
function abilityId(state: GameState, card: number, ability: string | number): string | undefined {
  if (typeof ability === 'string') return ability;
  const c = state.cards[card];
  return c ? compiledOf(c).abilities[ability]?.id : undefined;
}

/** The legal option a decision entry denotes, or null. */
export function findOption(state: GameState, aliases: Aliases, entry: DecisionEntryData): Decision | null {
  for (const o of legalOptions(state)) if (matches(state, aliases, entry, o)) return o;
  return null;
}

/** A literal decision for an entry expected to be illegal (references resolved to any instance). */
function literal(state: GameState, aliases: Aliases, entry: DecisionEntryData): Record<string, unknown> {
  const d: Record<string, unknown> = { type: entry.type };
  for (const f of ['card', 'target'] as const) {
    const v = entry[f];
    if (v === undefined) continue;
    if (typeof v === 'number' || (ZONES as readonly string[]).includes(v)) d[f] = v;
    else d[f] = state.cards.find((c) => refMatches(state, aliases, v, c.id))?.id ?? -1;
  }
  for (const f of ['zone', 'amount', 'x', 'alt', 'index', 'value'] as const) if (entry[f] !== undefined) d[f] = entry[f];
  if (entry.ability !== undefined) d.ability = typeof d.card === 'number' ? (abilityId(state, d.card, entry.ability) ?? String(entry.ability)) : String(entry.ability);
  if (entry.owner !== undefined) d.player = entry.owner - 1;
  return d;
}

const names = (state: GameState, ids: number[]) => ids.map((id) => defOf(state.cards[id]!).name).sort();

/** The value at an expectation path, or undefined for an unknown path (reported as such). */
export function valueAt(state: GameState, aliases: Aliases, path: string): unknown {
  const r = state.result;
  switch (path) {
    case 'winner':
      return r === null ? null : r.kind === 'win' ? r.winner + 1 : r.kind;
    case 'result':
      return r ? r.kind : null;
    case 'turn':
      return state.turn;
    case 'phase':
      return state.phase;
    case 'active':
      return state.active + 1;
    case 'prompt':
      return state.prompt ? { player: state.prompt.player + 1, kind: state.prompt.kind } : null;
    case 'prompt.kind':
      return state.prompt?.kind ?? null;
    case 'prompt.player':
      return state.prompt ? state.prompt.player + 1 : null;
    case 'chain':
      return state.chain.length;
    case 'combat.attackers':
      return state.combat ? names(state, state.combat.attackers) : [];
    case 'combat.defenders':
      return state.combat ? names(state, state.combat.defenders) : [];
    case 'combat.legend':
      return state.combat && state.combat.legend >= 0 ? defOf(state.cards[state.combat.legend]!).name : null;
    case 'revealed':
      return names(state, state.revealed);
  }
  const card = /^@([^.]+)\.(\w+)$/.exec(path);
  if (card) {
    const id = aliases.get(card[1]!);
    if (id === undefined) return `unknown alias ${card[1]}`;
    const c = state.cards[id]!;
    switch (card[2]) {
      case 'loc':
        return c.loc;
      case 'assigned':
        return c.assigned;
      case 'damage':
        return c.damage;
      case 'tokens':
        return c.tokens;
      case 'corrupt':
        return c.corrupt;
      case 'controller':
        return c.controller + 1;
      case 'power':
        return power(state, id);
      case 'hitPoints':
        return hitPoints(state, id);
      case 'questing':
        return c.questing >= 0;
      case 'faceDown':
        return c.faceDown;
      case 'dev':
        return c.dev;
    }
    return undefined;
  }
  const pl = /^p([12])\.(\w+)(?:\.(\w+))?$/.exec(path);
  if (!pl) return undefined;
  const p = (Number(pl[1]) - 1) as PlayerId;
  const ps = state.players[p];
  const key = pl[2]!;
  if ((ZONES as readonly string[]).includes(key)) {
    const zone = key as ZoneName;
    const z = ps.zones[zone];
    const inZone = z.cards.map((id) => state.cards[id]!);
    switch (pl[3]) {
      case 'damage':
        return z.damage;
      case 'burning':
        return z.burning;
      case 'units':
        return names(state, inZone.filter((c) => countsAsUnit(state, c.id)).map((c) => c.id));
      case 'supports':
        return names(state, inZone.filter((c) => !c.dev && defOf(c).type !== 'Unit').map((c) => c.id));
      case 'developments':
        return inZone.filter((c) => c.dev).length;
      case 'power':
        return zonePower(state, p, zone);
      case 'hitPoints':
        return zoneHitPoints(state, p, zone);
    }
    return undefined;
  }
  switch (key) {
    case 'resources':
      return ps.resources;
    case 'hand':
      return pl[3] === 'count' ? ps.hand.length : names(state, ps.hand);
    case 'deck':
      return ps.deck.length;
    case 'discard':
      // `order`: the pile's names bottom to top (the top card last), compared as listed.
      if (pl[3] === 'order') return ps.discard.map((id) => defOf(state.cards[id]!).name);
      return pl[3] === 'count' ? ps.discard.length : names(state, ps.discard);
    case 'zonesToWin':
      return ps.zonesToWin;
    case 'deckTop':
      // The top card of his deck as everyone sees it: its name when revealed (Lord of Change), else null.
      if (pl[3] !== undefined) return undefined;
      return viewFor(state, 'spectator').players[p].deckTop?.name ?? null;
    case 'legend':
      if (pl[3] !== undefined) return undefined;
      return ps.legend >= 0 ? defOf(state.cards[ps.legend]!).name : null;
  }
  return undefined;
}

function normalize(v: unknown): unknown {
  return Array.isArray(v) ? v.slice().sort() : v;
}

function checkExpectations(state: GameState, aliases: Aliases, expect: Record<string, unknown>, where: string, failures: string[]): void {
  for (const [path, want] of Object.entries(expect)) {
    if (path === 'log') {
      const lines = logLines(state);
      for (const text of want as string[]) if (!lines.some((l) => l.includes(text))) failures.push(`${where}log: no line contains ${JSON.stringify(text)}`);
      continue;
    }
    if (path === 'options') {
      const spec = want as { include?: DecisionEntryData[]; exclude?: DecisionEntryData[] };
      for (const e of spec.include ?? []) if (!findOption(state, aliases, e)) failures.push(`${where}options: expected a legal ${JSON.stringify(e)}`);
      for (const e of spec.exclude ?? []) if (findOption(state, aliases, e)) failures.push(`${where}options: expected no legal ${JSON.stringify(e)}`);
      continue;
    }
    const got = valueAt(state, aliases, path);
    if (got === undefined) {
      failures.push(`${where}${path}: unknown expectation path`);
      continue;
    }
    const ordered = path.endsWith('.order');
    const a = JSON.stringify(ordered ? got : normalize(got));
    const b = JSON.stringify(ordered ? want : normalize(want));
    if (a !== b) failures.push(`${where}${path}: expected ${b}, got ${a}`);
  }
}

export function runScenario(input: unknown, where = 'scenario'): ScenarioResult {
  const { state, aliases, data } = buildScenario(input, where);
  const failures: string[] = [];
  let i = 0;
  for (const step of data.decisions) {
    i++;
    if ('expect' in step) {
      checkExpectations(state, aliases, step.expect as Record<string, unknown>, `after decision ${i - 1}: `, failures);
      continue;
    }
    const entry = step as DecisionEntryData;
    const at = `decision ${i} (${entry.type})`;
    if (!state.prompt) {
      failures.push(`${at}: no decision is pending (${state.result ? 'the game is over' : 'no prompt'})`);
      break;
    }
    if (entry.player && state.prompt.player + 1 !== entry.player) {
      failures.push(`${at}: expected player ${entry.player} to decide, but the ${state.prompt.kind} prompt is player ${state.prompt.player + 1}'s`);
      break;
    }
    if (entry.illegal !== undefined) {
      const before = hashState(state);
      try {
        applyInPlace(state, literal(state, aliases, entry));
        failures.push(`${at}: expected it to be rejected (${entry.illegal}), but it was accepted`);
        break;
      } catch (e) {
        const msg = (e as Error).message;
        if (!msg.includes(entry.illegal)) failures.push(`${at}: rejected with "${msg}", expected a message containing "${entry.illegal}"`);
        if (hashState(state) !== before) failures.push(`${at}: a rejected decision changed the state`);
      }
      continue;
    }
    const option = findOption(state, aliases, entry);
    if (!option) {
      const legal = legalOptions(state).map((o) => JSON.stringify(o)).join(' ');
      failures.push(`${at}: no legal option matches; the ${state.prompt.kind} prompt of player ${state.prompt.player + 1} allows: ${legal}`);
      break;
    }
    applyInPlace(state, option);
  }
  // Final expectations checked against a Forced effect left half-resolved would pass on a state the
  // game never rests in: unless they name the pending prompt, that is a failure.
  const waiting = forcedChoiceWaiting(state);
  if (waiting && failures.length === 0 && Object.keys(data.expect).length > 0 && !('prompt' in data.expect) && !('prompt.kind' in data.expect) && !('prompt.player' in data.expect)) {
    failures.push(`decisions ran out while ${waiting} (add its decisions, or expect the prompt)`);
  }
  checkExpectations(state, aliases, data.expect, '', failures);
  return { name: data.name, ...(data.source ? { source: data.source } : {}), passed: failures.length === 0, failures, state };
}

/**
 * A Forced effect (or a mandatory "whenever" effect) in the middle of resolving, stopped at a
 * choice: the scenario's decisions ran out before it was done, so what it checks is a half-resolved
 * effect. Returns a description, or null.
 */
function forcedChoiceWaiting(state: GameState): string | null {
  if (!state.prompt || state.prompt.kind !== 'choose') return null;
  const top = state.stack[state.stack.length - 1];
  if (!top || top.t !== 'ability' || top.stage !== 'resolve') return null;
  const a = abilityOfUse(top.use);
  // A "you may" effect waiting for its player's word may rest there (declining is a decision like any other).
  if (a.kind !== 'forced' || a.optional) return null;
  const name = top.use.source >= 0 ? defOf(state.cards[top.use.source]!).name : a.def;
  return `${name}'s ${a.triggeredConstant ? 'triggered effect' : 'Forced effect'} waits for a choice of player ${state.prompt.player + 1}`;
}
