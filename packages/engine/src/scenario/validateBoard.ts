/**
 * Rejects boards the rules make impossible, before a scenario starts: each problem names the card
 * and where it is. Checked: card types in zones (no tactic, legend or other card type a zone cannot
 * hold; quests only in the quest zone), cards not implemented yet in play or in hand, a unique card
 * twice under one player's control in play (rules summary: Unique), two Heroes in one zone of a
 * capital (FAQ: "Limit one Hero per zone"), attached cards (in play, not on themselves, in their
 * host's zone; an attachment on a host its requirements accept), questing units (a unit in the quest
 * zone on a quest card of the same player, one per quest), cards outside play belong to their owner,
 * and a combat's attackers and defenders are in play on the right side.
 */
import { defOf, compiledOf, type CardDef } from '../ruleset/registry.js';
import { cardCtx, withConstantCache } from '../characteristics/constants.js';
import { isZone } from '../primitives/cards.js';
import type { CardState, GameState, PlayerId } from '../types.js';
import { ZONES } from '../types.js';
import { ScenarioError } from './scenarioError.js';

/** Card types a zone can hold face up. */
const ZONE_TYPES = new Set(['Unit', 'Support', 'Quest']);

/** Every problem of the board, one line each (empty when it is possible). */
export function boardProblems(state: GameState, aliases: ReadonlyMap<string, number>): string[] {
  const aliasOf = new Map<number, string>();
  for (const [a, id] of aliases) aliasOf.set(id, a);
  const label = (c: CardState) => `${defOf(c).name}${aliasOf.has(c.id) ? ` (@${aliasOf.get(c.id)})` : ''}`;
  const place = (c: CardState) => {
    if (isZone(c.loc)) return `player ${c.controller + 1}'s ${c.loc}${c.dev ? ' (as a development)' : ''}`;
    if (c.loc === 'legend') return `player ${c.controller + 1}'s legend slot`;
    return `player ${c.controller + 1}'s ${c.loc}`;
  };
  const problems: string[] = [];
  const say = (c: CardState, why: string) => problems.push(`${place(c)}: ${label(c)} ${why}`);

  for (let p = 0 as PlayerId; p <= 1; p = (p + 1) as PlayerId) {
    const pl = state.players[p];
    for (const id of pl.hand) {
      const c = state.cards[id]!;
      if (!defOf(c).implemented) say(c, 'is not implemented yet: it cannot be in a hand (a deck or discard pile is fine)');
    }
    for (const id of [...pl.hand, ...pl.deck, ...pl.discard]) {
      const c = state.cards[id]!;
      if (c.owner !== p) say(c, `belongs to player ${c.owner + 1}: a card in a hand, deck or discard pile is its owner's`);
    }
    if (pl.legend >= 0) {
      const c = state.cards[pl.legend]!;
      if (!defOf(c).implemented) say(c, 'is not implemented yet: it cannot be in play');
    }
    for (const zone of ZONES) {
      const heroes: CardState[] = [];
      for (const id of pl.zones[zone].cards) {
        const c = state.cards[id]!;
        if (c.dev) continue; // facedown: any card can be a development
        const def = defOf(c);
        if (def.type === 'Tactic') say(c, 'is a tactic: a tactic is never in play (it is played from hand and goes to the discard pile)');
        else if (def.type === 'Legend') say(c, 'is a legend: a legend is never in a zone (use the player\'s "legend" slot)');
        else if (!ZONE_TYPES.has(def.type)) say(c, `is a ${def.type.toLowerCase()} card: it cannot be in a zone`);
        else if (def.type === 'Quest' && zone !== 'quest') say(c, 'is a quest: quests are only in the quest zone');
        if (!def.implemented) say(c, 'is not implemented yet: it cannot be in play (as a development it could)');
        if (def.hero && c.attachedTo < 0) heroes.push(c);
      }
      if (heroes.length > 1) problems.push(`player ${p + 1}'s ${zone}: ${heroes.map(label).join(' and ')} are Heroes: limit one Hero per zone`);
    }
    const unique = new Map<string, CardState[]>();
    const inPlay = ZONES.flatMap((z) => pl.zones[z].cards.map((id) => state.cards[id]!)).filter((c) => !c.dev && !c.faceDown && c.controller === p);
    if (pl.legend >= 0) inPlay.push(state.cards[pl.legend]!);
    for (const c of inPlay) {
      const def: CardDef = defOf(c);
      if (!def.unique) continue;
      const list = unique.get(def.name) ?? [];
      list.push(c);
      unique.set(def.name, list);
    }
    for (const [name, list] of unique) {
      if (list.length > 1) problems.push(`player ${p + 1} controls ${list.length} copies of ${name} in play (${list.map((c) => `${label(c)} in ${place(c).replace(/^player \d's /, 'the ')}`).join(', ')}): it is unique, one copy per player`);
    }
  }

  for (const c of state.cards) {
    if (c.attachedTo >= 0) attachmentProblems(state, c, label, say);
    if (c.questing >= 0) questingProblems(state, c, label, say);
  }
  const cb = state.combat;
  if (cb) {
    // Attackers and defenders may come from other zones (cards that attack or defend from anywhere).
    for (const id of cb.attackers) {
      const c = state.cards[id]!;
      if (c.controller !== cb.attacker || !(isZone(c.loc) || c.loc === 'legend')) say(c, `is listed among the attackers, but it is not in play under the attacking player's (player ${cb.attacker + 1}) control`);
    }
    for (const id of cb.defenders) {
      const c = state.cards[id]!;
      if (c.controller !== cb.defender || !isZone(c.loc)) say(c, `is listed among the defenders, but it is not in play under the defending player's (player ${cb.defender + 1}) control`);
    }
  }
  return problems;
}

function attachmentProblems(state: GameState, c: CardState, label: (c: CardState) => string, say: (c: CardState, why: string) => void): void {
  const host = state.cards[c.attachedTo]!;
  if (host.id === c.id) return say(c, 'is attached to itself');
  if (!isZone(c.loc) || c.dev) return say(c, `is attached to ${label(host)}, but only a card in play (face up in a zone) can be attached`);
  if (host.loc !== c.loc) return say(c, `is attached to ${label(host)}, which is in the ${host.loc}: an attached card is in its host's zone, on a card in play`);
  // A card that is not an attachment may be attached by an effect (a unit attached to another card).
  const at = compiledOf(c).attach;
  if (!at) return;
  const ctx = cardCtx(state, c.id, c.controller);
  ctx.each = host.id;
  if (!withConstantCache(state, () => at.keep(ctx, host.id))) say(c, `cannot be attached to ${label(host)}: the card does not allow that host`);
}

function questingProblems(state: GameState, c: CardState, label: (c: CardState) => string, say: (c: CardState, why: string) => void): void {
  const quest = state.cards[c.questing]!;
  if (c.loc !== 'quest' || c.dev || defOf(c).type !== 'Unit') return say(c, `is questing on ${label(quest)}, but only a unit in the quest zone can quest`);
  if (quest.loc !== 'quest' || quest.dev || quest.controller !== c.controller || defOf(quest).type !== 'Quest') {
    return say(c, `is questing on ${label(quest)}, which is not a quest card in the same player's quest zone`);
  }
  const first = state.cards.find((o) => o.questing === quest.id)!;
  if (first.id !== c.id) say(c, `is questing on ${label(quest)}, which already has ${label(first)} questing on it: one unit per quest`);
}

/** Throws a ScenarioError listing every problem of the board. */
export function validateBoard(state: GameState, aliases: ReadonlyMap<string, number>, where: string): void {
  const problems = boardProblems(state, aliases);
  if (problems.length === 0) return;
  throw new ScenarioError(`${where}: impossible board:\n  ${problems.join('\n  ')}`);
}
