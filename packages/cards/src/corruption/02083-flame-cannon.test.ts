import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Flame Cannon', () => {
  it('attacking, its unit has +1 power per defending unit', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { battlefield: { cards: [{ card: 'Mountain Brigade', as: 'mb' }, { card: 'Flame Cannon', attachedTo: '@mb' }, { card: 'Hammerer of Karak Azul', as: 'ham' }] } },
        { kingdom: { cards: [{ card: 'Black Orc Squad', as: 'o1' }, { card: 'Black Orc Squad', as: 'o2' }, { card: 'Black Orc Squad', as: 'o3' }] } },
        ['dwarf', 'orc'],
      ),
      decisions: [
        { expect: { '@mb.power': 2 } },
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@mb' },
        { type: 'attacker', card: '@ham' },
        // attacking, before any defender: +0
        { expect: { '@mb.power': 2 } },
        { type: 'defender', card: '@o1', player: 2 },
        { type: 'defender', card: '@o2', player: 2 },
        { type: 'pass', player: 2 },
        // two enemy units in the battle (the other attacker is no enemy)
        { expect: { '@mb.power': 4, '@ham.power': 1 } },
      ],
    });
  });

  it('defending, its unit has +1 per attacking unit; outside combat nothing', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { battlefield: { cards: [{ card: 'Black Orc Squad', as: 'o1' }, { card: 'Black Orc Squad', as: 'o2' }] } },
        { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'mb' }, { card: 'Flame Cannon', attachedTo: '@mb' }, { card: 'Mountain Brigade', as: 'idle' }, { card: 'Flame Cannon', attachedTo: '@idle' }] } },
        ['orc', 'dwarf'],
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@o1' },
        { type: 'attacker', card: '@o2' },
        { type: 'defender', card: '@mb', player: 2 },
        { type: 'pass', player: 2 },
        { expect: { '@mb.power': 4, '@idle.power': 2 } },
      ],
    });
  });

  it("goes onto either player's unit", () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 1, hand: [{ card: 'Flame Cannon', as: 'fc' }, 'Mountain Brigade'], kingdom: { cards: [{ card: 'Mountain Brigade', as: 'mine' }] } },
        { battlefield: { cards: [{ card: 'Black Orc Squad', as: 'o' }] } },
        ['dwarf', 'orc'],
      ),
      decisions: [
        { expect: { options: { include: [{ type: 'play', card: '@fc', zone: 'kingdom', target: '@mine' }, { type: 'play', card: '@fc', zone: 'battlefield', target: '@o' }] } } },
        { type: 'play', card: '@fc', zone: 'battlefield', target: '@o' },
      ],
      expect: { '@fc.loc': 'battlefield' },
    });
  });
});
