/**
 * The greedy bot in combat: a fight is estimated from the view (both sides assign lethal damage
 * to the units most worth killing; the attacker must kill every defender before the capital takes
 * any), and the zone, the attackers and the defenders are the ones whose estimate is best.
 */
import type { ClientCard, ClientOption, ZoneName } from '@invasion/engine';
import type { BotInput } from '../bot.js';
import { capitalDamageValue, cardIndex, me, opponent, toKill, unitsIn, unitValue, zoneLeft, strikes } from './board.js';

export interface FightEstimate {
  /** Damage that reaches the capital (or the legend attacked). */
  through: number;
  attackersKilled: ClientCard[];
  defendersKilled: ClientCard[];
}

/** Units `damage` kills when assigned lethal-first to the most valuable per point of damage it takes. */
export function killsWith(damage: number, targets: readonly ClientCard[]): ClientCard[] {
  const order = [...targets].sort((a, b) => unitValue(b) / toKill(b) - unitValue(a) / toKill(a));
  const killed: ClientCard[] = [];
  let left = damage;
  for (const t of order) {
    if (toKill(t) <= left) {
      killed.push(t);
      left -= toKill(t);
    }
  }
  return killed;
}

/** A legend attacks and defends with its battlefield power. */
function combatPower(c: ClientCard, defending: boolean): number {
  return c.loc === 'legend' ? (c.legendPower?.battlefield ?? c.power ?? 0) : strikes(c, defending);
}

export function estimateFight(attackers: readonly ClientCard[], defenders: readonly ClientCard[]): FightEstimate {
  const attack = attackers.reduce((n, c) => n + combatPower(c, false), 0);
  const defense = defenders.reduce((n, c) => n + combatPower(c, true), 0);
  const lethalAll = defenders.reduce((n, c) => n + toKill(c), 0);
  const defendersKilled = attack >= lethalAll ? [...defenders] : killsWith(attack, defenders);
  return { through: Math.max(0, attack - lethalAll), attackersKilled: killsWith(defense, attackers), defendersKilled };
}

const sum = (cs: readonly ClientCard[]) => cs.reduce((n, c) => n + unitValue(c), 0);

/** The subsets of `cards` (all of them when there are too many to enumerate: bigger attacks rarely lose). */
function subsets<T>(cards: readonly T[]): T[][] {
  if (cards.length > 10) return [cards.slice()];
  const out: T[][] = [];
  for (let m = 0; m < 1 << cards.length; m++) out.push(cards.filter((_, i) => m & (1 << i)));
  return out;
}

/** The attacker's gain from a fight at `zone`: capital damage toward burning, units killed, units lost. */
function attackScore(input: BotInput, zone: ZoneName, fight: FightEstimate): number {
  const foe = opponent(input.view, input.seat);
  return capitalDamageValue(foe, me(input.view, input.seat).zonesToWin, zone, fight.through) + sum(fight.defendersKilled) - sum(fight.attackersKilled);
}

function defendScore(input: BotInput, zone: ZoneName, fight: FightEstimate): number {
  const foe = opponent(input.view, input.seat);
  return -capitalDamageValue(me(input.view, input.seat), foe.zonesToWin, zone, fight.through) - sum(fight.defendersKilled) + sum(fight.attackersKilled);
}

/** Units of mine that could attack: in my battlefield, not corrupt, with power. */
function possibleAttackers(input: BotInput): ClientCard[] {
  return unitsIn(me(input.view, input.seat), 'battlefield').filter((c) => !c.corrupt && (c.power ?? 0) > 0);
}

/** The zone where attacking with the best set of attackers gains most, against every unit there defending; pass when none gains. */
export function chooseAttackZone(input: BotInput): string | null {
  const foe = opponent(input.view, input.seat);
  let best: { key: string; score: number } | null = null;
  for (const o of input.options) {
    if (o.decision.type !== 'attack' || o.decision.target !== undefined) continue;
    const zone = o.decision.zone as ZoneName;
    if (zoneLeft(foe, zone) <= 0) continue;
    const defenders = unitsIn(foe, zone).filter((c) => !c.corrupt);
    let score = -Infinity;
    for (const set of subsets(possibleAttackers(input))) if (set.length) score = Math.max(score, attackScore(input, zone, estimateFight(set, defenders)));
    if (score > 0.5 && (!best || score > best.score)) best = { key: o.key, score };
  }
  return best?.key ?? input.options.find((o) => o.key === 'pass')?.key ?? null;
}

/** The best set of attackers to add to the declared ones (the options that declare them; empty: declare no more). */
export function attackSet(input: BotInput): ClientOption[] {
  const view = input.view;
  const combat = view.combat!;
  const cards = cardIndex(view);
  const declared = combat.attackers.map((id) => cards.get(id)).filter((c): c is ClientCard => !!c);
  const candidates = optionCards(input.options, 'attacker', cards);
  const defenders = unitsIn(opponent(view, input.seat), combat.zone).filter((c) => !c.corrupt);
  let best = { set: [] as ClientCard[], score: declared.length ? attackScore(input, combat.zone, estimateFight(declared, defenders)) : 0 };
  for (const set of subsets(candidates.map((x) => x.card))) {
    if (!set.length) continue;
    const score = attackScore(input, combat.zone, estimateFight([...declared, ...set], defenders));
    if (score > best.score) best = { set, score };
  }
  return candidates.filter((x) => best.set.includes(x.card)).map((x) => x.option);
}

