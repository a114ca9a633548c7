import { describe, it } from 'vitest';
import { board, expectScenario } from '../../testing.js';

describe('Sadistic Mutation', () => {
  it("when the attached unit deals combat damage, it must deal 1 damage to a target unit or any player's capital section", () => {
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
        {
          expect: {
            'p2.kingdom.damage': 1,
            prompt: { player: 1, kind: 'choose' },
            options: {
              include: [{ type: 'target', target: '@m' }, { type: 'target', target: '@b' }, { type: 'target', target: 'quest', owner: 2 }, { type: 'target', target: 'battlefield', owner: 1 }],
              exclude: [{ type: 'pass' }],
            },
          },
        },
        { type: 'target', target: 'quest', owner: 2 },
      ],
      expect: { 'p2.kingdom.damage': 1, 'p2.quest.damage': 1, '@m.damage': 0 },
    });
  });

  it('triggers for a defending host too, even when the host is destroyed in that combat', () => {
    expectScenario({
      phase: 'battlefield',
      active: 2,
      players: board(
        { battlefield: { cards: [{ card: 'Dark Zealot', as: 'z', damage: 2 }, { card: 'Sadistic Mutation', attachedTo: '@z' }] } },
        { battlefield: { cards: [{ card: 'Mountain Brigade', as: 'm' }] }, kingdom: { cards: [{ card: 'Black Orc Squad', as: 'o' }] } },
        ['chaos', 'dwarf'],
      ),
      decisions: [
        { type: 'attack', zone: 'battlefield' },
        { type: 'attacker', card: '@m' },
        { type: 'defender', card: '@z', player: 1 },
        { type: 'assign', target: '@z', amount: 2 },
        { type: 'assign', target: '@m', amount: 1, player: 1 },
        { type: 'pass', player: 1 }, // the Zealot and its Mutation reach the discard pile together: keep their order
        { expect: { '@z.loc': 'discard', '@m.damage': 1, prompt: { player: 1, kind: 'choose' } } },
        { type: 'target', target: '@o', player: 1 },
      ],
      expect: { '@o.damage': 1, 'p2.battlefield.damage': 0 },
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
      expect: { 'p2.kingdom.damage': 1, 'p2.quest.damage': 0, 'p2.battlefield.damage': 0, 'p1.kingdom.damage': 0, '@b.damage': 0, '@s.damage': 0 },
    });
  });

  it('does not trigger when all the damage is cancelled', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { battlefield: { cards: [{ card: 'Dark Zealot', as: 'z' }, { card: 'Sadistic Mutation', attachedTo: '@z' }] } },
        { kingdom: { cards: [{ card: 'Hammerer of Karak Azul', as: 'h' }] } },
        ['chaos', 'dwarf'],
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@z' },
        { type: 'defender', card: '@h' },
        { type: 'assign', target: '@h', amount: 1 },
        { type: 'assign', target: '@z', amount: 1 },
      ],
      expect: { '@h.damage': 0, '@z.damage': 1, 'p2.kingdom.damage': 0, 'p2.quest.damage': 0, 'p2.battlefield.damage': 0, turn: 4 },
    });
  });
});
