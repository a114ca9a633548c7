/**
 * The English log: one line per event a viewer receives (protocol/events.ts). A client may render
 * events its own way; this is the reference rendering (the terminal, tests, bug reports). Where a
 * rule acted the line says so ("Toughness 1 cancels 1 damage to …").
 */
import type { SectionRef } from '../gameEvents.js';
import type { GameState } from '../types.js';
import { eventsFor, type ClientCardRef, type ClientEvent, type Reader } from './events.js';

export interface RenderOptions {
  /** Append "#id" to every card (its instance id or alias), as the referee's log does. */
  ids?: boolean;
}

type Source = Extract<ClientEvent, { type: 'resolves' }>['source'];
type Thing = Extract<ClientEvent, { type: 'chose' }>['pick'];

const P = (p: number): string => `P${p + 1}`;
const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;

function card(c: ClientCardRef, o: RenderOptions): string {
  const id = o.ids ? `#${c.id}` : '';
  if (c.name !== undefined) return `${c.name}${id}`;
  if (c.hidden === 'hand') return `a card in ${P(c.owner)}'s hand${id}`;
  if (c.hidden === 'deck') return `a card of ${P(c.owner)}'s deck${id}`;
  return `a facedown card${id}`;
}

const cards = (list: ClientCardRef[], o: RenderOptions): string => list.map((c) => card(c, o)).join(', ');
const sectionText = (s: SectionRef): string => `${P(s.player)}'s ${s.zone}`;

function source(s: Source | null, o: RenderOptions): string {
  if (s === null) return 'an effect';
  if ('card' in s) return card(s.card, o);
  if ('capital' in s) return `${P(s.capital)}'s capital`;
  return 'the rules';
}

function thing(t: Thing, o: RenderOptions): string {
  if ('card' in t) return card(t.card, o);
  if ('section' in t) return sectionText(t.section);
  if ('number' in t) return String(t.number);
  return t.option;
}

const by = (c: ClientCardRef | null, o: RenderOptions): string => (c ? card(c, o) : 'an effect');

const DISCARD_REASONS = {
  notControlledDevelopment: 'would be a development its owner does not control: it is discarded',
  requirements: 'no longer meets its requirements and is discarded',
  noHost: 'has no legal host any more and is discarded',
} as const;

