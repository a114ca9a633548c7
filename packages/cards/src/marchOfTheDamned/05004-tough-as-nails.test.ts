import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Tough as Nails', () => {
  it('gives a Slayer unit Toughness equal to its damage, until the end of the turn', () => {
    expectScenario({
      phase: 'battlefield',
      active: 2,
      players: board(
        { resources: 1, hand: [{ card: 'Tough as Nails', as: 't' }], kingdom: { cards: [{ card: 'Serpent Slayer', as: 's', damage: 2 }, { card: 'Mountain Brigade', as: 'mb' }] } },
        { battlefield: { cards: [{ card: 'Chaos Knights', as: 'ck' }] } },
        ['dwarf', 'chaos'],
      ),
      decisions: [
        { type: 'pass', player: 1 },
        { type: 'attack', zone: 'kingdom', player: 2 },
        { type: 'pass', player: 1 },
        { type: 'attacker', card: '@ck', player: 2 },
        { type: 'pass', player: 1 },
        { type: 'defender', card: '@s', player: 1 },
        { type: 'pass', player: 1 },
        { type: 'play', card: '@t', player: 1 },
        // a Slayer only: the Serpent Slayer is its only target (not the Mountain Brigade)
        { expect: { 'p1.resources': 0 } },
        // 3 assigned, Toughness 2 cancels 2: 3 damage on 4 hit points
        { type: 'assign', target: '@s', amount: 3, player: 2 },
        { type: 'assign', target: '@ck', amount: 2, player: 1 },
      ],
      expect: { '@s.damage': 3, '@s.loc': 'kingdom', '@ck.damage': 2, log: ['Toughness 2 cancels'] },
    });
  });

  it('is not playable without a Slayer unit in play', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 3, hand: [{ card: 'Tough as Nails', as: 't' }], kingdom: { cards: [{ card: 'Mountain Brigade', damage: 2 }] } }, {}, ['dwarf', 'orc']),
      decisions: [{ type: 'play', card: '@t', illegal: '' }],
    });
  });

  it('X is the damage as it resolves, fixed: damage taken later does not raise it', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 1, hand: [{ card: 'Tough as Nails', as: 't' }, 'Huntsmen'], battlefield: { cards: [{ card: 'Serpent Slayer', as: 's', damage: 1 }] } },
        { resources: 2, battlefield: { cards: [{ card: 'War Machine Emplacement', as: 'w' }] }, kingdom: { cards: [{ card: 'Chaos Knights', as: 'ck' }] } },
        ['dwarf', 'empire'],
      ),
      decisions: [
        { type: 'play', card: '@t' },
        { expect: { 'p1.resources': 0 } },
        { type: 'pass' },
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@s' },
        // 2 damage from the Emplacement: Toughness 1 cancels 1 (2 damage on it now)
        { type: 'use', card: '@w', ability: 'action', player: 2 },
        { expect: { '@s.damage': 2 } },
        { type: 'defender', card: '@ck', player: 2 },
        { type: 'assign', target: '@ck', amount: 2 },
        // 3 assigned: still Toughness 1 (not 2), so 2 more: 4 damage on 4 hit points
        { type: 'assign', target: '@s', amount: 3, player: 2 },
      ],
      expect: { '@s.loc': 'discard', log: ['Toughness 1 cancels'] },
    });
  });
});

