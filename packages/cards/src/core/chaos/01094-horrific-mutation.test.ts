import { describe, it } from 'vitest';
import { board, expectScenario } from '../../testing.js';

describe('Horrific Mutation', () => {
  it('while the attached unit attacks, every defending unit has 1 less hit point (others are unchanged)', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { battlefield: { cards: [{ card: 'Chaos Knights', as: 'k' }, { card: 'Horrific Mutation', attachedTo: '@k' }] } },
        { kingdom: { cards: [{ card: 'Hammerer of Karak Azul', as: 'h' }, { card: 'Dark Zealot', as: 'z' }, { card: 'Black Orc Squad', as: 'o' }] }, quest: { cards: [{ card: 'Black Orc Squad', as: 'q' }] } },
        ['chaos', 'dwarf'],
      ),
      decisions: [
        { expect: { '@h.hitPoints': 2, '@z.hitPoints': 3 } },
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@k' },
        { expect: { '@h.hitPoints': 2 } },
        { type: 'defender', card: '@h' },
        { type: 'pass', player: 2 },
        // only defending units lose a hit point
        { expect: { '@h.hitPoints': 1, '@z.hitPoints': 3, '@o.hitPoints': 4, '@q.hitPoints': 4, '@k.hitPoints': 4 } },
        // lethal for the Hammerer is now 1 hit point + Toughness 1, so 1 damage may go to the capital
        { type: 'assign', target: '@h', amount: 2 },
        { type: 'assign', target: 'kingdom', amount: 1 },
        { type: 'assign', target: '@k', amount: 1, player: 2 },
      ],
      expect: { '@h.loc': 'discard', 'p2.kingdom.damage': 1, '@k.damage': 1, '@z.hitPoints': 3 },
    });
  });

  it('does nothing while another unit attacks', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { battlefield: { cards: [{ card: 'Chaos Knights', as: 'k' }, { card: 'Black Orc Squad', as: 'b' }, { card: 'Horrific Mutation', attachedTo: '@b' }] } },
        { kingdom: { cards: [{ card: 'Hammerer of Karak Azul', as: 'h' }] } },
        ['chaos', 'dwarf'],
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@k' },
        { type: 'pass' },
        { type: 'defender', card: '@h' },
        { expect: { '@h.hitPoints': 2 } },
      ],
    });
  });
});
