import { describe, it } from 'vitest';
import { board, expectScenario } from '../../testing.js';

describe('Warrior Priests', () => {
  it('redirects 1 combat damage that would be dealt to it onto a unit in a battlefield, once per turn', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { battlefield: { cards: [{ card: 'Chaos Knights', as: 'ck' }] } },
        { kingdom: { cards: [{ card: 'Warrior Priests', as: 'wp' }] }, battlefield: { cards: [{ card: 'Mountain Brigade', as: 'mb' }] } },
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@ck' },
        { type: 'defender', card: '@wp' },
        { type: 'assign', target: '@wp', amount: 1 },
        { type: 'assign', target: 'kingdom', amount: 2 },
        { type: 'assign', target: '@ck', amount: 1, player: 2 },
        { expect: { prompt: { player: 2, kind: 'choose' }, options: { include: [{ type: 'target', target: '@ck' }, { type: 'target', target: '@mb' }], exclude: [{ type: 'target', target: '@wp' }] } } },
        { type: 'target', target: '@mb' },
      ],
      expect: { '@wp.loc': 'kingdom', '@wp.damage': 0, '@mb.damage': 1, '@ck.damage': 1, 'p2.kingdom.damage': 2 },
    });
  });
});
