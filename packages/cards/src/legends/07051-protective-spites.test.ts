import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Protective Spites', () => {
  it('goes onto a unit you control with 3 tokens; each time its unit would be dealt damage, one token is removed instead and none is dealt', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        {
          resources: 8,
          hand: [{ card: 'Protective Spites', as: 's' }, 'Plague Bomb'],
          kingdom: { cards: [{ card: 'Mountain Brigade', as: 'm' }, { card: 'Mountain Brigade', as: 'n' }, { card: 'Mountain Brigade', as: 'o' }] },
        },
        { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'x' }] } },
        ['chaos', 'dwarf'],
      ),
      decisions: [
        { expect: { options: { include: [{ type: 'play', card: '@s', zone: 'kingdom', target: '@m' }], exclude: [{ type: 'play', card: '@s', zone: 'kingdom', target: '@x' }] } } },
        { type: 'play', card: '@s', zone: 'kingdom', target: '@m' },
        { type: 'pass' },
        { expect: { '@s.tokens': 3, '@s.loc': 'kingdom' } },
        { type: 'play', card: 'Plague Bomb' },
        { type: 'target', target: '@n' },
        { type: 'target', target: '@m' },
        { type: 'target', target: '@o' },
      ],
      // the 2 damage to its unit cost a single token
      expect: { '@m.damage': 0, '@s.tokens': 2, '@n.damage': 1, '@o.damage': 3, log: ['loses a resource token instead of 2 damage'] },
    });
  });

  it('also stops combat damage, and damage that cannot be cancelled (a replacement, not a cancellation)', () => {
    expectScenario({
      phase: 'battlefield',
      active: 2,
      players: board(
        { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'm' }, { card: 'Protective Spites', as: 's', attachedTo: '@m', tokens: 3 }] } },
        { battlefield: { cards: [{ card: 'Bloodthirster', as: 'bt' }] } },
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom', player: 2 },
        { type: 'attacker', card: '@bt' },
        { type: 'defender', card: '@m', player: 1 },
        { type: 'assign', target: '@m', amount: 5, player: 2 },
        { type: 'assign', target: '@bt', amount: 2, player: 1 },
      ],
      expect: { '@m.loc': 'kingdom', '@m.damage': 0, '@s.tokens': 2, '@bt.damage': 2 },
    });
  });

  it('with no token left, damage is dealt', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        {
          resources: 5,
          hand: ['Plague Bomb', 'Mountain Brigade'],
          kingdom: { cards: [{ card: 'Mountain Brigade', as: 'm' }, { card: 'Protective Spites', as: 's', attachedTo: '@m', tokens: 0 }, { card: 'Mountain Brigade', as: 'n' }, { card: 'Mountain Brigade', as: 'o' }] },
        },
        {},
        ['chaos', 'dwarf'],
      ),
      decisions: [{ type: 'play', card: 'Plague Bomb' }, { type: 'target', target: '@m' }, { type: 'target', target: '@n' }],
      expect: { '@m.damage': 1, '@s.tokens': 0 },
    });
  });

  it('is discarded when its unit stops being a unit you control', () => {
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board(
        { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'm' }, { card: 'Protective Spites', as: 's', attachedTo: '@m', tokens: 3 }] } },
        { capital: 'dark-elf', resources: 6, hand: [{ card: 'Soul Stealer', as: 'ss' }, 'Mountain Brigade'] },
        ['orc', 'dark-elf'],
      ),
      decisions: [{ type: 'play', card: '@ss', zone: 'kingdom', target: '@m', player: 2 }],
      expect: { '@m.controller': 2, '@s.loc': 'discard', 'p1.discard': ['Protective Spites'] },
    });
  });
});
