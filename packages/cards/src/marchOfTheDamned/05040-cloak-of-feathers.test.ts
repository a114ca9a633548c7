import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Cloak of Feathers', () => {
  it('goes onto a Lizardmen unit of either player, not onto another unit', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 1, hand: [{ card: 'Cloak of Feathers', as: 'c' }, 'Mountain Brigade'], kingdom: { cards: [{ card: 'Skink Skirmishers', as: 's' }, { card: 'Mountain Brigade', as: 'mb' }] } },
        { kingdom: { cards: [{ card: 'Skink Skirmishers', as: 'theirs' }] } },
        ['lizardmen', 'orc'],
      ),
      decisions: [
        { expect: { options: { include: [{ type: 'play', card: '@c', zone: 'kingdom', target: '@s' }, { type: 'play', card: '@c', zone: 'kingdom', target: '@theirs' }] } } },
        { type: 'play', card: '@c', zone: 'kingdom', target: '@mb', illegal: '' },
        { type: 'play', card: '@c', zone: 'kingdom', target: '@theirs' },
        { type: 'pass' },
      ],
      expect: { '@c.loc': 'kingdom', '@c.controller': 1, 'p1.resources': 0 },
    });
  });

  it('the attached unit has Savage 2, stacking with its own Savage: dealt damage and surviving, it may deal that much to a unit in a corresponding zone', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Skink Skirmishers', as: 's' }, { card: 'Cloak of Feathers', as: 'c', attachedTo: '@s' }] } },
        { resources: 3, quest: { cards: [{ card: 'Nurgle Sorcerer', as: 'ns' }] }, kingdom: { cards: [{ card: 'Chaos Knights', as: 'k' }] } },
        ['lizardmen', 'chaos'],
      ),
      decisions: [
        { type: 'pass' },
        { type: 'use', card: '@ns', ability: 'action', player: 2 },
        { type: 'target', target: '@s' },
        // Skink Skirmishers (Savage 1) is dealt 1 and survives: Savage 1 + 2 = 3 damage
        { expect: { '@s.damage': 1, prompt: { player: 1, kind: 'choose' } } },
        { type: 'target', target: '@k' },
      ],
      expect: { '@k.damage': 3 },
    });
  });
});
