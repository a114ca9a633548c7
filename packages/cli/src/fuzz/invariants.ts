/**
 * State invariants that must hold after every decision (types.ts, rules/cardMovement.ts): every card
 * in exactly one place, out-of-play cards are new cards, attachments and questing units point at
 * cards that are where they must be, combat refers to units in play, no negative counters, and a
 * game that is not over waits on a prompt with at least one legal option; no tactic is played from a
 * discard pile.
 *
 * Written against the state's documented shape only (no engine helpers beyond the registry and
 * `legalOptions`), so an engine bug cannot hide itself by breaking a helper the check relies on.
 */
import { asIfInHandMark, defIndex, hasCardDef, cardDef, legalOptions, type CardState, type GameState, type PlayerId, type ZoneName, compiledOf } from '@invasion/engine';
import { label, problem, type Problem } from './problems.js';

const PILES = ['deck', 'hand', 'discard'] as const;
const ZONES: readonly ZoneName[] = ['kingdom', 'quest', 'battlefield'];
const isZone = (loc: string): loc is ZoneName => loc === 'kingdom' || loc === 'quest' || loc === 'battlefield';
const inPlay = (c: CardState): boolean => isZone(c.loc) || c.loc === 'legend';
const P = (p: number) => `P${p + 1}`;

const bad = (key: string, message: string): Problem => problem('invariant', 'conservation', key, message);

/** "Fellblade#26 (experience on Balthasar Gelt#41)": a card, and its host when it is attached. */
function described(state: GameState, id: number): string {
  const c = state.cards[id];
  if (!c || c.attachedTo < 0) return label(state, id);
  return `${label(state, id)} (${c.faceDown ? 'experience' : 'attachment'} on ${label(state, c.attachedTo)})`;
}

/** Every card is in exactly one place, and that place agrees with the card's `loc`. */
export function conservation(state: GameState): Problem[] {
  const out: Problem[] = [];
  const where = new Map<number, string>();
  const put = (id: number, place: string, loc: string) => {
    const c = state.cards[id];
    if (!c) {
      out.push(bad(`unknown card id in ${loc}`, `unknown card #${id} listed in ${place}`));
      return;
    }
    const before = where.get(id);
    if (before !== undefined) out.push(bad('card listed in two places', `${described(state, id)} is listed in ${before} and in ${place}`));
    else where.set(id, place);
    if (c.loc !== loc) out.push(bad(`card listed in a ${loc} list has another loc`, `${described(state, id)} is listed in ${place} but its loc is '${c.loc}'`));
  };
  for (const p of state.players) {
    for (const pile of PILES) for (const id of p[pile]) put(id, `${P(p.id)}'s ${pile}`, pile);
    for (const z of ZONES) for (const id of p.zones[z].cards) put(id, `${P(p.id)}'s ${z}`, z);
    if (p.legend >= 0) put(p.legend, `${P(p.id)}'s legend slot`, 'legend');
    for (const id of p.legendAttachments) put(id, `${P(p.id)}'s legend attachments`, 'legend');
  }
  // A played card sits on the chain in its link; an ability's link only names its (in-play) source.
  // A tactic whose link has left the chain may still be resolving (its ability step is on the stack).
  const onChain = new Set<number>();
  for (const l of state.chain) if (state.cards[l.card]?.loc === 'chain' || l.kind !== 'ability') onChain.add(l.card);
  for (const st of state.stack) if (st.t === 'ability' && state.cards[st.use.source]?.loc === 'chain') onChain.add(st.use.source);
  for (const id of onChain) put(id, 'the chain', 'chain');
  for (const c of state.cards) {
    if (where.has(c.id) || c.loc === 'removed') continue;
    if (c.loc === 'chain') out.push(bad('card on the chain in no chain link', `${label(state, c.id)} has loc 'chain' but no chain link or resolving ability refers to it`));
    else out.push(bad(`card with loc ${c.loc} is in no list`, `${label(state, c.id)} has loc '${c.loc}' but is in no list`));
  }
  for (const p of state.players) {
    for (const pile of PILES) {
      for (const id of p[pile]) {
        const c = state.cards[id];
        if (c && c.owner !== p.id) out.push(bad(`card in another player's ${pile}`, `${label(state, id)} (owner ${P(c.owner)}) is in ${P(p.id)}'s ${pile}`));
      }
    }
  }
  return out;
}

