import { describe, it } from 'vitest';
import { board, expectScenario } from '../../testing.js';

describe('Striking the Grudge', () => {
  it('gives a target attacking or defending unit +2 power until the end of the turn', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { resources: 3, hand: ['Striking the Grudge'], battlefield: { cards: [{ card: 'Black Orc Squad', as: 'b' }, { card: 'Black Orc Squad', as: 'home' }] } },
        { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'm' }] } },
        ['dwarf', 'orc'],
      ),
      decisions: [
        // no unit is attacking or defending yet, so nothing can be played in the first windows
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@b' },
        { type: 'pass' },
        // only the attacker is a legal target: it is chosen for him
        { type: 'play', card: 'Striking the Grudge' },
        { expect: { '@b.power': 3, '@home.power': 1, 'p1.discard': ['Striking the Grudge'], 'p1.resources': 0 } },
        { type: 'defender', card: '@m', player: 2 },
        { type: 'assign', target: '@m', amount: 3 },
        { type: 'assign', target: '@b', amount: 2, player: 2 },
      ],
      // the turn has ended: the bonus is gone
      expect: { '@m.damage': 3, '@b.damage': 2, turn: 4, '@b.power': 1 },
    });
  });

  it('may target a defending unit of either player, never a unit outside the combat', () => {
    expectScenario({
      phase: 'battlefield',
      active: 2,
      players: board(
        { resources: 3, hand: ['Striking the Grudge'], kingdom: { cards: [{ card: 'Mountain Brigade', as: 'm' }, { card: 'Mountain Brigade', as: 'idle' }] } },
        { battlefield: { cards: [{ card: 'Chaos Knights', as: 'c' }] } },
        ['dwarf', 'orc'],
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@c' },
        { type: 'pass', player: 1 }, // not yet, in the window after attackers
        { type: 'defender', card: '@m' },
        { type: 'pass' }, // the other Mountain Brigade does not defend
        { type: 'play', card: 'Striking the Grudge', player: 1 },
        { expect: { options: { include: [{ type: 'target', target: '@m' }, { type: 'target', target: '@c' }], exclude: [{ type: 'target', target: '@idle' }] } } },
        { type: 'target', target: '@m' },
      ],
      expect: { '@m.power': 4, '@c.power': 3 },
    });
  });
});
