/**
 * Attachments (FAQ: Attachments): played in the capital phase onto a legal host (any player's card
 * unless the card says yours); the player who played it controls it and gets its loyalty symbols.
 * Zone requirements count only on entry; other requirements hold continuously or the attachment is
 * discarded. It leaves play with its host (to its owner's discard pile) and moves with it; control
 * of the host may change, the attachment's does not.
 */
import { defOf } from '../registry.js';
import { log, nameOf } from '../log.js';
import { isZone } from '../rules/queries.js';
import { leavePlay, putInPile } from '../rules/cardMovement.js';
import { emit, EV } from '../timing/events.js';
import { sourceCtx } from '../abilities/constants.js';
import { cardsInPlay, ctxOf } from '../abilities/choices.js';
import type { GameState, PlayerId, ZoneName } from '../types.js';
import { newUse } from '../abilities/use.js';

export function isAttachmentCard(state: GameState, id: number): boolean {
  return defOf(state.cards[id]!).attach !== undefined;
}

/**
 * Legal hosts for an attachment `card` that `p` is about to play: cards in a zone its rule accepts
 * ("attach to a target unit" accepts a development an effect made a unit — FAQ: Developments, Soul
 * Stealer on such a unit —, "... or development" accepts any development).
 */
export function attachHosts(state: GameState, p: PlayerId, card: number): number[] {
  const rule = defOf(state.cards[card]!).attach!;
  const ctx = ctxOf(state, newUse(card, -1, p));
  return cardsInPlay(state).filter((id) => {
    const h = state.cards[id]!;
    return id !== card && isZone(h.loc) && rule.host(ctx, id);
  });
}

export function whyCannotAttach(state: GameState, p: PlayerId, card: number, zone: ZoneName, host: number): string | null {
  const name = defOf(state.cards[card]!).name;
  if (host < 0) return `${name} is an attachment: name the card to attach it to (target)`;
  if (!attachHosts(state, p, card).includes(host)) return `${name} cannot be attached to #${host}`;
  if (state.cards[host]!.loc !== zone) return `${name} goes into its host's zone (${state.cards[host]!.loc})`;
  return null;
}

/** The played attachment's link resolves: attach it, or discard it when its host is no longer legal. */
export function resolveAttachment(state: GameState, card: number, p: PlayerId, host: number): void {
  const h = state.cards[host]!;
  const c = state.cards[card]!;
  if (!isZone(h.loc) || !attachHosts(state, p, card).includes(host)) {
    if (state.log) log(state, `${nameOf(state, card)} has no legal host any more and is discarded`);
    putInPile(state, card, 'discard');
    return;
  }
  c.controller = p;
  c.loc = h.loc;
  c.attachedTo = host;
  state.players[h.controller].zones[h.loc].cards.push(card);
  state.dirty = true;
  if (state.log) log(state, `${nameOf(state, card)} is attached to ${nameOf(state, host)}`);
  defOf(c).attach!.onAttach?.(sourceCtx(state, card, -1), host);
  emit(state, EV.enteredPlay, card, p, 0, h.loc);
}

/** State check: attachments whose continuous requirement fails are discarded. */
export function checkAttachments(state: GameState): void {
  let failing: number[] | null = null;
  for (let p = 0; p < 2; p++) {
    const zones = state.players[p]!.zones;
    for (const list of [zones.kingdom.cards, zones.quest.cards, zones.battlefield.cards]) {
      for (let i = 0; i < list.length; i++) {
        const c = state.cards[list[i]!]!;
        if (c.attachedTo < 0 || c.dev) continue;
        const keep = defOf(c).attach?.keep;
        if (keep && !keep(sourceCtx(state, c.id, -1), c.attachedTo)) (failing ??= []).push(c.id);
      }
    }
  }
  if (failing === null) return;
  for (const id of failing) {
    if (state.cards[id]!.attachedTo < 0) continue; // already gone with its host
    if (state.log) log(state, `${nameOf(state, id)} no longer meets its requirement and is discarded`);
    leavePlay(state, id, 'discard');
  }
}
