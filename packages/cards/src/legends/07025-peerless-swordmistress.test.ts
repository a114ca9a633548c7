import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Peerless Swordmistress', () => {
  it('defending and opposed by two attackers: its controller may deal 2 damage to one of them', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { battlefield: { cards: [{ card: 'Chaos Knights', as: 'a1' }, { card: 'Mountain Brigade', as: 'a2' }, { card: 'Chaos Knights', as: 'idle' }] } },
        { kingdom: { cards: [{ card: 'Peerless Swordmistress', as: 'pw' }, { card: 'Mountain Brigade', as: 'home' }] } },
        ['chaos', 'high-elf'],
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@a1' },
        { type: 'attacker', card: '@a2' },
        { type: 'pass' },
        { type: 'defender', card: '@pw', player: 2 },
        { type: 'pass', player: 2 },
        { expect: { prompt: { player: 2, kind: 'action' }, options: { include: [{ type: 'use', card: '@pw', ability: 'action' }] } } },
        { type: 'use', card: '@pw', ability: 'action', player: 2 },
        // only opposing units: the attackers, not an idle unit nor his own
        { expect: { options: { include: [{ type: 'target', target: '@a1' }, { type: 'target', target: '@a2' }], exclude: [{ type: 'target', target: '@idle' }, { type: 'target', target: '@pw' }, { type: 'target', target: '@home' }] } } },
        { type: 'target', target: '@a2' },
        { expect: { '@a2.damage': 2, '@a1.damage': 0 } },
      ],
    });
  });

  it('attacking, opposed by one defender: 1 damage to it; optional and only at the first opportunity', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { battlefield: { cards: [{ card: 'Peerless Swordmistress', as: 'pw' }] } },
        { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'd' }] } },
        ['high-elf', 'chaos'],
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@pw' },
        { type: 'defender', card: '@d', player: 2 },
        { type: 'use', card: '@pw', ability: 'action', player: 1 },
        { expect: { '@d.damage': 1 } },
      ],
    });
    expectScenario({
      phase: 'battlefield',
      players: board(
        { battlefield: { cards: [{ card: 'Peerless Swordmistress', as: 'pw' }] } },
        { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'd' }] } },
        ['high-elf', 'chaos'],
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@pw' },
        { type: 'defender', card: '@d', player: 2 },
        { type: 'pass', player: 1 },
        { expect: { options: { exclude: [{ type: 'use', card: '@pw', ability: 'action' }] } } },
      ],
    });
  });

  it('unopposed, it is never offered', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { battlefield: { cards: [{ card: 'Peerless Swordmistress', as: 'pw' }] } },
        { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'd' }] } },
        ['high-elf', 'chaos'],
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@pw' },
        { type: 'pass', player: 2 },
        { expect: { options: { exclude: [{ type: 'use', card: '@pw', ability: 'action' }] } } },
      ],
    });
  });
});
