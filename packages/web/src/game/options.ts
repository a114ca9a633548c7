/**
 * The player's options arranged for clicking: by card (the card lights up; clicking it acts, or
 * shows its choices when it has several), by zone (attacking a zone, a zone as target), and the
 * rest as buttons. Options about a card the board does not show (in a discard pile, a deck's top)
 * stay buttons, so every option is always reachable.
 */
import type { ClientCard, ClientOption, ClientView, PlayerId, ZoneName } from '@invasion/engine';

export interface Arranged {
  byCard: Map<number, ClientOption[]>;
  /** Options about a zone of a player: `${player}:${zone}`. */
  byZone: Map<string, ClientOption[]>;
  /** Options for the action bar: pass, done, keep, effects to order, cards not on the board. */
  buttons: ClientOption[];
  pass: ClientOption | null;
}

export const ZONE_NAMES: ZoneName[] = ['kingdom', 'quest', 'battlefield'];

/** Every card drawn on the board or in the hand, by id. */
export function shownCards(view: ClientView): Map<number, ClientCard> {
  const out = new Map<number, ClientCard>();
  const add = (c: ClientCard | null) => c && out.set(c.id, c);
  for (const p of view.players) {
    for (const z of ZONE_NAMES) p.zones[z].cards.forEach(add);
    add(p.legend);
    p.legendAttachments.forEach(add);
    p.hand?.forEach(add);
    add(p.deckTop);
  }
  view.chain.forEach((l) => add(l.card));
  view.revealed.forEach(add);
  return out;
}

/** Every card the view names (the board, hands, discard piles), by id: for names and previews. */
export function allCards(view: ClientView): Map<number, ClientCard> {
  const out = shownCards(view);
  for (const p of view.players) p.discard.forEach((c) => out.set(c.id, c));
  return out;
}

/** Whose capital a zone option is about: an attack is on the defender's, an assignment on the damaged player's. */
function zoneOwner(view: ClientView, o: ClientOption, me: PlayerId): PlayerId {
  const d = o.decision;
  if (typeof d.player === 'number') return d.player as PlayerId;
  if (d.type === 'attack') return view.combat?.defender ?? (view.active === 0 ? 1 : 0);
  if (d.type === 'assign' && view.prompt?.kind === 'assignDamage' && view.combat) return view.combat.defender;
  return me;
}

export function arrange(view: ClientView): Arranged {
  const shown = shownCards(view);
  const me = (view.viewer === 'spectator' ? 0 : view.viewer) as PlayerId;
  const byCard = new Map<number, ClientOption[]>();
  const byZone = new Map<string, ClientOption[]>();
  const buttons: ClientOption[] = [];
  let pass: ClientOption | null = null;
  for (const o of view.options) {
    if (o.decision.type === 'pass') pass = o;
    const zone = typeof o.decision.target === 'string' ? o.decision.target : o.decision.type === 'attack' && o.decision.target === undefined ? o.decision.zone : undefined;
    if (o.card !== null && shown.has(o.card)) {
      byCard.set(o.card, [...(byCard.get(o.card) ?? []), o]);
      continue;
    }
    if (typeof zone === 'string' && o.card === null) {
      const k = `${zoneOwner(view, o, me)}:${zone}`;
      byZone.set(k, [...(byZone.get(k) ?? []), o]);
    }
    buttons.push(o);
  }
  return { byCard, byZone, buttons, pass };
}
