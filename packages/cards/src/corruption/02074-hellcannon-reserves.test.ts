import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Hellcannon Reserves', () => {
  it('in your kingdom: a tactic you play deals 1 more damage to its target', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 2, hand: ['Flames of Tzeentch', 'Mountain Brigade'], kingdom: { cards: ['Hellcannon Reserves'] } },
        { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'mb' }] } },
        ['chaos', 'dwarf'],
      ),
      decisions: [{ type: 'play', card: 'Flames of Tzeentch', x: 1 }],
      expect: { '@mb.damage': 2 },
    });
  });

  it('not for damage to cards the tactic does not target, nor outside the kingdom, nor for an opponent\'s tactic', () => {
    // Brutal Offering targets nothing: each unit in the battlefields takes X only
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 2, hand: ['Brutal Offering', 'Mountain Brigade'], kingdom: { cards: ['Hellcannon Reserves', { card: 'Dark Zealot', as: 'z' }] } },
        { battlefield: { cards: [{ card: 'Mountain Brigade', as: 'mb' }] } },
        ['chaos', 'dwarf'],
      ),
      decisions: [{ type: 'play', card: 'Brutal Offering' }],
      expect: { '@z.loc': 'discard', '@mb.damage': 1 },
    });
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 2, hand: ['Flames of Tzeentch', 'Mountain Brigade'], quest: { cards: ['Hellcannon Reserves'] } },
        { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'mb' }] } },
        ['chaos', 'dwarf'],
      ),
      decisions: [{ type: 'play', card: 'Flames of Tzeentch', x: 1 }],
      expect: { '@mb.damage': 1 },
    });
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board(
        { kingdom: { cards: ['Hellcannon Reserves', { card: 'Mountain Brigade', as: 'mb' }] } },
        { resources: 5, hand: ['Flames of Tzeentch', 'Mountain Brigade'] },
        ['chaos', 'chaos'],
      ),
      decisions: [{ type: 'play', card: 'Flames of Tzeentch', x: 1, player: 2 }],
      expect: { '@mb.damage': 1 },
    });
  });

  it('does not add to damage dealt by a card in play (an Action of a support)', () => {
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board(
        { resources: 3, kingdom: { cards: ['Hellcannon Reserves'] }, battlefield: { cards: [{ card: 'Reaper Bolt Thrower', as: 'r' }] } },
        { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'mb' }] } },
        ['chaos', 'dwarf'],
      ),
      decisions: [
        { type: 'use', card: '@r', ability: 'action', player: 1 },
        { type: 'assign', target: '@mb', amount: 2, player: 2 },
      ],
      expect: { '@mb.damage': 2 },
    });
  });
});
