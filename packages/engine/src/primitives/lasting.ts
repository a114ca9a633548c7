/**
 * Lasting effects as data: adding, finding and removing instances. What they do is defined once by
 * their behaviour (the rules' own below, or one a card defines) and read by the characteristics and
 * effects layers; their lifecycle (expiry, ends) is effects/lasting.ts.
 */
import { behaviourIndex } from '../ruleset/registry.js';
import type { Duration, GameState, LastingEffect, PlayerId } from '../types.js';

/**
 * The rules' own lasting behaviours (def 'rules'):
 * - modify: the card's characteristics change by the numbers in `data` (characteristics/modifiers.ts);
 * - control: the card is controlled by `controller` until it ends, then returns to `data.returnTo`;
 * - used: the ability `ability` of the card was used ("Limit once per turn/phase");
 * - armed: the triggered action `ability` of the card met its trigger (data: the event);
 * - fearedBlank: the card's text is blank while `source` attacks (Feared);
 * - twoZones: `controller`'s attacks may go against two of the opponent's zones this turn (flow/combat/twoZones.ts;
 *   data: the second zone planned, its legend, the attackers declared against the first);
 * - nextAttacker: the card was declared against the second zone and attacks it when that combat begins;
 * - foughtEarlier: the card took part in an earlier combat of this phase ("participated in combat this phase");
 * - extraPhase: an additional battlefield phase this turn (data.started: it has begun). It stays last:
 *   `k <= RB.extraPhase` tells the rules' own behaviours from those cards define.
 */
export const RULE_BEHAVIOURS = ['modify', 'control', 'used', 'armed', 'fearedBlank', 'twoZones', 'nextAttacker', 'foughtEarlier', 'extraPhase'] as const;
export type RuleBehaviour = (typeof RULE_BEHAVIOURS)[number];
/** Registry indexes of the rules' behaviours (installed first, in this order): hot paths compare `k`. */
export const RB = { modify: 0, control: 1, used: 2, armed: 3, fearedBlank: 4, twoZones: 5, nextAttacker: 6, foughtEarlier: 7, extraPhase: 8 } as const;

export function addEffect(
  state: GameState,
  b: string,
  fields: { source: number; controller: PlayerId; card: number; until: Duration; ability?: string; data?: Record<string, number> },
): LastingEffect {
  const e: LastingEffect = {
    n: state.nextEffect++,
    b,
    k: behaviourIndex(b),
    ability: fields.ability ?? '',
    source: fields.source,
    controller: fields.controller,
    card: fields.card,
    until: fields.until,
    data: fields.data ?? {},
  };
  state.effects.push(e);
  state.dirty = true;
  return e;
}

/** Index in state.effects of the effect of behaviour `b` on `card` about `ability`, or -1. */
export function findEffect(state: GameState, card: number, b: string, ability = ''): number {
  const fx = state.effects;
  for (let i = 0; i < fx.length; i++) {
    const e = fx[i]!;
    if (e.card === card && e.b === b && e.ability === ability) return i;
  }
  return -1;
}

export function removeEffectAt(state: GameState, i: number): LastingEffect {
  state.dirty = true;
  return state.effects.splice(i, 1)[0]!;
}

export function removeEffect(state: GameState, e: LastingEffect): void {
  const i = state.effects.indexOf(e);
  if (i >= 0) removeEffectAt(state, i);
}
