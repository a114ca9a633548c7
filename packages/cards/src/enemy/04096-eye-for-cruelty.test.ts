import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Eye for Cruelty', () => {
  it('the target, healed later this turn, is destroyed instead; healing effects do not see it healed', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 1, hand: [{ card: 'Eye for Cruelty', as: 'e' }, 'Mountain Brigade'] },
        {
          resources: 3,
          hand: ['Tear of Isha'],
          kingdom: { cards: [{ card: 'Mountain Brigade', as: 'm', damage: 2 }, { card: 'Mountain Brigade', as: 'other', damage: 1 }, { card: 'The Glittering Tower', as: 'gt' }] },
        },
        ['dark-elf', 'high-elf'],
      ),
      decisions: [
        { type: 'play', card: '@e' },
        { type: 'target', target: '@m' },
        // it only marks the unit
        { expect: { '@m.loc': 'kingdom', '@m.damage': 2, 'p1.resources': 0 } },
        { type: 'pass' },
        { type: 'play', card: 'Tear of Isha', player: 2 },
        { type: 'target', target: '@m', player: 2 },
        { type: 'pass', player: 1 },
      ],
      // destroyed; the Glittering Tower ("whenever you heal a unit") has nothing to react to
      expect: { '@m.loc': 'discard', '@other.damage': 1, options: { exclude: [{ type: 'use', card: '@gt', ability: 'action' }] } },
    });
  });

  it('another unit is healed as usual', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 1, hand: [{ card: 'Eye for Cruelty', as: 'e' }, 'Mountain Brigade'] },
        { resources: 3, hand: ['Tear of Isha', 'Tear of Isha'], kingdom: { cards: [{ card: 'Mountain Brigade', as: 'm', damage: 2 }, { card: 'Mountain Brigade', as: 'other', damage: 1 }] } },
        ['dark-elf', 'high-elf'],
      ),
      decisions: [
        { type: 'play', card: '@e' },
        { type: 'target', target: '@m' },
        { type: 'pass' },
        { type: 'play', card: 'Tear of Isha', player: 2 },
        { type: 'target', target: '@other', player: 2 },
        { type: 'pass', player: 2 },
        { expect: { '@other.damage': 0, '@m.damage': 2, '@m.loc': 'kingdom' } },
      ],
    });
  });

  it('lasts only this turn: healed on the next turn, the unit is healed as usual', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { resources: 1, hand: [{ card: 'Eye for Cruelty', as: 'e' }, 'Mountain Brigade'] },
        { resources: 3, hand: ['Tear of Isha'], kingdom: { cards: [{ card: 'Mountain Brigade', as: 'm', damage: 2 }] } },
        ['dark-elf', 'high-elf'],
      ),
      decisions: [
        // (the Brigade is the only unit: the target is made for P1)
        { type: 'play', card: '@e' },
        { type: 'pass', player: 2 },
        { type: 'pass', player: 2 },
        { type: 'pass', player: 2 },
        // P2's turn: the unit is healed as usual
        { expect: { turn: 4, '@m.damage': 2 } },
        { type: 'play', card: 'Tear of Isha', player: 2 },
      ],
      expect: { '@m.loc': 'kingdom', '@m.damage': 0 },
    });
  });
});
