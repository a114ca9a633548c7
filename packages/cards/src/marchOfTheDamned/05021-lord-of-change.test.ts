import { describe, expect, it } from 'vitest';
import { buildScenario, viewFor } from '@invasion/engine';
import { board, expectScenario, FILLER } from '../testing.js';

describe('Lord of Change', () => {
  it('shows the top card of every deck to both players while it is in play; without it no deck card is shown', () => {
    expectScenario({
      phase: 'capital',
      players: board({ kingdom: { cards: ['Lord of Change'] }, deck: ['Dark Zealot', ...FILLER] }, { deck: ['Chaos Knights', ...FILLER] }, ['chaos', 'dwarf']),
      expect: { 'p1.deckTop': 'Dark Zealot', 'p2.deckTop': 'Chaos Knights' },
    });
    expectScenario({
      phase: 'capital',
      players: board({ kingdom: { cards: ['Dark Zealot'] }, deck: ['Dark Zealot', ...FILLER] }, { deck: ['Chaos Knights', ...FILLER] }, ['chaos', 'dwarf']),
      expect: { 'p1.deckTop': null, 'p2.deckTop': null },
    });
    const { state } = buildScenario({
      phase: 'capital',
      players: board({ kingdom: { cards: ['Lord of Change'] }, deck: ['Dark Zealot', ...FILLER] }, { deck: ['Chaos Knights', ...FILLER] }, ['chaos', 'dwarf']),
    });
    for (const viewer of [0, 1, 'spectator'] as const) {
      const v = viewFor(state, viewer);
      expect(v.players[0].deckTop?.name).toBe('Dark Zealot');
      expect(v.players[1].deckTop?.name).toBe('Chaos Knights');
    }
  });

  it('lets its controller play his deck\'s top card into a zone as though it were in his hand; the next card is then revealed', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 3, kingdom: { cards: ['Lord of Change'] }, deck: ['Dark Zealot', 'Chaos Knights', ...FILLER] },
        { deck: ['Chaos Knights', ...FILLER] },
        ['chaos', 'dwarf'],
      ),
      decisions: [
        { expect: { options: { include: [{ type: 'play', card: 'Dark Zealot', zone: 'battlefield' }, { type: 'develop', card: 'Dark Zealot', zone: 'quest' }], exclude: [{ type: 'play', card: 'Chaos Knights' }] } } },
        { type: 'play', card: 'Dark Zealot', zone: 'battlefield' },
      ],
      expect: { 'p1.battlefield.units': ['Dark Zealot'], 'p1.resources': 0, 'p1.deck': 11, 'p1.deckTop': 'Chaos Knights', 'p1.hand.count': 0 },
    });
  });

  it('lets him play the top card facedown as his development for the turn', () => {
    expectScenario({
      phase: 'capital',
      players: board({ kingdom: { cards: ['Lord of Change'] }, deck: ['Dark Zealot', 'Chaos Knights', ...FILLER] }, {}, ['chaos', 'dwarf']),
      decisions: [{ type: 'develop', card: 'Dark Zealot', zone: 'quest' }],
      expect: { 'p1.quest.developments': 1, 'p1.deck': 11, 'p1.deckTop': 'Chaos Knights' },
    });
  });

  it('lets him play a tactic from the top of his deck, in any action window (the opponent\'s turn too)', () => {
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board(
        { resources: 3, kingdom: { cards: ['Lord of Change'] }, deck: ["Rip Dere 'Eads Off!", ...FILLER] },
        { hand: ['Chaos Knights'], kingdom: { cards: ['Mountain Brigade'], developments: [{ card: 'Black Orc Squad', as: 'd' }] } },
        ['chaos', 'dwarf'],
      ),
      decisions: [
        { type: 'pass', player: 2 },
        { type: 'play', card: "Rip Dere 'Eads Off!", player: 1 },
      ],
      expect: { '@d.dev': false, 'p1.discard': ["Rip Dere 'Eads Off!"], 'p1.deck': 10, 'p1.deckTop': 'Mountain Brigade' },
    });
  });

  it('does not let the opponent play from his own deck, though he sees its top card', () => {
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board(
        { kingdom: { cards: ['Lord of Change'] } },
        { resources: 6, hand: ['Mountain Brigade'], deck: ['Defender of the Hold', ...FILLER] },
        ['chaos', 'dwarf'],
      ),
      decisions: [
        {
          expect: {
            'p2.deckTop': 'Defender of the Hold',
            options: { include: [{ type: 'play', card: 'Mountain Brigade', zone: 'battlefield' }], exclude: [{ type: 'play', card: 'Defender of the Hold', zone: 'battlefield' }, { type: 'develop', card: 'Defender of the Hold', zone: 'kingdom' }] },
          },
        },
        { type: 'play', card: 'Defender of the Hold', zone: 'battlefield', illegal: 'not in your hand' },
      ],
    });
  });

  it('cards drawn together are never revealed one by one: after a draw of three, the fourth card is the one shown', () => {
    expectScenario({
      phase: 'kingdom',
      active: 2,
      players: board(
        { kingdom: { cards: ['Lord of Change'] } },
        {
          kingdom: { cards: [{ card: 'Black Orc Squad', corrupt: true }] },
          quest: { cards: ['Mountain Brigade'] }, // with the capital's own icon: 3 cards drawn
          deck: ['Chaos Knights', 'Savage Marauders', 'Peasant Militia', 'Dark Zealot', ...FILLER],
        },
        ['chaos', 'orc'],
      ),
      decisions: [
        { expect: { prompt: { player: 2, kind: 'restore' }, 'p2.deckTop': 'Chaos Knights' } },
        { type: 'pass', player: 2 },
      ],
      expect: { phase: 'capital', 'p2.hand': ['Chaos Knights', 'Peasant Militia', 'Savage Marauders'], 'p2.deckTop': 'Dark Zealot' },
    });
  });
});
