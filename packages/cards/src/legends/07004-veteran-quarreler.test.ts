import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Veteran Quarreler', () => {
  it('when its zone is attacked, its controller may deal 1 damage to a target attacking unit', () => {
    expectScenario({
      phase: 'battlefield',
      active: 2,
      players: board(
        { kingdom: { cards: [{ card: 'Veteran Quarreler', as: 'vq' }] } },
        { battlefield: { cards: [{ card: 'Chaos Knights', as: 'a1' }, { card: 'Dark Zealot', as: 'a2' }, { card: 'Chaos Knights', as: 'idle' }] } },
        ['dwarf', 'chaos'],
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom', player: 2 },
        { type: 'attacker', card: '@a1' },
        { type: 'attacker', card: '@a2' },
        { type: 'pass', player: 2 },
        { type: 'use', card: '@vq', ability: 'action', player: 1 },
        // attacking units only
        { expect: { options: { include: [{ type: 'target', target: '@a1' }, { type: 'target', target: '@a2' }], exclude: [{ type: 'target', target: '@idle' }, { type: 'target', target: '@vq' }] } } },
        { type: 'target', target: '@a2' },
        { expect: { '@a2.damage': 1, '@a1.damage': 0 } },
      ],
    });
  });

  it('an attack on another zone of his does not arm it; declined, the chance is gone', () => {
    expectScenario({
      phase: 'battlefield',
      active: 2,
      players: board(
        { kingdom: { cards: [{ card: 'Veteran Quarreler', as: 'vq' }] }, quest: { cards: ['Mountain Brigade'] } },
        { battlefield: { cards: [{ card: 'Chaos Knights', as: 'a1' }] } },
        ['dwarf', 'chaos'],
      ),
      decisions: [
        { type: 'attack', zone: 'quest', player: 2 },
        { type: 'attacker', card: '@a1' },
        { expect: { options: { exclude: [{ type: 'use', card: '@vq', ability: 'action' }] } } },
      ],
    });
    expectScenario({
      phase: 'battlefield',
      active: 2,
      players: board(
        { kingdom: { cards: [{ card: 'Veteran Quarreler', as: 'vq' }] } },
        { battlefield: { cards: [{ card: 'Chaos Knights', as: 'a1' }] } },
        ['dwarf', 'chaos'],
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom', player: 2 },
        { type: 'attacker', card: '@a1' },
        { type: 'pass', player: 1 },
        { expect: { options: { exclude: [{ type: 'use', card: '@vq', ability: 'action' }] } } },
      ],
      expect: { '@a1.damage': 0 },
    });
  });
});
