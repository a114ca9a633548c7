import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Poison Wind Globadiers', () => {
  it('in the battlefield, corrupts itself to deal 1 damage to a target attacking or defending unit', () => {
    expectScenario({
      phase: 'battlefield',
      active: 2,
      players: board(
        { battlefield: { cards: [{ card: 'Poison Wind Globadiers', as: 'pwg' }] }, kingdom: { cards: [{ card: 'Black Orc Squad', as: 'def' }, { card: 'Black Orc Squad', as: 'idle' }] } },
        { battlefield: { cards: [{ card: 'Chaos Knights', as: 'ck' }, { card: 'Chaos Knights', as: 'home' }] } },
        ['skaven', 'chaos'],
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@ck' },
        { type: 'pass', player: 2 }, // no more attackers
        { type: 'pass', player: 1 }, // (not yet)
        { type: 'defender', card: '@def', player: 1 },
        { type: 'pass', player: 1 }, // no more defenders
        { type: 'use', card: '@pwg', ability: 'action', player: 1 },
        { expect: { options: { include: [{ type: 'target', target: '@ck' }, { type: 'target', target: '@def' }], exclude: [{ type: 'target', target: '@home' }, { type: 'target', target: '@idle' }, { type: 'target', target: '@pwg' }] } } },
        { type: 'target', target: '@ck' },
      ],
      expect: { '@ck.damage': 1, '@pwg.corrupt': true },
    });
  });

  it('has nothing to target outside combat, and works only in the battlefield', () => {
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Mountain Brigade'], battlefield: { cards: [{ card: 'Poison Wind Globadiers', as: 'pwg' }] } }, { battlefield: { cards: ['Black Orc Squad'] } }, ['skaven', 'orc']),
      decisions: [{ type: 'use', card: '@pwg', ability: 'action', illegal: 'no legal target' }],
    });
    expectScenario({
      phase: 'battlefield',
      players: board(
        // (Talabheim Detachment: P1 has an action window to try in)
        { resources: 1, battlefield: { cards: [{ card: 'Chaos Knights', as: 'ck' }, 'Talabheim Detachment'] }, kingdom: { cards: [{ card: 'Poison Wind Globadiers', as: 'pwg' }] } },
        { kingdom: { cards: ['Black Orc Squad'] } },
        ['skaven', 'orc'],
      ),
      decisions: [
        { type: 'use', card: '@pwg', ability: 'action', illegal: 'only in the battlefield' },
        { type: 'pass', player: 1 },
        { type: 'attack', zone: 'kingdom' },
        { type: 'pass', player: 1 },
        { type: 'attacker', card: '@ck' },
        { type: 'pass', player: 1 }, // no more attackers
        { type: 'use', card: '@pwg', ability: 'action', illegal: 'only in the battlefield' },
      ],
    });
  });
});
