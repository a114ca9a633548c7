/**
 * Checks that hold "at any time": units with damage ≥ hit points are destroyed (FAQ Q&A: even a unit
 * with 0 hit points and no damage), and so are legends (rules summary: Attacking a Legend); a
 * development a player does not own is discarded and one no effect makes a unit any more loses its
 * damage and tokens; an attachment whose host no longer meets its requirements is discarded (FAQ:
 * Attachments); zones with damage ≥ their hit points burn; the game ends when a player has burned
 * enough zones or a deck is empty (rules summary: Other Rules; FAQ: both decks emptied at once is a draw).
 */
import { playerName, record, section, seen } from '../log.js';
import { compiledOf, defOf } from '../ruleset/registry.js';
import type { GameState, PlayerId, ZoneName } from '../types.js';
import { activeConstants, cardCtx, mayHaveConstant, withConstantCache } from '../characteristics/constants.js';
import { CF } from '../ruleset/compiled.js';
import { RB } from '../primitives/lasting.js';
import { isInPlay, leaveCombat } from '../primitives/cards.js';
import { burningZones, damageCounted, hitPoints, isUnit, zoneHitPoints } from '../characteristics/cards.js';
import { destroyTogether, leavePlay, sacrifice } from '../effects/movement.js';

const ZONE_LIST: readonly ZoneName[] = ['kingdom', 'quest', 'battlefield'];

export function stateChecks(state: GameState): void {
  if (state.result) return;
  if (state.dirty && state.phase !== 'setup') {
    state.dirty = false;
    destroyLethallyDamaged(state);
    sacrificeWhileConditionHolds(state);
    destroyHostsWhileConditionHolds(state);
    checkDevelopments(state);
    checkAttachments(state);
    burnZones(state);
  }
  checkGameEnd(state);
}

function destroyLethallyDamaged(state: GameState): void {
  const doomed = withConstantCache(state, () => lethallyDamaged(state));
  // Destroyed simultaneously (FAQ: Leaves Play): replacements see all of them still in play.
  if (doomed) destroyTogether(state, doomed);
}

/** "If <condition>, sacrifice it" (a constant's `sacrificeSelf`): each card whose such constant is active is sacrificed by its controller. */
function sacrificeWhileConditionHolds(state: GameState): void {
  if (!mayHaveConstant(state, CF.sacrificeSelf)) return;
  const doomed = withConstantCache(state, () => {
    const out: number[] = [];
    for (const { a, ctx } of activeConstants(state, CF.sacrificeSelf)) if (a.rules?.sacrificeSelf && ctx.self >= 0 && !out.includes(ctx.self)) out.push(ctx.self);
    return out;
  });
  for (const id of doomed) sacrifice(state, id);
}

/**
 * "If attached unit is <condition>, destroy that unit" (a constant's `destroyHost`): each card in play
 * that an attachment with such an active constant is attached to is destroyed, all of them together.
 */
function destroyHostsWhileConditionHolds(state: GameState): void {
  if (!mayHaveConstant(state, CF.destroyHost)) return;
  const doomed = withConstantCache(state, () => {
    const out: number[] = [];
    for (const { a, ctx } of activeConstants(state, CF.destroyHost)) {
      if (!a.rules?.destroyHost || ctx.self < 0) continue;
      const host = state.cards[ctx.self]!.attachedTo;
      if (host >= 0 && isInPlay(state.cards[host]!) && !out.includes(host)) out.push(host);
    }
    return out;
  });
  if (doomed.length > 0) destroyTogether(state, doomed);
}

/** Whether anything in play or lasting may change hit points or make a development a unit. */
function hitPointsMayChange(state: GameState): boolean {
  for (const e of state.effects) if (e.k === RB.modify && (e.data.hitPoints !== undefined || e.data.unitPower !== undefined)) return true;
  return mayHaveConstant(state, CF.hitPoints | CF.becomesUnit);
}

/** Units (and legends) whose damage reaches their hit points — read only, in a cached stretch. */
function lethallyDamaged(state: GameState): number[] | null {
  let doomed: number[] | null = null;
  const hpEffects = hitPointsMayChange(state);
  for (let p = 0; p < 2; p++) {
    const zones = state.players[p]!.zones;
    for (let z = 0; z < 3; z++) {
      const cards = zones[ZONE_LIST[z]!].cards;
      for (let i = 0; i < cards.length; i++) {
        const c = state.cards[cards[i]!]!;
        // Fast path: an undamaged unit with printed hit points and no hit point effects around cannot die.
        if (c.damage === 0 && !hpEffects && (c.dev || c.faceDown || defOf(c).hitPoints > 0)) continue;
        if (isUnit(state, c.id) && damageCounted(state, c.id) >= hitPoints(state, c.id)) (doomed ??= []).push(c.id);
      }
    }
    const legend = state.players[p]!.legend;
    if (legend >= 0 && state.cards[legend]!.damage >= hitPoints(state, legend)) (doomed ??= []).push(legend);
  }
  return doomed;
}

