/**
 * Compiling a card definition's abilities, attachment rule and lasting behaviours.
 */
import { CF, type CAbility, type CAttach, type CChoice, type CCost, type CLasting, type CMods, type CompiledCard, type CRules, type Op, type RCtx } from '../../ruleset/compiled.js';
import type { AbilityDef, AttachDef, CardFilter, Cost, Effect, LastingDef, Mods, RuleMods } from '../../lang/types.js';
import { EVENT_KINDS } from '../../eventKinds.js';
import { isInPlay } from '../../primitives/cards.js';
import * as C from '../../characteristics/cards.js';
import * as M from '../../effects/movement.js';
import * as D from '../../effects/damage.js';
import * as S from '../../effects/status.js';
import { Env } from './env.js';
import { compileChoice, isChoiceSpec } from './choices.js';
import { compileEffects } from './effects.js';
import { compileCardTest, compileFilter, compileOneRef, compilePlayerRel } from './refs.js';
import { compileAmount, compileCondition, compileTrigger } from './values.js';

const list = <T>(v: T | readonly T[] | undefined): readonly T[] => (v === undefined ? [] : Array.isArray(v) ? (v as readonly T[]) : [v as T]);

function emptyAbility(def: string, id: string, kind: CAbility['kind'], index: number): CAbility {
  return {
    id,
    kind,
    def,
    index,
    zone: null,
    optional: false,
    triggeredConstant: false,
    trigger: null,
    limit: null,
    condition: null,
    targets: [],
    costs: [],
    costChoices: [],
    spend: null,
    program: [],
    slots: 0,
    slotNames: new Map(),
    tacticPlay: false,
    affects: 'self',
    mods: null,
    rules: null,
    mask: 0,
    replaceOn: null,
    replaceTest: null,
    shield: null,
    lasting: -1,
    ruleSources: null,
  };
}

// ---------------------------------------------------------------- costs

function compileCosts(costs: readonly Cost[], env: Env): { costs: CCost[]; choices: CChoice[]; spend: ((ctx: RCtx) => number) | null } {
  const out: CCost[] = [];
  const choices: CChoice[] = [];
  const spends: ((ctx: RCtx) => number)[] = [];
  for (const c of costs) {
    if ('spend' in c) spends.push(env.amount(c.spend));
    else if ('sacrifice' in c || 'corrupt' in c) {
      const kind = 'sacrifice' in c ? 'sacrifice' : 'corrupt';
      const what = 'sacrifice' in c ? c.sacrifice : c.corrupt;
      if (isChoiceSpec(what)) choices.push(compileChoice(what, env, { targeting: false, cost: kind }));
      else {
        const ref = compileOneRef(what, env);
        out.push({
          label: `${kind} ${what}`,
          canPay: (ctx) => {
            const id = ref(ctx);
            if (id < 0 || !isInPlay(ctx.state.cards[id]!)) return false;
            // FAQ Sacrifice: a player sacrifices only a card he controls ("sacrifice attached unit" on an opponent's unit cannot be paid).
            if (kind === 'sacrifice') return ctx.state.cards[id]!.controller === ctx.player;
            return !ctx.state.cards[id]!.corrupt && !C.hasFlag(ctx.state, id, 'cannotBeCorrupted');
          },
          pay: (ctx) => {
            const id = ref(ctx);
            if (kind === 'sacrifice') M.sacrifice(ctx.state, id);
            else S.corrupt(ctx.state, id);
          },
        });
      }
    } else if ('discard' in c) choices.push(compileChoice({ from: 'hand', ...c.discard }, env, { targeting: false, cost: 'discard' }));
    else if ('removeTokens' in c) {
      const n = env.amount(c.removeTokens);
      const ref = compileOneRef(c.from, env);
      out.push({
        label: 'remove resource tokens',
        canPay: (ctx) => {
          const id = ref(ctx);
          return id >= 0 && isInPlay(ctx.state.cards[id]!) && ctx.state.cards[id]!.tokens >= n(ctx);
        },
        pay: (ctx) => void S.removeTokens(ctx.state, ref(ctx), n(ctx)),
      });
    } else if ('returnToHand' in c) {
      const ref = compileOneRef(c.returnToHand, env);
      out.push({
        label: 'return to hand',
        canPay: (ctx) => ref(ctx) >= 0 && isInPlay(ctx.state.cards[ref(ctx)]!),
        pay: (ctx) => M.putInPile(ctx.state, ref(ctx), 'hand'),
      });
    } else if ('fn' in c) out.push({ label: c.label, canPay: c.canPay as CCost['canPay'], pay: c.fn as CCost['pay'] });
  }
  const spend = spends.length === 0 ? null : spends.length === 1 ? spends[0]! : (ctx: RCtx) => spends.reduce((s, f) => s + f(ctx), 0);
  return { costs: out, choices, spend };
}

