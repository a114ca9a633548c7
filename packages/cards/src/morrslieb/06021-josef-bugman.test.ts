import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

// Top five: Choppa (battlefield-only Attachment), a unit, Organ Gun, Bugman's Tankard (Dwarf unit you control), a unit; the sixth is out of reach.
const deck = [
  { card: 'Choppa', as: 'choppa' },
  { card: 'Mountain Brigade', as: 'mb' },
  { card: 'Organ Gun', as: 'og' },
  { card: "Bugman's Tankard", as: 'tank' },
  'Mountain Brigade',
  { card: 'Organ Gun', as: 'deep' },
];
const bugBoard = (hand: string[], extra: object = {}) =>
  board({ resources: 12, hand, deck, kingdom: { cards: [{ card: 'Josef Bugman', as: 'jb' }] }, ...extra }, {}, ['dwarf', 'orc']);

describe('Josef Bugman', () => {
  it('a Dwarf unit of yours enters play: an Attachment that fits it, among the top five, enters play attached to it; then the deck is shuffled', () => {
    expectScenario({
      phase: 'capital',
      players: bugBoard(['Hammerer of Karak Azul']),
      decisions: [
        { type: 'play', card: 'Hammerer of Karak Azul', zone: 'battlefield', },
        { type: 'use', card: '@jb', ability: 'action' },
        { expect: { options: { include: [{ type: 'target', target: '@choppa' }, { type: 'target', target: '@og' }, { type: 'target', target: '@tank' }], exclude: [{ type: 'target', target: '@mb' }, { type: 'target', target: '@deep' }] } } },
        { type: 'target', target: '@choppa' },
      ],
      // Hammerer 1 power + Choppa 2
      expect: { '@choppa.loc': 'battlefield', 'p1.battlefield.supports': ['Choppa'], 'p1.deck': 5, 'p1.battlefield.power': 3, log: ['shuffle'] },
    });
  });

  it('an Attachment whose requirements refuse the unit is not offered (a battlefield-only one for a unit entering the kingdom); he may pass: nothing attached', () => {
    expectScenario({
      phase: 'capital',
      players: bugBoard(['Hammerer of Karak Azul']),
      decisions: [
        { type: 'play', card: 'Hammerer of Karak Azul', zone: 'kingdom' },
        { type: 'use', card: '@jb', ability: 'action' },
        { expect: { options: { include: [{ type: 'target', target: '@og' }, { type: 'target', target: '@tank' }], exclude: [{ type: 'target', target: '@choppa' }] } } },
        { type: 'pass' },
      ],
      expect: { '@choppa.loc': 'deck', '@og.loc': 'deck', '@tank.loc': 'deck', 'p1.deck': 6, 'p1.kingdom.supports': [], log: ['shuffle'] },
    });
  });

  it('Bugman entering play himself is a Dwarf unit entering play under your control', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 12, hand: ['Josef Bugman'], deck }, {}, ['dwarf', 'orc']),
      decisions: [
        { type: 'play', card: 'Josef Bugman', zone: 'kingdom' },
        { type: 'use', card: 'Josef Bugman', ability: 'action' },
        { type: 'target', target: '@tank' },
      ],
      expect: { '@tank.loc': 'kingdom', 'p1.kingdom.supports': ["Bugman's Tankard"] },
    });
  });

  it('a unit of another race entering play does not trigger it', () => {
    expectScenario({
      phase: 'capital',
      players: bugBoard(['Black Orc Squad', 'Hammerer of Karak Azul']),
      decisions: [
        { type: 'play', card: 'Black Orc Squad', zone: 'kingdom' },
        { expect: { options: { include: [{ type: 'play', card: 'Hammerer of Karak Azul', zone: 'kingdom' }], exclude: [{ type: 'use', card: '@jb', ability: 'action' }] } } },
      ],
    });
  });

  it("an opponent's Dwarf unit entering play does not trigger it", () => {
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board(
        { hand: ['Fury of Aenarion'], resources: 9, deck, kingdom: { cards: [{ card: 'Josef Bugman', as: 'jb' }] } },
        { resources: 12, hand: ['Hammerer of Karak Azul', 'Mountain Brigade'] },
        ['dwarf', 'dwarf'],
      ),
      decisions: [
        { type: 'play', card: 'Hammerer of Karak Azul', zone: 'kingdom', player: 2 },
        { type: 'pass', player: 2 },
        { expect: { prompt: { player: 1, kind: 'action' }, options: { exclude: [{ type: 'use', card: '@jb', ability: 'action' }] } } },
      ],
    });
  });
});
