/**
 * Playing with decks' top cards revealed, and playing the top card of one's deck as though it were in
 * hand (constants `revealsDeckTops` and `playsFromDeckTop`, Lord of Change): what each player sees
 * (view.ts) and what he may play (units, tactics, developments), in the generic engine.
 */
import { describe, expect, it } from 'vitest';
import { apply, buildScenario, canSee, isRevealedDeckTop, legalOptions, viewFor } from '../../src/index.js';
import { constant } from '../../src/dsl.js';
import { blankText, board, expectScenario, registerFixtures, testUnit as unit } from '../helpers.js';

registerFixtures([
  unit('t0971', 'Seer', { abilities: [constant({ rules: { revealDeckTops: true } })] }),
  unit('t0972', 'Oracle', { abilities: [constant({ rules: { revealDeckTops: true, playDeckTop: true } })] }),
]);

const DECK = ['Brute', 'Wall', 'Grunt', 'Grunt', 'Grunt', 'Grunt', 'Grunt'];

describe('decks played with their top card revealed (revealsDeckTops)', () => {
  it('shows every deck\'s top card, and only it, to both players and spectators', () => {
    // (a card in hand keeps the game at P1's capital phase prompt)
    const { state } = buildScenario({ players: board({ hand: ['Grunt'], kingdom: { cards: ['Seer'] }, deck: DECK }, { deck: ['Shieldbearer', ...DECK] }) });
    for (const viewer of [0, 1, 'spectator'] as const) {
      const v = viewFor(state, viewer);
      expect(v.players[0].deckTop?.name).toBe('Brute');
      expect(v.players[1].deckTop?.name).toBe('Shieldbearer');
      for (const p of state.players) {
        for (const id of p.deck) expect(canSee(state.cards[id]!, viewer, state)).toBe(id === p.deck[p.deck.length - 1]);
      }
      // no other deck card is named (the Wall is P1's second card)
      expect(JSON.stringify(v)).not.toContain('"Wall"');
    }
  });

  it('shows nothing when no such effect is active: without the card, or with its text blank', () => {
    const { state } = buildScenario({ players: board({ hand: ['Grunt'], kingdom: { cards: ['Grunt'] }, deck: DECK }) });
    expect(viewFor(state, 0).players[0].deckTop).toBeNull();
    expect(canSee(state.cards[state.players[0].deck.at(-1)!]!, 0, state)).toBe(false);
    const { state: s2, aliases } = buildScenario({ players: board({ hand: ['Grunt'], kingdom: { cards: [{ card: 'Seer', as: 's' }] }, deck: DECK }) });
    expect(viewFor(s2, 1).players[0].deckTop?.name).toBe('Brute');
    blankText(s2, aliases.get('s')!);
    expect(viewFor(s2, 1).players[0].deckTop).toBeNull();
    expect(isRevealedDeckTop(s2, s2.cards[s2.players[0].deck.at(-1)!]!)).toBe(false);
  });

  it('reveals without letting anyone play the top card', () => {
    expectScenario({
      players: board({ resources: 5, hand: ['Grunt'], kingdom: { cards: ['Seer'] }, deck: DECK }),
      expect: { 'p1.deckTop': 'Brute', options: { include: [{ type: 'play', card: 'Grunt', zone: 'kingdom' }], exclude: [{ type: 'play', card: 'Brute', zone: 'kingdom' }, { type: 'develop', card: 'Brute', zone: 'kingdom' }] } },
    });
  });
});

describe('playing the top card of one\'s deck as though it were in hand (playsFromDeckTop)', () => {
  it('plays it into a zone like a card in hand, paying its cost; then the next card is on top', () => {
    expectScenario({
      players: board({ resources: 3, kingdom: { cards: ['Oracle'] }, deck: DECK }),
      decisions: [
        { expect: { options: { include: [{ type: 'play', card: 'Brute', zone: 'battlefield' }, { type: 'develop', card: 'Brute', zone: 'quest' }], exclude: [{ type: 'play', card: 'Wall' }] } } },
        { type: 'play', card: 'Brute', zone: 'battlefield' },
      ],
      expect: { 'p1.battlefield.units': ['Brute'], 'p1.resources': 0, 'p1.deck': 6, 'p1.deckTop': 'Wall', log: ['into the battlefield for 3'] },
    });
  });

  it('cannot play it when it cannot pay, nor outside its capital phase (units), nor the opponent\'s deck', () => {
    expectScenario({
      players: board({ resources: 2, hand: ['Grunt'], kingdom: { cards: ['Oracle'] }, deck: DECK }, { hand: ['Shieldbearer'], deck: ['Raider', ...DECK] }),
      decisions: [
        { type: 'play', card: 'Brute', zone: 'battlefield', illegal: 'costs 3' },
        { type: 'play', card: 'Raider', zone: 'battlefield', illegal: 'not in your hand' },
      ],
    });
  });

  it('plays it facedown as the turn\'s development', () => {
    expectScenario({
      players: board({ kingdom: { cards: ['Oracle'] }, deck: DECK }),
      decisions: [{ type: 'develop', card: 'Brute', zone: 'kingdom' }],
      expect: { 'p1.kingdom.developments': 1, 'p1.deck': 6, 'p1.deckTop': 'Wall' },
    });
  });

  it('plays a tactic from there in any action window, also in the opponent\'s turn', () => {
    const r = expectScenario({
      active: 2,
      players: board({ kingdom: { cards: ['Oracle'] }, deck: ['Bolt', ...DECK] }, { hand: ['Shieldbearer'], kingdom: { cards: [{ card: 'Grunt', as: 'g' }] } }),
      decisions: [
        { type: 'pass', player: 2 },
        { type: 'play', card: 'Bolt', player: 1 },
        { type: 'target', target: '@g' },
      ],
      expect: { '@g.loc': 'discard', 'p1.discard': ['Bolt'], 'p1.deck': 7, 'p1.deckTop': 'Brute' },
    });
    expect(r.state.players[0].deck.map((id) => r.state.cards[id]!.loc)).toEqual(Array(7).fill('deck'));
  });

  it('a played top card is no longer in the deck for any purpose (the state stays consistent)', () => {
    const { state } = buildScenario({ players: board({ resources: 3, kingdom: { cards: ['Oracle'] }, deck: DECK }) });
    const top = state.players[0].deck.at(-1)!;
    const next = apply(state, legalOptions(state).find((o) => o.type === 'develop' && o.card === top)!);
    expect(next.players[0].deck).not.toContain(top);
    expect(next.cards[top]!.loc).toBe('kingdom');
    expect(next.cards[top]!.faceDown).toBe(true);
    // the opponent sees a facedown development, not the card that was revealed a moment ago
    expect(viewFor(next, 1).players[0].zones.kingdom.cards.find((c) => c.id === top)?.def).toBeUndefined();
  });
});
