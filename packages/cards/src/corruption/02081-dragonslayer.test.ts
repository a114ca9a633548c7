import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Dragonslayer', () => {
  it('may attack from your quest zone (and from the battlefield), not from the kingdom', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        {
          quest: { cards: [{ card: 'Dragonslayer', as: 'q' }] },
          battlefield: { cards: [{ card: 'Dragonslayer', as: 'b' }] },
          kingdom: { cards: [{ card: 'Dragonslayer', as: 'k' }] },
        },
        {},
        ['dwarf', 'orc'],
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { expect: { options: { include: [{ type: 'attacker', card: '@q' }, { type: 'attacker', card: '@b' }], exclude: [{ type: 'attacker', card: '@k' }] } } },
        { type: 'attacker', card: '@q' },
        { type: 'pass' },
        { type: 'assign', target: 'kingdom', amount: 2 },
      ],
      expect: { 'p2.kingdom.damage': 2, '@q.loc': 'quest' },
    });
  });

  it('has Toughness 2', () => {
    expectScenario({
      phase: 'battlefield',
      players: board({ battlefield: { cards: [{ card: 'Dragonslayer', as: 'd' }] } }, { kingdom: { cards: [{ card: 'Chaos Knights', as: 'ck' }] } }, ['dwarf', 'chaos']),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@d' },
        { type: 'defender', card: '@ck', player: 2 },
        { type: 'assign', target: '@ck', amount: 2 },
        { type: 'assign', target: '@d', amount: 2, player: 2 },
      ],
      expect: { '@d.damage': 0, '@d.loc': 'battlefield' },
    });
  });

  it('defends its quest zone as usual', () => {
    expectScenario({
      phase: 'battlefield',
      active: 2,
      players: board({ quest: { cards: [{ card: 'Dragonslayer', as: 'd' }] } }, { battlefield: { cards: [{ card: 'Black Orc Squad', as: 'o' }] } }, ['dwarf', 'orc']),
      decisions: [
        { type: 'attack', zone: 'quest' },
        { type: 'attacker', card: '@o' },
        { expect: { options: { include: [{ type: 'defender', card: '@d' }] } } },
      ],
    });
  });
});
