import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Protect the Empire', () => {
  it('the unit questing on it may defend another of your zones; your other quest-zone units may not', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { battlefield: { cards: [{ card: 'Chaos Knights', as: 'ck' }] } },
        {
          quest: { cards: [{ card: 'Protect the Empire', as: 'pe' }, { card: 'Huntsmen', as: 'q', questing: '@pe' }, { card: 'Free Company', as: 'fc' }] },
          kingdom: { cards: [{ card: 'Peasant Militia', as: 'pm' }] },
        },
        ['chaos', 'empire'],
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@ck' },
        { expect: { options: { include: [{ type: 'defender', card: '@q' }, { type: 'defender', card: '@pm' }], exclude: [{ type: 'defender', card: '@fc' }] } } },
        { type: 'defender', card: '@q', player: 2 },
        { type: 'pass', player: 2 },
        { type: 'assign', target: '@q', amount: 1 },
        { type: 'assign', target: 'kingdom', amount: 2 },
        { type: 'assign', target: '@ck', amount: 1, player: 2 },
        { type: 'pass' },
      ],
      expect: { '@q.loc': 'discard', 'p2.kingdom.damage': 2 },
    });
  });

  it('no unit questing on it: nothing changes', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { battlefield: { cards: [{ card: 'Chaos Knights', as: 'ck' }] } },
        { quest: { cards: [{ card: 'Protect the Empire', as: 'pe' }, { card: 'Huntsmen', as: 'q' }] }, kingdom: { cards: [{ card: 'Peasant Militia', as: 'pm' }] } },
        ['chaos', 'empire'],
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@ck' },
        { expect: { options: { include: [{ type: 'defender', card: '@pm' }], exclude: [{ type: 'defender', card: '@q' }] } } },
      ],
    });
  });
});
