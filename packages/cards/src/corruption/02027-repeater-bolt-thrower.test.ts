import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Repeater Bolt Thrower', () => {
  it("spends X (your developments in its zone) to deal X indirect damage to the opponent, once per turn", () => {
    expectScenario({
      phase: 'capital',
      players: board(
        // developments elsewhere, or the opponent's in his battlefield, do not count
        { resources: 5, hand: ['Mountain Brigade'], battlefield: { cards: [{ card: 'Repeater Bolt Thrower', as: 'rbt' }], developments: ['01001', '01001'] }, kingdom: { developments: ['01001'] } },
        { battlefield: { developments: ['01001', '01001', '01001'] }, kingdom: { cards: [{ card: 'Black Orc Squad', as: 'b' }] } },
      ),
      decisions: [
        { type: 'use', card: '@rbt', ability: 'action' },
        { expect: { 'p1.resources': 3, prompt: { player: 2, kind: 'assignIndirect' } } },
        // the opponent assigns his own indirect damage
        { type: 'assign', target: '@b', amount: 1, player: 2 },
        { type: 'assign', target: 'kingdom', amount: 1, player: 2 },
        { expect: { 'p2.kingdom.damage': 1, '@b.damage': 1, 'p1.kingdom.damage': 0 } },
        { type: 'use', card: '@rbt', ability: 'action', illegal: 'already used this turn' },
      ],
    });
  });

  it('works only in the battlefield, and not without developments there', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 5, hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Repeater Bolt Thrower', as: 'rbt' }], developments: ['01001'] } }),
      decisions: [{ type: 'use', card: '@rbt', ability: 'action', illegal: 'only in the battlefield' }],
    });
    expectScenario({
      phase: 'capital',
      players: board({ resources: 5, hand: ['Mountain Brigade'], battlefield: { cards: [{ card: 'Repeater Bolt Thrower', as: 'rbt' }] }, kingdom: { developments: ['01001'] } }),
      decisions: [{ type: 'use', card: '@rbt', ability: 'action', illegal: 'could not resolve' }],
    });
  });

  it('X is what was paid: a development lost in response does not lower the damage', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 2, hand: ['Mountain Brigade'], battlefield: { cards: [{ card: 'Repeater Bolt Thrower', as: 'rbt' }], developments: ['01001', '01001'] } },
        { resources: 3, hand: ["Rip Dere 'Eads Off!"] },
      ),
      decisions: [
        { type: 'use', card: '@rbt', ability: 'action' },
        // P2 turns one of those developments faceup: it is no development any more
        { type: 'play', card: "Rip Dere 'Eads Off!", player: 2 },
        { type: 'target', target: 'Defender of the Hold', player: 2 },
        { expect: { 'p1.battlefield.developments': 1 } },
        { type: 'assign', target: 'quest', amount: 2, player: 2 },
      ],
      expect: { 'p2.quest.damage': 2, 'p1.resources': 0 },
    });
  });
});