// ---------------------------------------------------------------- constants

function compileMods(m: Mods, env: Env): { mods: CMods; mask: number } {
  let mask = 0;
  const num = (a: Parameters<Env['amount']>[0] | undefined, bit: number) => {
    if (a === undefined) return null;
    mask |= bit;
    return env.amount(a);
  };
  const keywords: CMods['keywords'] = {};
  let anyKw = false;
  for (const [kw, a] of Object.entries(m.keywords ?? {})) {
    if (kw === 'scout' || kw === 'necromancy') continue;
    keywords[kw as 'toughness'] = env.amount(a as number);
    mask |= kw === 'toughness' ? CF.toughness : CF.keywords;
    anyKw = true;
  }
  const flag = (v: boolean | undefined, bit: number) => {
    if (v) mask |= bit;
    return v === true;
  };
  const mods: CMods = {
    power: num(m.power, CF.power),
    hitPoints: num(m.hitPoints, CF.hitPoints),
    combatDamage: num(m.combatDamage, CF.combatDamage),
    keywords: anyKw ? keywords : null,
    scout: flag(m.keywords?.scout, CF.keywords),
    necromancy: flag(m.keywords?.necromancy, CF.keywords),
    traits: m.traits ?? null,
    blank: flag(m.blank, CF.blank),
    losesActionsAndForced: flag(m.losesActionsAndForced, CF.losesActionsAndForced),
    cannotAttack: flag(m.cannotAttack, CF.cannotAttack),
    cannotDefend: flag(m.cannotDefend, CF.cannotDefend),
    mustDefend: flag(m.mustDefend, CF.mustDefend),
    damagesAllAttackers: flag(m.damagesAllAttackers, CF.damagesAllAttackers),
    mustAttack: flag(m.mustAttack, CF.mustAttack),
    losesToughness: flag(m.losesToughness, CF.losesToughness),
    cannotBeCorrupted: flag(m.cannotBeCorrupted, CF.cannotBeCorrupted),
    cannotBeRestored: flag(m.cannotBeRestored, CF.cannotBeRestored),
    cannotBeTargeted: flag(m.cannotBeTargeted, CF.cannotBeTargeted),
    cannotBeTargetedByAny: flag(m.cannotBeTargetedByAny, CF.cannotBeTargetedByAny),
    damageUncancellable: flag(m.damageUncancellable, CF.damageUncancellable),
    attackFromAnyZone: flag(m.attackFromAnyZone, CF.attackFromAnyZone),
    defendFromAnyZone: flag(m.defendFromAnyZone, CF.defendFromAnyZone),
    cannotAttackAlone: flag(m.cannotAttackAlone, CF.cannotAttackAlone),
    cannotDefendAlone: flag(m.cannotDefendAlone, CF.cannotDefendAlone),
    targetTax: m.targetTax ? { amount: env.amount(m.targetTax.amount), by: m.targetTax.by ?? 'opponent', of: m.targetTax.of ?? 'effects' } : null,
    becomesUnit: m.becomesUnit ?? null,
    losesAllPower: flag(m.losesAllPower, CF.losesAllPower),
    hitPointsCannotBeReduced: flag(m.hitPointsCannotBeReduced, CF.hitPointsCannotBeReduced),
    damageCountsDouble: flag(m.damageCountsDouble, CF.damageCountsDouble),
  };
  if (m.traits) mask |= CF.traits;
  if (m.targetTax) mask |= CF.targetTax;
  if (m.becomesUnit) mask |= CF.becomesUnit;
  return { mods, mask };
}

