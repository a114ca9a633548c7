import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Black Guard Aspirant', () => {
  it('has 1 more power while any unit, either player\'s, carries an attachment', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { battlefield: { cards: [{ card: 'Black Guard Aspirant', as: 'a' }] } },
        { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'm' }, { card: 'Gromril Armour', attachedTo: '@m' }] } },
        ['dark-elf', 'dwarf'],
      ),
      decisions: [],
      expect: { '@a.power': 3, 'p1.battlefield.power': 3 },
    });
  });

  it('has its printed power with no attachment in play; gains it as soon as one is attached', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 2, hand: [{ card: 'Cloud of Flies', as: 'f' }, 'Mountain Brigade'], battlefield: { cards: [{ card: 'Black Guard Aspirant', as: 'a' }, { card: 'Savage Marauders', as: 's' }] } },
        { kingdom: { cards: ['Mountain Brigade'] } },
        ['chaos', 'dwarf'],
      ),
      decisions: [
        { expect: { '@a.power': 2 } },
        { type: 'play', card: '@f', zone: 'battlefield', target: '@s' },
        { expect: { '@a.power': 3 } },
      ],
    });
  });
});