/** FAQ Out of Play: a card out of play is a new card — no damage, tokens, corruption, attachment, questing. */
export function outOfPlayClean(state: GameState): Problem[] {
  const out: Problem[] = [];
  for (const c of state.cards) {
    if (c.loc !== 'deck' && c.loc !== 'hand' && c.loc !== 'discard') continue;
    const leftovers: string[] = [];
    if (c.damage !== 0) leftovers.push(`damage ${c.damage}`);
    if (c.tokens !== 0) leftovers.push(`tokens ${c.tokens}`);
    if (c.assigned !== 0) leftovers.push(`assigned damage ${c.assigned}`);
    if (c.corrupt) leftovers.push('corrupted');
    if (c.attachedTo !== -1) leftovers.push(`attached to #${c.attachedTo}`);
    if (c.questing !== -1) leftovers.push(`questing on #${c.questing}`);
    if (c.dev) leftovers.push('development');
    if (c.faceDown) leftovers.push('facedown');
    if (c.controller !== c.owner) leftovers.push(`controlled by ${P(c.controller)}`);
    for (const what of leftovers) {
      const field = what.replace(/ .*$/, '');
      out.push(problem('invariant', 'out-of-play', `card in a ${c.loc} keeps ${field}`, `${label(state, c.id)} in ${P(c.owner)}'s ${c.loc} keeps in-play state: ${what}`));
    }
  }
  return out;
}

