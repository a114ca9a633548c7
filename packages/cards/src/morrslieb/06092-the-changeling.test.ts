import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

const inHand = () => board({ resources: 10, hand: [{ card: 'The Changeling', as: 'c' }, 'Mountain Brigade'] }, {}, ['chaos', 'orc']);

describe('The Changeling', () => {
  it('costs 2 less played into your kingdom, its full cost elsewhere', () => {
    expectScenario({ phase: 'capital', players: inHand(), decisions: [{ type: 'play', card: '@c', zone: 'kingdom' }], expect: { 'p1.resources': 5, '@c.power': 2 } });
    expectScenario({ phase: 'capital', players: inHand(), decisions: [{ type: 'play', card: '@c', zone: 'quest' }], expect: { 'p1.resources': 3, '@c.power': 3 } });
    expectScenario({ phase: 'capital', players: inHand(), decisions: [{ type: 'play', card: '@c', zone: 'battlefield' }], expect: { 'p1.resources': 3, '@c.power': 2 } });
  });

  it('with only enough resources for the lowered cost, it may be played into the kingdom and nowhere else', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 5, hand: [{ card: 'The Changeling', as: 'c' }, 'Mountain Brigade'] }, {}, ['chaos', 'orc']),
      decisions: [
        { type: 'play', card: '@c', zone: 'quest', illegal: '' },
        { type: 'play', card: '@c', zone: 'battlefield', illegal: '' },
        { type: 'play', card: '@c', zone: 'kingdom' },
      ],
      expect: { 'p1.resources': 0, '@c.loc': 'kingdom' },
    });
  });

  it('in the battlefield it has Toughness 1 and Scout', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { battlefield: { cards: [{ card: 'The Changeling', as: 'c' }] } },
        { hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Black Orc Squad', as: 'd' }] } },
        ['chaos', 'orc'],
      ),
      decisions: [{ type: 'attack', zone: 'kingdom' }, { type: 'attacker', card: '@c' }, { type: 'defender', card: '@d', player: 2 }, { type: 'assign', target: '@d', amount: 2 }, { type: 'assign', target: '@c', amount: 1, player: 2 }, { type: 'pass', player: 2 }, { type: 'pass', player: 1 }],
      // the defender's 1 damage is cancelled; the Changeling survives and, once the window after damage closes, the opponent discards at random
      expect: { '@c.damage': 0, '@d.damage': 2, 'p2.discard': ['Mountain Brigade'], log: ['Toughness 1 cancels'] },
    });
  });

  it('elsewhere it has neither: defending the kingdom or the quest zone, its damage is not cancelled', () => {
    for (const zone of ['kingdom', 'quest'] as const) {
      expectScenario({
        phase: 'battlefield',
        active: 2,
        players: board(
          { [zone]: { cards: [{ card: 'The Changeling', as: 'c' }] } },
          { battlefield: { cards: [{ card: 'Black Orc Squad', as: 'a' }] } },
          ['chaos', 'orc'],
        ),
        decisions: [
          { expect: { '@c.power': zone === 'quest' ? 3 : 2 } },
          { type: 'attack', zone, player: 2 },
          { type: 'attacker', card: '@a' },
          { type: 'defender', card: '@c', player: 1 },
          { type: 'assign', target: '@c', amount: 1, player: 2 },
          { type: 'assign', target: '@a', amount: zone === 'quest' ? 3 : 2, player: 1 },
        ],
        expect: { '@c.damage': 1, '@a.damage': zone === 'quest' ? 3 : 2 },
      });
    }
  });
});
