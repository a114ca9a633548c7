/**
 * Knowledge: what each player has seen of hidden cards is data in the state (`state.known`), read by
 * `canSee`, views, labels and events alike. Revealed cards, cards a player looks at, cards going from
 * a public place into a hand or deck stay known; a shuffle and a move the other player cannot follow
 * (a card of a hand going facedown, or into the deck) forget them.
 */
import { describe, expect, it } from 'vitest';
import '@invasion/cards';
import { applyInPlace, buildScenario, canSee, deserialize, eventsFor, findOption, optionsFor, serialize, viewFor, type BuiltScenario, type GameState, type PlayerId } from '../../src/index.js';
import { startDevelopment } from '../../src/flow/playCard.js';
import { draw, putInPile, turnIntoDevelopment } from '../../src/effects/movement.js';
import { shuffleDeck } from '../../src/primitives/cards.js';
import { shuffleInPlace } from '../../src/rng.js';

const FILLER = Array.from({ length: 10 }, () => 'Mountain Brigade');
type Entry = Record<string, unknown> & { type: string };

function setup(p1: Record<string, unknown>, p2: Record<string, unknown>, capitals: [string, string], extra: Record<string, unknown> = {}): BuiltScenario {
  return buildScenario({ phase: 'capital', ...extra, players: [{ capital: capitals[0], deck: FILLER, ...p1 }, { capital: capitals[1], deck: FILLER, ...p2 }] });
}

function play(b: BuiltScenario, ...entries: Entry[]): GameState {
  for (const e of entries) {
    const option = findOption(b.state, b.aliases, e as never);
    if (!option) throw new Error(`no option ${JSON.stringify(e)} at the ${b.state.prompt?.kind} prompt`);
    applyInPlace(b.state, option);
  }
  return b.state;
}

const names = (cards: { name?: string }[]) => cards.map((c) => c.name ?? '?');
const knownDeck = (s: GameState, viewer: PlayerId, of: PlayerId) => viewFor(s, viewer).players[of].knownInDeck.map((k) => `${k.fromTop}:${k.card.name ?? '?'}`);
const knownHand = (s: GameState, viewer: PlayerId, of: PlayerId) => names(viewFor(s, viewer).players[of].knownInHand).sort();

const OPP_DECK = [{ card: 'Crooked Teef Goblins', as: 't1' }, { card: 'Squig Herders', as: 't2' }, { card: 'Black Orc Squad', as: 't3' }, { card: 'Chaos Knights', as: 't4' }, 'Mountain Brigade', 'Mountain Brigade', 'Mountain Brigade'];

