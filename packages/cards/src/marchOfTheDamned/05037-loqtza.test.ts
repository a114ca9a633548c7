import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Loqtza', () => {
  it('pays 2 and deals one damage per Lizardmen unit in its own zone (itself included, not other zones, not the opponent\'s)', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        {
          resources: 3,
          hand: ['Mountain Brigade'],
          kingdom: { cards: [{ card: 'Loqtza', as: 'l' }, { card: 'Skink Skirmishers', as: 's' }, { card: 'Mountain Brigade', as: 'mb' }] },
          battlefield: { cards: [{ card: 'Carnosaur Rider', as: 'c' }] },
        },
        { kingdom: { cards: [{ card: 'Skink Skirmishers', as: 'theirs' }, { card: 'Hammerer of Karak Azul', as: 'h' }] }, battlefield: { cards: [{ card: 'Black Orc Squad', as: 'b' }] } },
        ['lizardmen', 'orc'],
      ),
      decisions: [
        { type: 'use', card: '@l', ability: 'action' },
        // any unit may be the target, his own included
        { expect: { options: { include: [{ type: 'target', target: '@b' }, { type: 'target', target: '@s' }, { type: 'target', target: '@l' }, { type: 'target', target: '@c' }] } } },
        { type: 'target', target: '@b' },
        { type: 'pass' },
      ],
      // X = Loqtza + Skink Skirmishers in P1's kingdom = 2 (Black Orc Squad has 3 hit points: it survives)
      expect: { '@b.damage': 2, '@b.loc': 'battlefield', 'p1.resources': 1 },
    });
  });

  it('cannot be used without 2 resources', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 1, hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Loqtza', as: 'l' }] } }, { kingdom: { cards: ['Black Orc Squad'] } }, ['lizardmen', 'orc']),
      decisions: [{ type: 'use', card: '@l', ability: 'action', illegal: '' }],
    });
  });

  it('counts the Lizardmen units as it resolves: one that leaves the zone in response lowers X; and it is counted in its own zone wherever that is', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 2, hand: ['Mountain Brigade'], quest: { cards: [{ card: 'Loqtza', as: 'l' }, { card: 'Skink Skirmishers', as: 's', corrupt: true }] } },
        { resources: 3, quest: { cards: [{ card: 'Nurgle Sorcerer', as: 'ns' }] }, battlefield: { cards: [{ card: 'Black Orc Squad', as: 'b' }] } },
        ['lizardmen', 'chaos'],
      ),
      decisions: [
        { type: 'use', card: '@l', ability: 'action' },
        { type: 'target', target: '@b' },
        // P2 answers by destroying the (corrupted) Skink Skirmishers: X drops to 1
        { type: 'use', card: '@ns', ability: 'action', player: 2 },
        { type: 'target', target: '@s' },
        { type: 'pass' },
        { type: 'pass' },
      ],
      expect: { '@s.loc': 'discard', '@b.damage': 1, 'p1.resources': 0 },
    });
  });
});
