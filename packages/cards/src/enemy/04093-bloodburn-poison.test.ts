import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Bloodburn Poison', () => {
  it('deals 1 damage to the target and takes 1 power from it until the end of the turn', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 2, hand: [{ card: 'Bloodburn Poison', as: 'p' }, 'Mountain Brigade'], kingdom: { cards: [{ card: 'Shades', as: 's' }] } },
        { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'm' }] } },
        ['dark-elf', 'dwarf'],
      ),
      decisions: [
        { type: 'play', card: '@p' },
        { expect: { options: { include: [{ type: 'target', target: '@m' }, { type: 'target', target: '@s' }] } } },
        { type: 'target', target: '@m' },
        { expect: { '@m.damage': 1, '@m.power': 1, 'p1.resources': 1, 'p2.kingdom.power': 4, '@s.power': 1 } },
        { type: 'pass' },
      ],
      expect: { turn: 4, '@m.power': 2, '@m.damage': 1 },
    });
  });

  it('a unit its damage destroys is simply gone (one\'s own unit may be the target)', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 2, hand: [{ card: 'Bloodburn Poison', as: 'p' }, 'Mountain Brigade'], kingdom: { cards: [{ card: 'Shades', as: 's' }] } },
        {},
        ['dark-elf', 'dwarf'],
      ),
      decisions: [{ type: 'play', card: '@p' }],
      expect: { '@s.loc': 'discard' },
    });
  });

  it('cannot be played with no unit in play', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 2, hand: [{ card: 'Bloodburn Poison', as: 'p' }, 'Mountain Brigade'] }, {}, ['dark-elf', 'dwarf']),
      decisions: [{ type: 'play', card: '@p', illegal: '' }],
    });
  });

  it('a target gone at resolution: nothing happens, the cost stays paid', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 2, hand: [{ card: 'Bloodburn Poison', as: 'p' }, 'Mountain Brigade'], kingdom: { cards: [{ card: 'Shades', as: 's' }] } },
        { kingdom: { cards: [{ card: 'Lobber Crew', as: 'l' }] } },
        ['dark-elf', 'orc'],
      ),
      decisions: [
        { type: 'play', card: '@p' },
        { type: 'target', target: '@l' },
        // P2 answers by sacrificing the target (Lobber Crew's cost); P1 then sacrifices his only unit
        { type: 'use', card: '@l', ability: 'action', player: 2 },
        { type: 'pass' },
      ],
      expect: { chain: 0, '@l.loc': 'discard', '@s.loc': 'discard', '@p.loc': 'discard', 'p1.resources': 1 },
    });
  });

  it('the damage cancelled by Toughness, the unit still loses 1 power (the two parts are independent)', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 2, hand: [{ card: 'Bloodburn Poison', as: 'p' }, 'Mountain Brigade'] },
        { kingdom: { cards: [{ card: 'Hammerer of Karak Azul', as: 'h' }] } },
        ['dark-elf', 'dwarf'],
      ),
      // (the Hammerer is the only unit: the target is made for P1)
      decisions: [{ type: 'play', card: '@p' }],
      expect: { '@h.damage': 0, '@h.power': 0, log: ['Toughness 1 cancels'] },
    });
  });
});
