import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Gyrocopter', () => {
  it('lets its host attack from the kingdom or the quest zone; other units there still cannot', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        {
          kingdom: { cards: [{ card: 'Mountain Brigade', as: 'h' }, { card: 'Gyrocopter', attachedTo: '@h' }, { card: 'Mountain Brigade', as: 'k' }] },
          quest: { cards: [{ card: 'Mountain Brigade', as: 'q' }] },
        },
        {},
        ['dwarf', 'orc'],
      ),
      decisions: [
        { type: 'attack', zone: 'quest' },
        { expect: { options: { include: [{ type: 'attacker', card: '@h' }], exclude: [{ type: 'attacker', card: '@k' }, { type: 'attacker', card: '@q' }] } } },
        { type: 'attacker', card: '@h' },
        { type: 'assign', target: 'quest', amount: 2 },
      ],
      expect: { 'p2.quest.damage': 2, '@h.loc': 'kingdom' },
    });
  });

  it('is played only onto a Dwarf unit you control', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        {
          resources: 4,
          hand: [{ card: 'Gyrocopter', as: 'g' }],
          kingdom: { cards: [{ card: 'Mountain Brigade', as: 'm' }, { card: 'The Greatswords', as: 'gs' }] },
        },
        { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'om' }] } },
        ['dwarf', 'orc'],
      ),
      decisions: [
        { type: 'play', card: '@g', zone: 'kingdom', target: '@gs', illegal: '' },
        { type: 'play', card: '@g', zone: 'kingdom', target: '@om', illegal: '' },
        { type: 'play', card: '@g', zone: 'kingdom', target: '@m' },
      ],
      expect: { '@g.loc': 'kingdom' },
    });
  });
});