/** One event as an English line. */
export function renderEvent(ev: ClientEvent, o: RenderOptions = {}): string {
  switch (ev.type) {
    case 'firstPlayer': return `${P(ev.player)} is the first player`;
    case 'mulligan': return ev.mulligan ? `${P(ev.player)} takes a mulligan and draws a new hand of ${ev.cards}` : `${P(ev.player)} keeps the opening hand`;
    case 'turnBegins': return `— turn ${ev.turn}: ${P(ev.player)} is the active player —`;
    case 'phaseSkipped': return `first player penalty: ${P(ev.player)} skips the ${ev.skipped} phase`;
    case 'extraBattlefieldPhase': return `${P(ev.player)} begins an additional battlefield phase`;
    case 'extraBattlefieldPhaseAdded': return 'this turn has an additional battlefield phase';
    case 'resourcesCollected': return `${P(ev.player)} collects ${ev.amount} resources (kingdom power)`;
    case 'cardsDrawn': return ev.questPower === null ? `${P(ev.player)} draws ${plural(ev.amount, 'card')}` : `${P(ev.player)} draws ${plural(ev.amount, 'card')} (quest power ${ev.questPower})`;
    case 'passed': return `${P(ev.player)} passes`;
    case 'cardPlayed': return `${P(ev.player)} plays ${card(ev.card, o)} ${ev.zone ? `into the ${ev.zone}` : 'onto the capital'}${ev.host ? ` on ${card(ev.host, o)}` : ''} for ${ev.cost}`;
    case 'developed': return `${P(ev.player)} plays ${ev.card.name !== undefined ? card(ev.card, o) : 'a card'} facedown as a development in the ${ev.zone}`;
    case 'abilityUsed': return `${P(ev.player)} ${ev.tactic ? 'plays' : 'uses'} ${card(ev.card, o)}${ev.cost ? ` (pays ${ev.cost})` : ''}`;
    case 'playedFree': return `${P(ev.player)} plays ${card(ev.card, o)} for free${ev.copy ? ' (a copy)' : ''}`;
    case 'cannotBePlayed': return `${card(ev.card, o)} cannot be played now`;
    case 'resolves': return `${ev.rule ? `${ev.rule[0]!.toUpperCase()}${ev.rule.slice(1)} of ` : ''}${source(ev.source, o)} resolves`;
    case 'fizzles': {
      const s = source(ev.source, o);
      if (ev.reason === 'noTarget') return `${s}: no valid ${ev.label}; the effect is cancelled`;
      if (ev.reason === 'cost') return `${s}: its cost cannot be paid; the effect is cancelled`;
      if (ev.reason === 'cancelled') return `${s}'s effect is cancelled`;
      return `${s}: its targets are no longer valid; the effect fails`;
    }
    case 'declined': return `${P(ev.player)} declines ${source(ev.source, o)}'s effect`;
    case 'chose': return `${P(ev.player)} chooses ${thing(ev.pick, o)} (${ev.label})`;
    case 'effectsCancelled': return `${by(ev.by, o)} cancels the effects of ${card(ev.card, o)}`;
    case 'revealed':
      if (ev.random) return `${source(ev.source, o)} reveals at random: ${cards(ev.cards, o) || 'nothing'}`;
      return `${ev.player === null ? source(ev.source, o) : P(ev.player)} reveals ${cards(ev.cards, o) || 'nothing'}`;
    case 'shuffled': return `${P(ev.player)} shuffles his deck`;
    case 'noAttack': return ev.able ? `${P(ev.player)} declares no attack` : `${P(ev.player)} has no unit able to attack`;
    case 'attackZone': return `${P(ev.player)} will attack ${P(ev.defender)}'s ${ev.legend ? `legend ${card(ev.legend, o)} through the ${ev.zone}` : ev.zone}`;
    case 'noAttackers': return `${P(ev.player)} declares no attackers; skip to the end of the turn`;
    case 'attackersDeclared': return `${P(ev.player)} attacks ${ev.legend ? `legend ${card(ev.legend, o)} through the ${ev.zone}` : `the ${ev.zone}`} with ${cards(ev.cards, o)}`;
    case 'joinsAttack': return `${card(ev.card, o)} enters play attacking, for ${P(ev.player)}`;
    case 'defendersDeclared': return ev.cards.length ? `${P(ev.player)} defends with ${cards(ev.cards, o)}` : `${P(ev.player)} declares no defenders`;
    case 'attackRedirected': return `the attack is redirected to the ${ev.zone}`;
    case 'ambush': return `${P(ev.player)} pays ${ev.cost} to ambush with ${card(ev.card, o)}`;
    case 'combatDamageToAssign': return `${P(ev.player)} has ${ev.amount} combat damage to assign`;
    case 'damageAssigned': return `${P(ev.player)} assigns ${ev.amount} damage to ${'section' in ev.target ? `the ${ev.target.section.zone}` : thing(ev.target, o)}`;
    case 'damageDealt': return `${thing(ev.target, o)} is dealt ${ev.amount} ${ev.combat ? 'combat ' : ''}damage`;
    case 'damageIgnored': return `${ev.amount} damage to ${P(ev.section.player)}'s burning ${ev.section.zone} is ignored`;
    case 'damageCancelled': return `${source(ev.by, o)} ${ev.tokenInstead ? 'loses a resource token instead of' : 'cancels'} ${ev.amount} damage`;
    case 'toughness': return `Toughness ${ev.value} cancels ${ev.amount} damage to ${thing(ev.target, o)}`;
    case 'damageRedirected': return `${source(ev.by, o)} redirects ${ev.amount} damage`;
    case 'damageMoved': return `${ev.amount} damage moves from ${thing(ev.from, o)} to ${card(ev.to, o)}`;
    case 'damagePlaced': return `${ev.amount} damage is placed on ${card(ev.card, o)}`;
    case 'indirectDamage': return `${P(ev.player)} is dealt ${ev.amount} indirect damage`;
    case 'healed': return 'section' in ev.target ? `${ev.amount} damage is removed from ${sectionText(ev.target.section)}` : `${thing(ev.target, o)} is healed of ${ev.amount} damage`;
    case 'zoneBurned': return `${sectionText(ev.section)} burns`;
    case 'corrupted': return `${card(ev.card, o)} is corrupted`;
    case 'restored': return `${card(ev.card, o)} is restored`;
    case 'restoreStep': return `${P(ev.player)} restores a corrupt card`;
    case 'tokensGained': return `${card(ev.card, o)} gains ${plural(ev.amount, 'resource token')}`;
    case 'resourcesGained': return `${P(ev.player)} gains ${plural(ev.amount, 'resource')}`;
    case 'paidFromPool': return `${P(ev.player)} pays ${ev.amount} from his resource pool`;
    case 'paidWith': return `${P(ev.player)} spends 1 ${ev.what === 'tokens' ? 'resource token' : 'damage'} on ${card(ev.card, o)} as a resource`;
    case 'zonesToWin': return `${P(ev.player)} must burn ${ev.zones} zones to win for the rest of the game`;
    case 'enteredPlay': return ev.zone ? `${card(ev.card, o)} enters play in ${P(ev.player)}'s ${ev.zone}` : `${card(ev.card, o)} enters play as ${P(ev.player)}'s legend`;
    case 'leftPlay': return `${card(ev.card, o)} leaves play to its owner's ${ev.pile}`;
    case 'destroyed': return `${card(ev.card, o)} is destroyed`;
    case 'sacrificed': return `${card(ev.card, o)} is sacrificed`;
    case 'discardedAtRandom': return `${P(ev.player)} discards ${card(ev.card, o)} at random`;
    case 'discarded': return `${card(ev.card, o)} goes from ${P(ev.card.owner)}'s ${ev.from} to his discard pile`;
    case 'discardPlaced': return `${P(ev.player)} places ${card(ev.card, o)} next in his discard pile`;
    case 'ruleDiscard': return ev.reason === 'cannotEnterPlay' ? `${card(ev.card, o)} cannot enter play (${ev.detail}) and is discarded` : `${card(ev.card, o)} ${DISCARD_REASONS[ev.reason]}`;
    case 'replaced': return `${by(ev.by, o)} replaces ${ev.destroy ? 'the destruction' : 'the leaving play'} of ${card(ev.card, o)}`;
    case 'replacementUsed': return `${P(ev.player)} uses ${by(ev.by, o)} instead`;
    case 'replacementDeclined': return `${P(ev.player)} lets it happen`;
    case 'attached': return ev.itself ? `${card(ev.card, o)} attaches itself to ${card(ev.host, o)}` : `${card(ev.card, o)} is attached to ${card(ev.host, o)}`;
    case 'experience': return `${card(ev.host, o)} gains ${ev.amount} experience`;
    case 'moved': return `${card(ev.card, o)} moves from the ${ev.from} to the ${ev.to}`;
    case 'cannotMove': return `${card(ev.card, o)} cannot move: ${ev.reason}`;
    case 'cannotEnterPlay': return ev.sacrificed ? `${card(ev.card, o)} cannot be in play (${ev.reason}): it is sacrificed` : `${card(ev.card, o)} cannot be put into play: ${ev.reason}`;
    case 'controlTaken': return `${P(ev.player)} takes control of ${card(ev.card, o)}`;
    case 'turnedFaceup': return `${card(ev.card, o)} is turned faceup (it does not enter play)`;
    case 'becameDevelopment': return `${card(ev.card, o)} becomes a development`;
    case 'developedFromDeck': return `${P(ev.player)} puts the top card${ev.amount === 1 ? '' : 's'} of his deck into his ${ev.zone} as development${ev.amount === 1 ? '' : 's'}`;
    case 'gained': return `${card(ev.card, o)}: ${ev.change} until the end of the ${ev.until}`;
    case 'fearedBlank': return `Feared: ${card(ev.card, o)}'s text is blank while ${card(ev.by, o)} attacks`;
    case 'note': return ev.text.replace(/\{(\d+)\}/g, (m, i: string) => (ev.cards[Number(i)] ? card(ev.cards[Number(i)]!, o) : m));
    case 'gameOver': {
      const r = ev.result;
      return `game over: ${r.kind === 'win' ? `${P(r.winner)} wins — ${r.reason}` : r.kind === 'draw' ? `draw — ${r.reason}` : 'turn cap'}`;
    }
  }
}

/** "[T3 capital] line": an event with when it happened. */
export function renderLine(ev: ClientEvent, o: RenderOptions = {}): string {
  return `[T${ev.turn} ${ev.phase}] ${renderEvent(ev, o)}`;
}

/**
 * The game's log as lines for `reader` (default: the referee's — public cards named, hidden ones by
 * place, with ids), from event index `from`. Empty when recording is off. `ids`: append each card's
 * id as the reader knows it (default: only in the referee's log).
 */
export function logLines(state: GameState, reader: Reader = 'referee', from = 0, ids = reader === 'referee'): string[] {
  const o = { ids };
  return eventsFor(state, reader, from).events.map((ev) => renderLine(ev, o));
}
