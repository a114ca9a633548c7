import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Repeater Bolt Thrower', () => {
  it('spends X (its zone\'s developments) to deal X indirect damage to the opponent, once per turn', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 5, hand: ['Mountain Brigade'], battlefield: { cards: [{ card: 'Repeater Bolt Thrower', as: 'rbt' }], developments: ['01001', '01001'] }, kingdom: { developments: ['01001'] } }),
      decisions: [
        { type: 'use', card: '@rbt', ability: 0 },
        { expect: { 'p1.resources': 3, prompt: { player: 2, kind: 'assignIndirect' } } },
        { type: 'assign', target: 'kingdom', amount: 2, player: 2 },
        { expect: { 'p2.kingdom.damage': 2 } },
        { type: 'use', card: '@rbt', ability: 0, illegal: 'already used this turn' },
      ],
    });
  });

  it('works only in the battlefield and does nothing without developments there', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 5, hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Repeater Bolt Thrower', as: 'rbt' }], developments: ['01001'] } }),
      decisions: [{ type: 'use', card: '@rbt', ability: 0, illegal: 'only in the battlefield' }],
    });
    expectScenario({
      phase: 'capital',
      players: board({ resources: 5, hand: ['Mountain Brigade'], battlefield: { cards: [{ card: 'Repeater Bolt Thrower', as: 'rbt' }] } }),
      decisions: [{ type: 'use', card: '@rbt', ability: 0, illegal: 'could not resolve' }],
    });
  });
});