describe('knowledge of hidden cards', () => {
  it("looked at (Caradryan): the looker sees the opponent's top cards in his view and labels, keeps knowing them on the deck and in the hand they are drawn into; the opponent learns nothing", () => {
    const b = setup({ quest: { cards: [{ card: 'Caradryan', as: 'c' }] } }, { deck: OPP_DECK }, ['high-elf', 'orc'], { phase: 'beginTurn' });
    const s = play(b, { type: 'mode', index: 1 });
    // He is looking at the top three: named in his options and his view, not the fourth.
    expect(optionsFor(s, 0).map((o) => o.label).join(' | ')).toMatch(/Crooked Teef Goblins.*Squig Herders.*Black Orc Squad/);
    expect(knownDeck(s, 0, 1)).toEqual(['0:Crooked Teef Goblins', '1:Squig Herders', '2:Black Orc Squad']);
    expect(knownDeck(s, 1, 1)).toEqual([]);
    expect(JSON.stringify(viewFor(s, 1))).not.toMatch(/Crooked Teef|Squig Herders|Black Orc Squad/);
    // He discards Squig Herders, puts Crooked Teef Goblins back first and Black Orc Squad on top.
    play(b, { type: 'target', target: '@t2' }, { type: 'target', target: '@t1' });
    expect(knownDeck(s, 0, 1)).toEqual(['0:Black Orc Squad', '1:Crooked Teef Goblins']);
    // His events name the card he put back (the events' seen bits are the same rule); the opponent's do not.
    expect(JSON.stringify(eventsFor(s, 0, 0).events)).toContain('Crooked Teef Goblins');
    expect(JSON.stringify(eventsFor(s, 1, 0).events)).not.toContain('Crooked Teef Goblins');
    expect(canSee(s.cards[b.aliases.get('t4')!]!, 0, s)).toBe(false);
    // The opponent draws the top card in his quest phase: the looker knows which card he drew.
    while (s.cards[b.aliases.get('t3')!]!.loc === 'deck') play(b, { type: 'pass' });
    expect(s.cards[b.aliases.get('t3')!]!.loc).toBe('hand');
    expect(knownHand(s, 0, 1)).toEqual(['Black Orc Squad']);
    // Saved and restored, the game remembers it.
    expect(knownHand(deserialize(serialize(s)), 0, 1)).toEqual(['Black Orc Squad']);
  });

  it('searched (Ancient Map): the searcher sees his whole deck while he searches; the card taken is revealed and stays known in his hand; the shuffle forgets the rest', () => {
    const deck = ['Black Orc Squad', 'Crooked Teef Goblins', 'Squig Herders', "Smash 'Em All!", 'A Glorious Death'];
    const b = setup({ resources: 1, deck, hand: ['Ancient Map', 'Mountain Brigade'] }, {}, ['orc', 'dwarf']);
    const s = play(b, { type: 'play', card: 'Ancient Map' });
    expect(knownDeck(s, 0, 0).map((k) => k.split(':')[1])).toEqual(deck);
    expect(knownDeck(s, 1, 0)).toEqual([]);
    play(b, { type: 'target', target: 'A Glorious Death' });
    expect(knownDeck(s, 0, 0)).toEqual([]);
    expect(knownHand(s, 1, 0)).toEqual(['A Glorious Death']);
  });

  it("revealed (Caught the Scent): the opponent's hand stays known after the effect; a card of it going facedown makes the whole hand unknown again", () => {
    const b = setup({ resources: 4, hand: ['Caught the Scent', 'Mountain Brigade'] }, { hand: [{ card: 'Black Orc Squad', as: 'o' }, { card: 'Lobber Crew', as: 'l' }] }, ['dark-elf', 'orc']);
    const s = play(b, { type: 'play', card: 'Caught the Scent' }, { type: 'pass' });
    expect(s.revealed).toEqual([]);
    expect(knownHand(s, 0, 1)).toEqual(['Black Orc Squad', 'Lobber Crew']);
    // P2 develops one of them: P1 cannot tell which, so he knows neither any more.
    startDevelopment(s, 1, b.aliases.get('l')!, 'kingdom');
    expect(knownHand(s, 0, 1)).toEqual([]);
    expect(canSee(s.cards[b.aliases.get('l')!]!, 0, s)).toBe(false);
    expect(canSee(s.cards[b.aliases.get('l')!]!, 1, s)).toBe(true);
  });

  it('returned to hand (Flames of the Phoenix): units going back to their owners\' hands are known to both; one put into a deck is known until the deck is shuffled', () => {
    const b = setup(
      { resources: 10, hand: ['Flames of the Phoenix'], kingdom: { cards: [{ card: 'Mountain Brigade', as: 'mine' }] } },
      { kingdom: { cards: [{ card: 'Black Orc Squad', as: 'theirs' }, { card: 'Lobber Crew', as: 'lob' }] } },
      ['high-elf', 'orc'],
    );
    const s = play(b, { type: 'play', card: 'Flames of the Phoenix' });
    while (s.cards[b.aliases.get('theirs')!]!.loc !== 'hand') play(b, { type: 'pass' });
    expect(knownHand(s, 0, 1)).toEqual(['Black Orc Squad', 'Lobber Crew']);
    expect(knownHand(s, 1, 0)).toEqual(['Mountain Brigade']);
    // Cards he knows are shown by instance id, not under an alias.
    expect(viewFor(s, 0).players[1].knownInHand.every((c) => c.id < 1_000_000)).toBe(true);
    // Put on top of its owner's deck from his hand: he cannot tell which card of the hand it was.
    putInPile(s, b.aliases.get('theirs')!, 'deck');
    expect(knownDeck(s, 0, 1)).toEqual([]);
    expect(knownHand(s, 0, 1)).toEqual([]);
    expect(knownDeck(s, 1, 1)).toEqual(['0:Black Orc Squad']);
    shuffleDeck(s, 1, (order) => shuffleInPlace(s, order));
    expect(knownDeck(s, 1, 1)).toEqual([]);
  });

  it("drawn while decks' top cards are revealed to everyone (Lord of Change): both saw the first card drawn, not the next", () => {
    const b = setup({ kingdom: { cards: ['Lord of Change'] } }, { deck: [{ card: 'Chaos Knights', as: 'top' }, { card: 'Black Orc Squad', as: 'next' }, ...FILLER] }, ['chaos', 'orc']);
    draw(b.state, 1, 2);
    expect(knownHand(b.state, 0, 1)).toEqual(['Chaos Knights']);
    expect(canSee(b.state.cards[b.aliases.get('next')!]!, 0, b.state)).toBe(false);
  });

  it('turned facedown where it is (a unit becoming a development): both players saw it and still know it', () => {
    const b = setup({}, { kingdom: { cards: [{ card: 'Black Orc Squad', as: 'o' }] } }, ['orc', 'orc']);
    const id = b.aliases.get('o')!;
    turnIntoDevelopment(b.state, id);
    const card = viewFor(b.state, 0).players[1].zones.kingdom.cards.find((c) => c.id === id);
    expect(card).toMatchObject({ faceDown: true, name: 'Black Orc Squad' });
    // Back in its owner's hand, then played facedown from there: the opponent cannot tell it any more.
    putInPile(b.state, id, 'hand');
    expect(knownHand(b.state, 0, 1)).toEqual(['Black Orc Squad']);
    startDevelopment(b.state, 1, id, 'kingdom');
    expect(canSee(b.state.cards[id]!, 0, b.state)).toBe(false);
  });
});
