/** Checks that must hold in every reachable game state. Each returns a list of violations. */
import { ALIAS_BASE, canSee, viewFor, type ClientCard, type GameState, type Viewer } from '@invasion/engine';

const PILES = ['deck', 'hand', 'discard'] as const;
const ZONES = ['kingdom', 'quest', 'battlefield'] as const;

/** Every card is in exactly one place, and that place agrees with the card's `loc`. */
export function conservation(state: GameState): string[] {
  const seen = new Map<number, string>();
  const bad: string[] = [];
  const put = (id: number, where: string, loc: string) => {
    if (seen.has(id)) bad.push(`card #${id} is in ${seen.get(id)} and ${where}`);
    seen.set(id, where);
    const c = state.cards[id];
    if (!c) bad.push(`unknown card #${id} in ${where}`);
    else if (c.loc !== loc) bad.push(`card #${id} is listed in ${where} but its loc is ${c.loc}`);
  };
  for (const p of state.players) {
    for (const pile of PILES) for (const id of p[pile]) put(id, `P${p.id + 1} ${pile}`, pile);
    for (const z of ZONES) for (const id of p.zones[z].cards) put(id, `P${p.id + 1} ${z}`, z);
    if (p.legend >= 0) put(p.legend, `P${p.id + 1} legend`, 'legend');
    for (const id of p.legendAttachments) put(id, `P${p.id + 1} legend attachments`, 'legend');
  }
  // Played cards (units, developments, tactics) sit on the chain; an ability's link only refers to its source.
  const onChain = new Set<number>();
  for (const l of state.chain) {
    const isPlayedCard = l.kind !== 'ability' || state.cards[l.card]?.loc === 'chain';
    if (isPlayedCard && !onChain.has(l.card)) {
      onChain.add(l.card);
      put(l.card, 'the chain', 'chain');
    }
  }
  // A tactic whose link already left the chain is still resolving (its ability step is on the stack).
  for (const st of state.stack) if (st.t === 'ability' && state.cards[st.use.source]?.loc === 'chain' && !onChain.has(st.use.source)) {
    onChain.add(st.use.source);
    put(st.use.source, 'the chain (resolving)', 'chain');
  }
  for (const c of state.cards) if (!seen.has(c.id)) bad.push(`card #${c.id} (loc ${c.loc}) is nowhere`);
  for (const p of state.players) for (const pile of PILES) for (const id of p[pile]) if (state.cards[id]!.owner !== p.id) bad.push(`card #${id} is in a pile of a player who does not own it`);
  return bad;
}

export function noNegativeCounters(state: GameState): string[] {
  const bad: string[] = [];
  for (const p of state.players) {
    if (p.resources < 0) bad.push(`P${p.id + 1} has ${p.resources} resources`);
    for (const z of ZONES) if (p.zones[z].damage < 0) bad.push(`P${p.id + 1} ${z} damage ${p.zones[z].damage}`);
  }
  for (const c of state.cards) {
    if (c.damage < 0 || c.tokens < 0 || c.assigned < 0) bad.push(`card #${c.id} has a negative counter`);
  }
  return bad;
}

/** No view shows a card identity its viewer may not know, nor the instance id of a card hidden from him. */
export function viewsHideSecrets(state: GameState): string[] {
  const bad: string[] = [];
  for (const viewer of [0, 1, 'spectator'] as Viewer[]) {
    const v = viewFor(state, viewer);
    const check = (cv: ClientCard, where: string) => {
      if (cv.id >= ALIAS_BASE) {
        if (cv.def !== undefined || cv.name !== undefined) bad.push(`${String(viewer)} sees what hidden card ${cv.id} in ${where} is`);
      } else if (!canSee(state.cards[cv.id]!, viewer, state)) bad.push(`${String(viewer)} gets hidden card #${cv.id} in ${where} under its instance id`);
    };
    for (const p of v.players) {
      if (p.hand && viewer !== p.id) bad.push(`${String(viewer)} sees P${p.id + 1}'s hand`);
      for (const cv of p.hand ?? []) check(cv, 'hand');
      for (const z of ZONES) for (const cv of p.zones[z].cards) check(cv, z);
      for (const cv of p.discard) check(cv, 'discard');
      for (const cv of p.legendAttachments) check(cv, 'legend attachments');
      if (p.deckTop) check(p.deckTop, 'deck top');
    }
    for (const l of v.chain) check(l.card, 'chain');
    const text = JSON.stringify(v);
    if (text.includes('"rng"') || text.includes('"deck":[')) bad.push(`${String(viewer)}'s view contains the PRNG or a deck list`);
  }
  return bad;
}