/**
 * Developments (FAQ: Developments). A player controls a card as a development only if he owns it:
 * one that would be another player's is discarded. A development no effect makes a unit any more is
 * only a development again: like a card that becomes a development, it loses its damage and resource
 * tokens, and it stops taking part in a combat.
 */
function checkDevelopments(state: GameState): void {
  let misplaced: number[] | null = null;
  for (let p = 0; p < 2; p++) {
    const zones = state.players[p]!.zones;
    for (let z = 0; z < 3; z++) {
      for (const id of zones[ZONE_LIST[z]!].cards) {
        const c = state.cards[id]!;
        if (!c.dev) {
          // A support card an effect made a unit is only a support again: its damage goes (its tokens stay).
          if ((c.damage > 0 || c.assigned > 0) && !c.faceDown && c.attachedTo < 0 && defOf(c).type === 'Support' && !isUnit(state, c.id)) {
            c.damage = 0;
            c.assigned = 0;
          }
          continue;
        }
        if (c.owner !== p || c.controller !== p) (misplaced ??= []).push(c.id);
        if ((c.damage === 0 && c.tokens === 0 && c.assigned === 0) || isUnit(state, c.id)) continue;
        c.damage = 0;
        c.tokens = 0;
        c.assigned = 0;
      }
    }
  }
  if (misplaced) {
    for (const id of misplaced) {
      if (state.log) record(state, { type: 'ruleDiscard', card: seen(state, id), reason: 'notControlledDevelopment', detail: '' });
      leavePlay(state, id, 'discard');
    }
  }
  const cb = state.combat;
  if (cb === null) return;
  for (const id of [...cb.attackers, ...cb.defenders]) if (!isUnit(state, id) && (state.cards[id]!.dev || defOf(state.cards[id]!).type === 'Support')) leaveCombat(state, id);
}

/** Attachments whose continuous requirements fail are discarded. */
function checkAttachments(state: GameState): void {
  let failing: number[] | null = null;
  for (let p = 0; p < 2; p++) {
    const zones = state.players[p]!.zones;
    for (const list of [zones.kingdom.cards, zones.quest.cards, zones.battlefield.cards]) {
      for (const id of list) {
        const c = state.cards[id]!;
        if (c.attachedTo < 0 || c.dev || c.faceDown) continue;
        const at = compiledOf(c).attach;
        if (!at) {
          // A unit card that attached itself to a unit (Vigilant Elector, Spirit Host) is an Attachment
          // on that unit: it goes when its host is no unit any more (it attached itself elsewhere).
          if (defOf(c).type === 'Unit' && !isUnit(state, c.attachedTo)) (failing ??= []).push(id);
          continue;
        }
        const ctx = cardCtx(state, id, c.controller);
        ctx.each = c.attachedTo;
        if (!at.keep(ctx, c.attachedTo)) (failing ??= []).push(id);
      }
    }
  }
  if (failing === null) return;
  for (const id of failing) {
    if (state.cards[id]!.attachedTo < 0) continue; // already gone with its host
    if (state.log) record(state, { type: 'ruleDiscard', card: seen(state, id), reason: 'requirements', detail: '' });
    leavePlay(state, id, 'discard');
  }
}

function burnZones(state: GameState): void {
  for (let p = 0 as PlayerId; p <= 1; p = (p + 1) as PlayerId) {
    const zones = state.players[p].zones;
    for (const z of ZONE_LIST) {
      const zs = zones[z];
      if (zs.damage > 0 && !zs.burning && zs.damage >= zoneHitPoints(state, p, z)) {
        zs.burning = true;
        zs.damage = 0; // damage tokens are replaced by a burn token
        if (state.log) record(state, { type: 'zoneBurned', section: section(p, z) });
      }
    }
  }
}

export function checkGameEnd(state: GameState): void {
  if (state.result) return;
  const empty0 = state.players[0].deck.length === 0;
  const empty1 = state.players[1].deck.length === 0;
  if (empty0 && empty1) return end(state, { kind: 'draw', reason: 'both decks are empty' });
  if (empty0) return end(state, { kind: 'win', winner: 1, reason: `${playerName(0)}'s deck is empty` });
  if (empty1) return end(state, { kind: 'win', winner: 0, reason: `${playerName(1)}'s deck is empty` });
  for (const p of [0, 1] as const) {
    const opp = (1 - p) as PlayerId;
    if (burningZones(state, opp) >= state.players[p].zonesToWin) {
      return end(state, { kind: 'win', winner: p, reason: `${playerName(p)} burned ${state.players[p].zonesToWin} zones` });
    }
  }
}

function end(state: GameState, result: NonNullable<GameState['result']>): void {
  state.result = result;
  state.phase = 'over';
  state.prompt = null;
  if (state.log) record(state, { type: 'gameOver', result });
}

export function endByTurnCap(state: GameState): void {
  end(state, { kind: 'turnCap', turns: state.turn });
}
