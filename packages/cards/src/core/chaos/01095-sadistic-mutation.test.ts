import { describe, it } from 'vitest';
import { board, expectScenario } from '../../testing.js';

describe('Sadistic Mutation', () => {
  it('when its host deals combat damage, deals 1 damage to a target unit or capital', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { battlefield: { cards: [{ card: 'Black Orc Squad', as: 'b' }, { card: 'Sadistic Mutation', attachedTo: '@b' }] } },
        { quest: { cards: [{ card: 'Mountain Brigade', as: 'm' }] } },
        ['chaos', 'dwarf'],
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@b' },
        { type: 'assign', target: 'kingdom', amount: 1 },
        { expect: { prompt: { player: 1, kind: 'choose' } } },
        { type: 'target', target: 'quest', owner: 2 },
      ],
      expect: { 'p2.kingdom.damage': 1, 'p2.quest.damage': 1, '@m.damage': 0 },
    });
  });

  it('does not trigger when its host added no damage to the pool', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { battlefield: { cards: [{ card: 'Fledgling Chaos Spawn', as: 's' }, { card: 'Sadistic Mutation', attachedTo: '@s' }, { card: 'Black Orc Squad', as: 'b' }] } },
        {},
        ['chaos', 'dwarf'],
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@s' },
        { type: 'attacker', card: '@b' },
        { type: 'assign', target: 'kingdom', amount: 1 },
      ],
      expect: { 'p2.kingdom.damage': 1, 'p2.quest.damage': 0, 'p2.battlefield.damage': 0, 'p1.kingdom.damage': 0 },
    });
  });
});
