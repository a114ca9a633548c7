import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Greyseer Thanquol', () => {
  it('may attack from any zone and gets +1 power per Skaven unit you control while attacking', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { kingdom: { cards: [{ card: 'Greyseer Thanquol', as: 'gt' }, { card: 'Rat Ogres', as: 'home' }] }, battlefield: { cards: [{ card: 'Rat Ogres', as: 'ro' }] } },
        {},
        ['skaven', 'orc'],
      ),
      decisions: [
        { expect: { '@gt.power': 1 } },
        { type: 'attack', zone: 'quest' },
        // the Rat Ogres in the kingdom cannot attack; Thanquol can, from there
        { expect: { options: { include: [{ type: 'attacker', card: '@gt' }, { type: 'attacker', card: '@ro' }], exclude: [{ type: 'attacker', card: '@home' }] } } },
        { type: 'attacker', card: '@gt' },
        { type: 'attacker', card: '@ro' },
        // three Skaven units: 1 + 3
        { expect: { '@gt.power': 4, '@gt.loc': 'kingdom' } },
        { type: 'assign', target: 'quest', amount: 6 },
      ],
      expect: { 'p2.quest.damage': 6 },
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