function compileRules(r: RuleMods, env: Env): { rules: CRules; mask: number } {
  let mask = 0;
  const bit = (v: unknown, b: number) => {
    if (v) mask |= b;
  };
  bit(r.cost, CF.cost);
  bit(r.cannotDevelopThisZone, CF.cannotDevelopThisZone);
  bit(r.extraDevelopments, CF.extraDevelopments);
  bit(r.damageUncancellable, CF.ruleUncancellable);
  bit(r.enterCorrupted, CF.enterCorrupted);
  bit(r.revealDeckTops, CF.revealDeckTops);
  bit(r.doubleDefendingCapitalDamage, CF.doubleDefendingCapitalDamage);
  bit(r.playDeckTop, CF.playDeckTop);
  bit(r.tokensAsResources, CF.tokensAsResources);
  bit(r.damageAsResources, CF.damageAsResources);
  bit(r.extraSearch, CF.extraSearch);
  bit(r.doubleDamageToUnits, CF.doubleDamageToUnits);
  bit(r.tacticDamageBonus, CF.tacticDamageBonus);
  bit(r.drawBudget, CF.drawBudget);
  bit(r.indirectDamageBonus, CF.indirectDamageBonus);
  bit(r.sacrificeSelf, CF.sacrificeSelf);
  bit(r.destroyHost, CF.destroyHost);
  const rules: CRules = {
    cost: r.cost
      ? {
          of: r.cost.of ? compileFilter(r.cost.of, env) : null,
          by: r.cost.by === 'opponent' ? 'opponent' : r.cost.by === 'any' ? 'any' : 'you',
          change: env.amount(r.cost.change),
          first: r.cost.first === 'turn',
          self: r.cost.self === true,
          minimum: r.cost.minimum ?? 0,
        }
      : null,
    damageUncancellable: r.damageUncancellable ?? null,
    enterCorrupted: r.enterCorrupted === 'self' || r.enterCorrupted === 'undeveloped' ? r.enterCorrupted : r.enterCorrupted === true,
    revealDeckTops: r.revealDeckTops === true,
    doubleDefendingCapitalDamage: r.doubleDefendingCapitalDamage === true,
    playDeckTop: r.playDeckTop === true,
    tokensAsResources: typeof r.tokensAsResources === 'object' ? compileFilter(r.tokensAsResources.for, env) : r.tokensAsResources === true,
    damageAsResources: r.damageAsResources === true,
    extraSearch: r.extraSearch ?? 0,
    doubleDamageToUnits: r.doubleDamageToUnits === true,
    playAnyTime: r.playAnyTime === true,
    playInto: r.playInto ? { developed: r.playInto.developed } : null,
    cannotDevelopThisZone: r.cannotDevelopThisZone === true,
    extraDevelopments: r.extraDevelopments ?? 0,
    drawBudget: r.drawBudget ? { player: compilePlayerRel(r.drawBudget.player, env), data: r.drawBudget.data } : null,
    tacticDamageBonus: r.tacticDamageBonus ?? 0,
    indirectDamageBonus: r.indirectDamageBonus ?? 0,
    sacrificeSelf: r.sacrificeSelf === true,
    destroyHost: r.destroyHost === true,
  };
  return { rules, mask };
}

// ---------------------------------------------------------------- one ability

function newEnv(def: string, id: string): Env {
  return new Env(def, id, compileAmount);
}

function finish(a: CAbility, env: Env, program: Op[]): CAbility {
  a.program = program;
  a.slots = env.slots;
  a.slotNames = env.slotNames;
  if (env.multiSlotNames.size > 0) a.multiSlots = new Map(env.multiSlotNames);
  return a;
}

