import { describe, it } from 'vitest';
import { board, expectScenario } from '../../testing.js';

describe('Disciple of Khaine', () => {
  it('pays 2 to have 1 of the combat damage that would be dealt to it dealt to another target unit instead', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { battlefield: { cards: [{ card: 'Chaos Knights', as: 'ck' }, { card: 'Dark Zealot', as: 'dz' }] } },
        { resources: 3, kingdom: { cards: [{ card: 'Disciple of Khaine', as: 'dk' }, { card: 'Cold One Riders', as: 'cor' }] } },
        ['chaos', 'dark-elf'],
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@ck' },
        { type: 'pass' },
        { type: 'defender', card: '@dk' },
        { expect: { options: { exclude: [{ type: 'use', card: '@dk', ability: 'action' }] } } }, // nothing assigned to it yet
        { type: 'pass', player: 2 },
        { type: 'assign', target: '@dk', amount: 3 },
        { type: 'assign', target: '@ck', amount: 1, player: 2 },
        { expect: { '@dk.assigned': 3, '@dk.damage': 0 } },
        { type: 'use', card: '@dk', ability: 'action', player: 2 },
        { expect: { options: { include: [{ type: 'target', target: '@dz' }, { type: 'target', target: '@cor' }, { type: 'target', target: '@ck' }], exclude: [{ type: 'target', target: '@dk' }] } } },
        { type: 'target', target: '@dz' },
      ],
      // the damage is redirected as it would be dealt: 2 to the Disciple, 1 (combat damage) to the Zealot
      expect: { '@dk.loc': 'kingdom', '@dk.damage': 2, '@dz.damage': 1, '@ck.damage': 1, log: ['P2 uses Disciple of Khaine#', '(pays 2)', 'is dealt 1 combat damage'] },
    });
  });

  it('cannot be used while no combat damage is assigned to it', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { resources: 1, battlefield: { cards: [{ card: 'Chaos Knights', as: 'ck' }] } },
        { resources: 4, hand: ['Hate'], kingdom: { cards: [{ card: 'Disciple of Khaine', as: 'dk' }, { card: 'Cold One Riders', as: 'cor' }] } },
        ['chaos', 'dark-elf'],
      ),
      decisions: [
        { type: 'pass', player: 2 },
        { type: 'attack', zone: 'kingdom' },
        { type: 'pass', player: 2 },
        { type: 'attacker', card: '@ck' },
        { type: 'pass', player: 2 },
        { type: 'defender', card: '@dk' },
        { type: 'defender', card: '@cor' },
        { type: 'pass', player: 2 }, // (Cold One Riders' Counterstrike 1 has hit the Knights)
        { type: 'assign', target: '@cor', amount: 3 },
        { type: 'assign', target: '@ck', amount: 3, player: 2 },
        { expect: { prompt: { player: 2, kind: 'action' }, options: { include: [{ type: 'play', card: 'Hate' }], exclude: [{ type: 'use', card: '@dk', ability: 'action' }] } } },
      ],
    });
  });
});
