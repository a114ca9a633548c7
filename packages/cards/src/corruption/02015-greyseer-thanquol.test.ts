import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Greyseer Thanquol', () => {
  it('may attack from any zone and, while attacking, gets +1 power per Skaven unit you control (itself included)', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        {
          kingdom: { cards: [{ card: 'Greyseer Thanquol', as: 'gt' }, { card: 'Rat Ogres', as: 'home' }] },
          battlefield: { cards: [{ card: 'Rat Ogres', as: 'ro' }, { card: 'Huntsmen', as: 'hu' }] },
        },
        { quest: { cards: [{ card: 'Rat Ogres', as: 'theirs' }] } },
        ['skaven', 'orc'],
      ),
      decisions: [
        // not attacking: its printed power
        { expect: { '@gt.power': 1 } },
        { type: 'attack', zone: 'kingdom' },
        // the Rat Ogres in the kingdom cannot attack; Thanquol can, from there
        { expect: { options: { include: [{ type: 'attacker', card: '@gt' }, { type: 'attacker', card: '@ro' }], exclude: [{ type: 'attacker', card: '@home' }] } } },
        { type: 'attacker', card: '@gt' },
        { type: 'attacker', card: '@ro' },
        { type: 'attacker', card: '@hu' },
        // your three Skaven units (not the Huntsmen, not the opponent's Rat Ogres): 1 + 3
        { expect: { '@gt.power': 4, '@gt.loc': 'kingdom', '@ro.power': 2 } },
        { type: 'assign', target: 'kingdom', amount: 7 },
      ],
      expect: { 'p2.kingdom.damage': 7, '@gt.power': 1 },
    });
  });

  it('other units still attack only from the battlefield', () => {
    expectScenario({
      phase: 'battlefield',
      players: board({ kingdom: { cards: [{ card: 'Rat Ogres', as: 'home' }] }, battlefield: { cards: [{ card: 'Rat Ogres', as: 'ro' }] } }, {}, ['skaven', 'orc']),
      decisions: [{ type: 'attack', zone: 'quest' }, { type: 'attacker', card: '@home', illegal: 'illegal attacker' }],
    });
  });
});