/** Compiles one ability of `def` (a card definition id, 'capital:<id>' or 'rules'). */
export function compileAbility(d: AbilityDef, def: string, id: string, index: number): CAbility {
  const env = newEnv(def, id);
  const a = emptyAbility(def, id, d.kind, index);
  a.zone = d.zone ?? null;
  switch (d.kind) {
    case 'constant': {
      if (d.if) a.condition = compileCondition(d.if, env);
      a.affects = d.affects === undefined || d.affects === 'self' ? 'self' : d.affects === 'host' ? 'host' : compileFilter(d.affects as CardFilter, env);
      if (d.modify) {
        const m = compileMods(d.modify, env);
        a.mods = m.mods;
        a.mask |= m.mask;
      }
      if (d.rules) {
        const r = compileRules(d.rules, env);
        a.rules = r.rules;
        a.mask |= r.mask;
      }
      return finish(a, env, []);
    }
    case 'action':
    case 'forced': {
      if (d.kind === 'forced') {
        a.optional = d.optional === true;
        a.triggeredConstant = d.optional === true || d.constant === true;
      }
      if (d.when) a.trigger = compileTrigger(d.when, env);
      if (d.kind === 'action' && d.if) a.condition = compileCondition(d.if, env);
      if (d.kind === 'action' && d.canResolve) a.canResolve = compileCondition(d.canResolve, env);
      if (d.kind === 'action' && d.by === 'opponent') a.byOpponent = true;
      a.limit = d.limit ?? null;
      if (d.kind === 'action' && d.times !== undefined) {
        if (!d.limit || !Number.isInteger(d.times) || d.times < 1) throw new Error(`${a.def}: \`times\` needs a \`limit\` and a whole number of uses`);
        a.limitTimes = d.times;
      }
      a.targets = [...list(d.target), ...list(d.targets)].map((t) => compileChoice(t, env, { targeting: true }));
      const costs = compileCosts(list(d.cost), env);
      a.costs = costs.costs;
      a.costChoices = costs.choices;
      a.spend = costs.spend;
      const program: Op[] = [];
      compileEffects(d.effect, env, program);
      return finish(a, env, program);
    }
    case 'replace': {
      if (d.if) a.condition = compileCondition(d.if, env);
      a.optional = d.optional === true;
      // A healing waits for no player's answer (effects/status.ts heal): only a mandatory replacement takes it.
      if (d.on === 'heal' && a.optional) throw env.error("a replacement of healing cannot be optional");
      a.limit = d.limit ?? null;
      a.replaceOn = d.on;
      const test = compileCardTest(d.card, env);
      const piles = d.pile === undefined ? null : list(d.pile);
      a.replaceTest = (ctx, card, pile) => (piles === null || piles.includes(pile)) && test(ctx, card);
      const costs = compileCosts(list(d.cost), env);
      a.costs = costs.costs;
      a.costChoices = costs.choices;
      a.spend = costs.spend;
      const program: Op[] = [];
      compileEffects(d.instead, env, program);
      return finish(a, env, program);
    }
    case 'shield': {
      if (d.if) a.condition = compileCondition(d.if, env);
      a.limit = d.limit ?? null;
      const program: Op[] = [];
      if (d.redirect) {
        // The redirected damage: its new target (none legal: it goes where it was headed), dealt as the same kind.
        const choice = compileChoice({ ...d.redirect, min: 1, max: 1, ifNone: 'continue' }, env, { targeting: d.redirect.targeting ?? true });
        // Redirected to another target: never back to the card or section it was headed for.
        choice.notEventCard = true;
        program.push({ op: 'choose', choice });
        program.push({
          op: 'do',
          label: 'redirect',
          run: (ctx) => {
            const picked = ctx.use.picks[choice.slot]?.[0];
            const u = ctx.use;
            // No legal new target: the damage stays where it was headed, and this shield, which counted
            // those points already, does not take them again ("the first 2 damage each turn").
            const notShield = picked === undefined ? D.shieldKey(u.def, u.ability, u.source, u.player, u.lasting) : undefined;
            D.dealDamageTo(ctx.state, picked ?? u.ev.card, u.ev.amount, { combat: u.ev.combat, uncancellable: u.ev.uncancellable === true, notShield });
            return true;
          },
        });
      }
      a.shield = {
        to: d.to === 'capital' || d.to === 'capitals' ? d.to : compileCardTest(d.to, env),
        amount: d.amount !== undefined ? env.amount(d.amount) : null,
        combat: d.combat ?? null,
        redirect: d.redirect !== undefined,
        tokensPerUse: d.tokensPerUse === true,
        tokensPerPoint: d.tokensPerPoint === true,
        gainResources: d.gainResources === true,
        replacement: d.replacement === true,
        budget: d.budget ?? null,
        forced: d.forced === true,
        allBut: d.allBut ?? 0,
        perCard: d.perCard === true,
      };
      return finish(a, env, program);
    }
  }
}

/** Stable ids: the given one, else the kind (numbered from the second of a kind: 'action2'); a tactic's first action is 'play'. */
export function abilityIds(abilities: readonly AbilityDef[], tactic: boolean): string[] {
  const seen = new Map<string, number>();
  const ids = abilities.map((d, i) => {
    if (d.id) return d.id;
    if (tactic && i === 0 && d.kind === 'action') return 'play';
    const n = (seen.get(d.kind) ?? 0) + 1;
    seen.set(d.kind, n);
    return n === 1 ? d.kind : `${d.kind}${n}`;
  });
  const dup = ids.find((id, i) => ids.indexOf(id) !== i);
  if (dup) throw new Error(`ability id '${dup}' is used twice`);
  return ids;
}

