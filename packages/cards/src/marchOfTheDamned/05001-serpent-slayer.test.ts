import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Serpent Slayer', () => {
  it('with 3 or more developments in its zone, deals that many extra damage in combat; its power stays 2', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        // the opponent's developments and those of his other zones do not count
        { battlefield: { cards: [{ card: 'Serpent Slayer', as: 's' }], developments: ['Huntsmen', 'Huntsmen', 'Huntsmen'] }, kingdom: { developments: ['Huntsmen'] } },
        { kingdom: { developments: ['Huntsmen', 'Huntsmen'] } },
        ['dwarf', 'orc'],
      ),
      decisions: [
        { expect: { '@s.power': 2 } },
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@s' },
        { type: 'assign', target: 'kingdom', amount: 5 },
      ],
      expect: { 'p2.kingdom.damage': 5 },
    });
  });

  it('with only 2 developments there, deals just its power', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { battlefield: { cards: [{ card: 'Serpent Slayer', as: 's' }], developments: ['Huntsmen', 'Huntsmen'] }, kingdom: { developments: ['Huntsmen'] } },
        { kingdom: { developments: ['Huntsmen'] } },
        ['dwarf', 'orc'],
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@s' },
        { expect: { options: { exclude: [{ type: 'assign', target: 'kingdom', amount: 3 }] } } },
        { type: 'assign', target: 'kingdom', amount: 2 },
      ],
      expect: { 'p2.kingdom.damage': 2 },
    });
  });

  it('defending in its zone, deals the extra damage too (4 developments: 6 damage)', () => {
    expectScenario({
      phase: 'battlefield',
      active: 2,
      players: board(
        { kingdom: { cards: [{ card: 'Serpent Slayer', as: 's' }], developments: ['Huntsmen', 'Huntsmen', 'Huntsmen', 'Huntsmen'] } },
        { battlefield: { cards: [{ card: 'Chaos Knights', as: 'ck' }, { card: 'Chaos Knights', as: 'ck2' }] } },
        ['dwarf', 'chaos'],
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom', player: 2 },
        { type: 'attacker', card: '@ck', player: 2 },
        { type: 'attacker', card: '@ck2', player: 2 },
        { type: 'defender', card: '@s', player: 1 },
        { type: 'assign', target: '@s', amount: 4, player: 2 },
        { type: 'assign', target: 'kingdom', amount: 2, player: 2 },
        { type: 'assign', target: '@ck', amount: 4, player: 1 },
        { type: 'assign', target: '@ck2', amount: 2, player: 1 },
      ],
      expect: { '@ck.loc': 'discard', '@ck2.damage': 2, '@s.loc': 'discard' },
    });
  });
});
