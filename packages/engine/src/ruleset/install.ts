/**
 * Installing a ruleset: the one way definitions reach the engine. Every card definition, capital
 * board and lasting behaviour is compiled once, here, in the order the ruleset lists them; the rules'
 * own behaviours come first. Nothing registers itself on import.
 */
import { compileAbility, compileCard, compileLasting } from '../abilities/compile/ability.js';
import { CompileError } from '../abilities/compile/env.js';
import type { CAbility, CLasting } from './compiled.js';
import { installed, type CapitalDef, type CardDef, type Ruleset } from './registry.js';
import { RULE_BEHAVIOURS } from '../primitives/lasting.js';
import { RULE_ABILITIES } from '../keywords/rules.js';
import type { LastingDef } from '../lang/types.js';

function ruleBehaviour(b: string, k: number): CLasting {
  return { b, k, def: 'rules', abilities: [], triggered: [], constants: [], shields: [], replacements: [], mask: 0, once: false, onEnd: null, endAbility: null };
}

function where(def: { id: string }, e: unknown): Error {
  const msg = e instanceof Error ? e.message : String(e);
  return e instanceof CompileError ? e : new Error(`card ${def.id}: ${msg}`);
}

function registerLasting(owner: string, lasting: Readonly<Record<string, LastingDef>> | undefined): void {
  for (const [key, l] of Object.entries(lasting ?? {})) {
    const b = compileLasting(owner, key, l);
    b.k = installed.behaviours.length;
    installed.behaviours.push(b);
    installed.behaviourIndex.set(b.b, b.k);
  }
}

/** Lasting behaviours are named before any ability is compiled (effects refer to them by key). */
function nameLasting(owner: string, lasting: Readonly<Record<string, LastingDef>> | undefined): void {
  for (const key of Object.keys(lasting ?? {})) installed.behaviourIndex.set(`${owner}:${key}`, -1);
}

/** The id of a card's alternative cost: a pseudo-Action with its costs and no effect, found through `byId`, never among its actions. */
export const ALTERNATIVE_COST = 'alternativeCost';

function compileCardDef(d: CardDef) {
  const compiled = compileCard(d.id, d.abilities ?? [], { tactic: d.type === 'Tactic', ...(d.attach ? { attach: d.attach } : {}) });
  // A constant's `rules.alternativeCost` (read from the card in hand): its costs compiled as that pseudo-Action.
  for (const a of d.abilities ?? []) {
    const cost = a.kind === 'constant' ? a.rules?.alternativeCost : undefined;
    if (cost) (compiled.byId as Map<string, CAbility>).set(ALTERNATIVE_COST, compileAbility({ kind: 'action', cost, effect: [] }, d.id, ALTERNATIVE_COST, -1));
  }
  return compiled;
}

function compileCapitalDef(c: CapitalDef) {
  return compileCard(`capital:${c.id}`, c.abilities ?? [], c.setup ? { setup: c.setup } : {});
}

/** Installs a ruleset, replacing whatever was installed. Throws naming the card when one does not compile. */
export function useRuleset(rs: Ruleset): void {
  installed.defs = [];
  installed.compiled = [];
  installed.indexById = new Map();
  installed.capitals = new Map();
  installed.behaviours = RULE_BEHAVIOURS.map((b, k) => ruleBehaviour(b, k));
  installed.behaviourIndex = new Map(RULE_BEHAVIOURS.map((b, k) => [b, k]));
  for (const d of rs.cards) nameLasting(d.id, d.lasting);
  for (const c of rs.capitals) nameLasting(`capital:${c.id}`, c.lasting);
  // Behaviours get their indexes first (compiling an ability checks the keys it starts exist).
  const pending: [string, Readonly<Record<string, LastingDef>> | undefined, { id: string }][] = [
    ...rs.cards.map((d) => [d.id, d.lasting, d] as [string, Readonly<Record<string, LastingDef>> | undefined, { id: string }]),
    ...rs.capitals.map((c) => [`capital:${c.id}`, c.lasting, c] as [string, Readonly<Record<string, LastingDef>> | undefined, { id: string }]),
  ];
  for (const [owner, lasting, d] of pending) {
    try {
      registerLasting(owner, lasting);
    } catch (e) {
      throw where(d, e);
    }
  }
  let mask = 0;
  for (const d of rs.cards) {
    if (installed.indexById.has(d.id)) throw new Error(`card ${d.id} is in the ruleset twice`);
    let compiled;
    try {
      compiled = compileCardDef(d);
    } catch (e) {
      throw where(d, e);
    }
    installed.indexById.set(d.id, installed.defs.length);
    installed.defs.push(d);
    installed.compiled.push(compiled);
    mask |= compiled.eventMask;
  }
  for (const c of rs.capitals) {
    try {
      installed.capitals.set(c.id, { def: c, compiled: compileCapitalDef(c) });
    } catch (e) {
      throw where(c, e);
    }
  }
  const rules = compileCard('rules', RULE_ABILITIES.map((r) => r.def));
  rules.abilities.forEach((a, i) => {
    a.ruleSources = RULE_ABILITIES[i]!.sources;
  });
  installed.rules = rules;
  installed.anyEventMask = mask;
  let constants = 0;
  for (const c of installed.compiled) constants |= c.constantMask;
  for (const c of installed.capitals.values()) constants |= c.compiled.constantMask;
  for (const b of installed.behaviours) constants |= b.mask;
  installed.anyConstantMask = constants;
}