// ---------------------------------------------------------------- a whole card

function byEvent(abilities: readonly CAbility[], pick: (a: CAbility) => boolean): CAbility[][] {
  const out: CAbility[][] = Array.from({ length: EVENT_KINDS }, () => []);
  for (const a of abilities) if (a.trigger && pick(a)) out[a.trigger.kind]!.push(a);
  return out;
}

/** A pseudo-ability running an attachment's or lasting behaviour's effect (no trigger, no choices made up front). */
function effectAbility(def: string, id: string, effects: Effect | readonly Effect[]): CAbility {
  const a = compileAbility({ kind: 'forced', when: { on: 'beginTurn' }, effect: effects }, def, id, -1);
  a.trigger = null;
  return a;
}

function compileAttach(at: AttachDef, def: string): CAttach {
  const env = newEnv(def, 'attach');
  const { zone: _zone, ...rest } = at.to;
  const keep = compileFilter(rest, env);
  const host = compileFilter(at.to, env);
  const enter = at.enter ? compileFilter(at.enter, env) : null;
  return {
    host: enter ? (ctx, id) => host(ctx, id) && enter(ctx, id) : host,
    keep,
    onAttach: at.onAttach ? effectAbility(def, 'attach', at.onAttach) : null,
    onDetach: at.onDetach ? effectAbility(def, 'detach', at.onDetach) : null,
  };
}

export function compileCard(id: string, abilities: readonly AbilityDef[], opts: { tactic?: boolean; attach?: AttachDef; setup?: Effect | readonly Effect[] } = {}): CompiledCard {
  const ids = abilityIds(abilities, opts.tactic === true);
  const all = abilities.map((d, i) => compileAbility(d, id, ids[i]!, i));
  if (opts.tactic && all[0]?.kind === 'action') all[0].tacticPlay = true;
  const actions = all.filter((a) => a.kind === 'action' && !a.trigger);
  const triggeredActions = all.filter((a) => a.kind === 'action' && a.trigger);
  const forced = all.filter((a) => a.kind === 'forced');
  const attach = opts.attach ? compileAttach(opts.attach, id) : null;
  const setup = opts.setup ? effectAbility(id, 'setup', opts.setup) : null;
  const byId = new Map(all.map((a) => [a.id, a] as const));
  for (const extra of [attach?.onAttach, attach?.onDetach, setup]) if (extra) byId.set(extra.id, extra);
  let eventMask = 0;
  for (const a of [...forced, ...triggeredActions]) eventMask |= 1 << a.trigger!.kind;
  const constants = all.filter((a) => a.kind === 'constant');
  return {
    id,
    abilities: all,
    byId,
    actions: [...actions, ...triggeredActions],
    triggered: byEvent(forced, (a) => !a.trigger!.outOfPlay),
    triggeredOutOfPlay: byEvent(forced, (a) => a.trigger!.outOfPlay),
    triggeredActions: byEvent(triggeredActions, () => true),
    eventMask,
    constants,
    constantMask: constants.reduce((m, a) => m | a.mask, 0),
    replacements: all.filter((a) => a.kind === 'replace'),
    shields: all.filter((a) => a.kind === 'shield'),
    attach,
    setup,
  };
}

/** A lasting behaviour a card defines: its abilities get ids '<key>/<id>'. */
export function compileLasting(def: string, key: string, l: LastingDef): CLasting {
  const ids = abilityIds(l.abilities, false);
  const abilities = l.abilities.map((d, i) => compileAbility(d, def, `${key}/${ids[i]}`, i));
  const constants = abilities.filter((a) => a.kind === 'constant');
  return {
    b: `${def}:${key}`,
    k: -1,
    def,
    abilities,
    triggered: abilities.filter((a) => (a.kind === 'forced' || a.kind === 'action') && a.trigger),
    constants,
    shields: abilities.filter((a) => a.kind === 'shield'),
    replacements: abilities.filter((a) => a.kind === 'replace'),
    mask: constants.reduce((m, a) => m | a.mask, 0),
    once: l.once === true,
    onEnd: null,
    endAbility: l.onEnd ? effectAbility(def, `${key}/end`, l.onEnd) : null,
  };
}