/** Attachments sit with their host; zone lists hold their controller's cards; questing units and quests match. */
export function placement(state: GameState): Problem[] {
  const out: Problem[] = [];
  const add = (key: string, message: string) => out.push(problem('invariant', 'placement', key, message));
  const holder = new Map<number, PlayerId>(); // whose zone list holds each card in a zone
  for (const p of state.players) for (const z of ZONES) for (const id of p.zones[z].cards) holder.set(id, p.id);
  for (const c of state.cards) {
    if (!isZone(c.loc)) continue;
    const h = holder.get(c.id);
    if (c.attachedTo < 0) {
      if (h !== undefined && h !== c.controller) add('card in the zone of a player who does not control it', `${label(state, c.id)} (controller ${P(c.controller)}) is in ${P(h)}'s ${c.loc}`);
      if (c.faceDown && !c.dev) add('facedown card in play is neither a development nor attached', `${label(state, c.id)} is facedown in ${c.loc} but is not a development or an attachment`);
    }
  }
  for (const c of state.cards) {
    if (c.attachedTo < 0) continue;
    const host = state.cards[c.attachedTo];
    const what = c.faceDown ? 'experience' : 'attachment';
    if (c.loc === 'legend') {
      // Attached to a legend: it sits with the legend, in its player's legend attachments.
      const owner = state.players.find((p) => p.legendAttachments.includes(c.id));
      if (!host || host.loc !== 'legend' || !owner || owner.legend !== host.id) add(`${what} on a legend that is not its player's legend`, `${label(state, c.id)} is attached to #${c.attachedTo}`);
      continue;
    }
    if (!isZone(c.loc)) continue; // out-of-play leftovers are reported by outOfPlayClean
    if (!host || host.id === c.id) {
      add(`${what} attached to no card`, `${label(state, c.id)} is attached to #${c.attachedTo}`);
    } else if (!inPlay(host)) {
      add(`${what} attached to a card out of play`, `${label(state, c.id)} in ${c.loc} is attached to ${label(state, host.id)}, whose loc is '${host.loc}'`);
    } else if (isZone(host.loc)) {
      if (host.loc !== c.loc) add(`${what} in another zone than its host`, `${label(state, c.id)} is in ${c.loc}, its host ${label(state, host.id)} in ${host.loc}`);
      else if (holder.get(c.id) !== holder.get(host.id)) add(`${what} in another player's zone than its host`, `${label(state, c.id)} and its host ${label(state, host.id)} are in different players' ${c.loc}`);
    }
  }
  const questers = new Map<number, number>();
  for (const c of state.cards) {
    if (c.questing < 0) continue;
    const q = state.cards[c.questing];
    if (!inPlay(c)) continue; // reported by outOfPlayClean
    if (c.loc !== 'quest') add('questing unit outside the quest zone', `${label(state, c.id)} in ${c.loc} is questing on #${c.questing}`);
    if (!q || q.loc !== 'quest' || q.dev || q.faceDown || !hasCardDef(q.def) || cardDef(q.def).type !== 'Quest') {
      add('unit questing on something that is not a quest in play', `${label(state, c.id)} is questing on ${q ? `${label(state, q.id)} (loc ${q.loc})` : `#${c.questing}`}`);
    } else if (q.controller !== c.controller) {
      add("unit questing on another player's quest", `${label(state, c.id)} (${P(c.controller)}) is questing on ${label(state, q.id)} (${P(q.controller)})`);
    }
    const other = questers.get(c.questing);
    if (other !== undefined) add('two units questing on one quest', `${label(state, other)} and ${label(state, c.id)} are both questing on #${c.questing}`);
    questers.set(c.questing, c.id);
  }
  for (const p of state.players) {
    if (p.legend < 0) continue;
    const l = state.cards[p.legend];
    if (l && l.controller !== p.id) add("legend in another player's slot", `${label(state, l.id)} (controller ${P(l.controller)}) is in ${P(p.id)}'s legend slot`);
  }
  const cb = state.combat;
  if (cb) {
    for (const [role, ids, side] of [['attacker', cb.attackers, cb.attacker], ['defender', cb.defenders, cb.defender]] as const) {
      const seen = new Set<number>();
      for (const id of ids) {
        const c = state.cards[id];
        if (seen.has(id)) add(`${role} listed twice`, `${label(state, id)} is listed twice as ${role}`);
        seen.add(id);
        // A legend attacks as if it were a unit in the battlefield (rules summary: Legends).
        if (!c || !inPlay(c)) add(`${role} not in play`, `${label(state, id)} is an ${role} but its loc is '${c?.loc}'`);
        else if (c.controller !== side) add(`${role} controlled by the other player`, `${label(state, id)} is an ${role} of ${P(side)} but controlled by ${P(c.controller)}`);
      }
    }
  }
  return out;
}

/** No negative counters; instance ids and registry indexes agree; the game waits on a prompt with options. */
export function consistency(state: GameState): Problem[] {
  const out: Problem[] = [];
  const add = (key: string, message: string) => out.push(problem('invariant', 'consistency', key, message));
  for (const p of state.players) {
    if (p.resources < 0) add('negative resources', `${P(p.id)} has ${p.resources} resources`);
    for (const z of ZONES) if (p.zones[z].damage < 0) add('negative zone damage', `${P(p.id)}'s ${z} has ${p.zones[z].damage} damage`);
  }
  state.cards.forEach((c, i) => {
    if (c.id !== i) add('card id differs from its index', `cards[${i}] has id ${c.id}`);
    if (!hasCardDef(c.def)) add('card with an unknown definition', `${label(state, i)} has def '${c.def}'`);
    else if (c.k !== defIndex(c.def)) add('registry index does not match the definition', `${label(state, i)} has k ${c.k}, its def ${c.def} has ${defIndex(c.def)}`);
    for (const f of ['damage', 'tokens', 'assigned'] as const) if (c[f] < 0) add(`negative ${f} on a card`, `${label(state, i)} has ${f} ${c[f]}`);
  });
  for (const l of state.chain) if (!state.cards[l.card]) add('chain link of no card', `a ${l.kind} link refers to #${l.card}`);
  if (!state.result) {
    if (!state.prompt) add('game not over but no prompt', `turn ${state.turn}, phase ${state.phase}: no prompt and no result`);
    else if (legalOptions(state).length === 0) add('prompt with no legal option', `${P(state.prompt.player)} has a '${state.prompt.kind}' prompt with no legal option`);
  }
  return out;
}

/**
 * A tactic is played from a hand (or a deck's top, Lord of Change): one being initiated while its
 * card lies in a discard pile is played from there (Necromancy plays units only) — unless an effect
 * lets its player play it as if it were in his hand (Mortella). A tactic that is copied
 * (Twin-Tailed Comet) is still on the chain while the copy is initiated.
 */
export function playedFromDiscard(state: GameState): Problem[] {
  const out: Problem[] = [];
  for (const st of state.stack) {
    if (st.t !== 'ability' || st.stage !== 'initiate') continue;
    const c = state.cards[st.use.source];
    if (c && compiledOf(c).abilities[0]?.id !== st.use.ability) continue;
    if (!c || c.loc !== 'discard' || !hasCardDef(c.def) || cardDef(c.def).type !== 'Tactic') continue;
    if (asIfInHandMark(state, c.id, st.use.player) !== null) continue;
    out.push(problem('invariant', 'play', 'a tactic is played from a discard pile', `${label(state, c.id)} is being played by ${P(st.use.player)}${st.use.free ? ' (for free)' : ''} from ${P(c.owner)}'s discard pile`));
  }
  return out;
}

/** Every state invariant, in order of severity. */
export function checkInvariants(state: GameState): Problem[] {
  return [...conservation(state), ...placement(state), ...outOfPlayClean(state), ...consistency(state), ...playedFromDiscard(state)];
}