/** The next attacker of the best attacking set (the declared ones kept), or done. */
export function chooseAttacker(input: BotInput): string {
  return attackSet(input)[0]?.key ?? passOrFirst(input);
}

/** Done (pass) — or, while a declaration is still owed (a unit that cannot attack or defend alone stands alone), the first one offered. */
function passOrFirst(input: BotInput): string {
  return input.options.find((o) => o.decision.type === 'pass')?.key ?? input.options[0]!.key;
}

/** The best set of defenders to add to the declared ones against the declared attackers (the options that declare them). */
export function defendSet(input: BotInput): ClientOption[] {
  const view = input.view;
  const combat = view.combat!;
  const cards = cardIndex(view);
  const attackers = combat.attackers.map((id) => cards.get(id)).filter((c): c is ClientCard => !!c);
  const declared = combat.defenders.map((id) => cards.get(id)).filter((c): c is ClientCard => !!c);
  const candidates = optionCards(input.options, 'defender', cards);
  let best = { set: [] as ClientCard[], score: defendScore(input, combat.zone, estimateFight(attackers, declared)) };
  for (const set of subsets(candidates.map((x) => x.card))) {
    if (!set.length) continue;
    const score = defendScore(input, combat.zone, estimateFight(attackers, [...declared, ...set]));
    if (score > best.score + 0.01) best = { set, score };
  }
  return candidates.filter((x) => best.set.includes(x.card)).map((x) => x.option);
}

/** The next defender of the best defending set against the declared attackers, or done. */
export function chooseDefender(input: BotInput): string {
  return defendSet(input)[0]?.key ?? passOrFirst(input);
}

function optionCards(options: readonly ClientOption[], type: string, cards: Map<number, ClientCard>): { option: ClientOption; card: ClientCard }[] {
  const out: { option: ClientOption; card: ClientCard }[] = [];
  for (const o of options) {
    if (o.decision.type !== type) continue;
    const card = cards.get(o.decision.card as number);
    if (card) out.push({ option: o, card });
  }
  return out;
}

/**
 * Damage assignment, lethal first: exactly lethal damage to the most valuable unit it can kill;
 * when it can kill none, everything to the capital if it may, else onto the most valuable unit.
 * Indirect damage (assigned to one's own cards) goes where it costs least.
 */
export function chooseAssignment(input: BotInput): string {
  const cards = cardIndex(input.view);
  const options = input.options.filter((o) => o.decision.type === 'assign');
  const mine = (o: ClientOption) => typeof o.decision.target === 'number' && cards.get(o.decision.target)?.controller === input.seat;
  const amount = (o: ClientOption) => Number(o.decision.amount);
  if (options.length === 0) return input.options[0]!.key;
  if (options.every(mine) || (input.view.prompt?.kind === 'assignIndirect')) return cheapestIndirect(input, options, cards);
  let kill: { key: string; value: number; need: number } | null = null;
  for (const o of options) {
    const t = typeof o.decision.target === 'number' ? cards.get(o.decision.target) : undefined;
    if (!t || t.controller === input.seat) continue;
    const need = lethalNeed(o) ?? toKill(t);
    if (amount(o) !== need) continue;
    const value = unitValue(t);
    if (!kill || value > kill.value || (value === kill.value && need < kill.need)) kill = { key: o.key, value, need };
  }
  if (kill) return kill.key;
  const most = (os: ClientOption[]) => os.reduce((a, b) => (amount(b) > amount(a) ? b : a));
  const toZone = options.filter((o) => typeof o.decision.target === 'string');
  if (toZone.length) return most(toZone).key;
  const onUnits = options.filter((o) => typeof o.decision.target === 'number' && !mine(o));
  if (!onUnits.length) return most(options).key;
  const all = most(onUnits);
  const byValue = onUnits.filter((o) => amount(o) === amount(all)).sort((a, b) => unitValue(cards.get(b.decision.target as number)!) - unitValue(cards.get(a.decision.target as number)!));
  return byValue[0]!.key;
}

/**
 * The damage still needed to destroy an option's unit, as its label says ("3 assigned in all
 * destroys it": the engine counts Toughness, shields and modifiers the player can see); 0 when it
 * has lethal damage already, Infinity when it cannot be destroyed; null when the label says nothing.
 */
export function lethalNeed(o: ClientOption): number | null {
  if (o.label.includes('already has lethal damage assigned')) return 0;
  if (o.label.includes('cannot be destroyed by it')) return Infinity;
  const m = /\((\d+) assigned in all destroys it\)/.exec(o.label);
  return m ? Number(m[1]) : null;
}

/** Indirect damage to one's own cards: one point at a time where it costs least (a unit that survives it, a zone far from burning). */
function cheapestIndirect(input: BotInput, options: readonly ClientOption[], cards: Map<number, ClientCard>): string {
  const self = me(input.view, input.seat);
  const foe = opponent(input.view, input.seat);
  const ones = options.filter((o) => Number(o.decision.amount) === 1);
  const pool = ones.length ? ones : options;
  let best: { key: string; cost: number } | null = null;
  for (const o of pool) {
    const n = Number(o.decision.amount);
    let cost: number;
    if (typeof o.decision.target === 'string') cost = capitalDamageValue(self, foe.zonesToWin, o.decision.target as ZoneName, n);
    else {
      const c = cards.get(o.decision.target as number);
      cost = !c ? 5 : c.controller !== input.seat ? -unitValue(c) : n >= toKill(c) ? unitValue(c) : 0.3 * n;
    }
    if (!best || cost < best.cost) best = { key: o.key, cost };
  }
  return best!.key;
}
