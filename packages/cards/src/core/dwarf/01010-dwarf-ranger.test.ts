import { describe, it } from 'vitest';
import { board, expectScenario } from '../../testing.js';

describe('Dwarf Ranger', () => {
  it('in the quest zone, deals 1 damage to a target when another of your Dwarf units leaves play', () => {
    expectScenario({
      phase: 'battlefield',
      active: 2,
      players: board(
        { quest: { cards: [{ card: 'Dwarf Ranger', as: 'r' }] }, kingdom: { cards: [{ card: 'Runesmith', as: 's' }] } },
        { battlefield: { cards: [{ card: 'Chaos Knights', as: 'c' }] } },
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@c' },
        { type: 'defender', card: '@s' },
        { type: 'assign', target: '@s', amount: 1 },
        { type: 'assign', target: 'kingdom', amount: 2 },
        { type: 'assign', target: '@c', amount: 1 },
        { expect: { '@s.loc': 'discard', prompt: { player: 1, kind: 'choose' } } },
        { type: 'target', target: 'quest', owner: 2 },
      ],
      expect: { 'p2.quest.damage': 1, '@c.damage': 1 },
    });
  });

  it('can target a unit, and does nothing outside the quest zone or for a non-Dwarf unit', () => {
    expectScenario({
      phase: 'battlefield',
      active: 2,
      players: board(
        { quest: { cards: [{ card: 'Dwarf Ranger', as: 'r' }] }, kingdom: { cards: [{ card: 'Runesmith', as: 's' }] } },
        { battlefield: { cards: [{ card: 'Chaos Knights', as: 'c' }] } },
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@c' },
        { type: 'defender', card: '@s' },
        { type: 'assign', target: '@s', amount: 3 },
        { type: 'assign', target: '@c', amount: 1 },
        { type: 'target', target: '@c' },
      ],
      expect: { '@c.damage': 2 },
    });
    expectScenario({
      phase: 'battlefield',
      active: 2,
      players: board(
        { kingdom: { cards: [{ card: 'Dwarf Ranger', as: 'r' }, { card: 'Black Orc Squad', as: 'o', damage: 3 }] } },
        { battlefield: { cards: [{ card: 'Chaos Knights', as: 'c' }] } },
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@c' },
        { type: 'defender', card: '@o' },
        { type: 'pass' },
        { type: 'assign', target: '@o', amount: 3 },
        { type: 'assign', target: '@c', amount: 1 },
        { expect: { '@o.loc': 'discard', 'p2.quest.damage': 0, '@c.damage': 1, prompt: { player: 1, kind: 'action' } } },
      ],
    });
  });
});
