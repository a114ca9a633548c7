import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Curse of the Leper', () => {
  it("goes onto any unit, an opponent's too (not a support); a unit with half its hit points in damage is destroyed at once", () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 5, hand: [{ card: 'Curse of the Leper', as: 'c' }, 'Mountain Brigade'], kingdom: { cards: [{ card: 'Higher Ground', as: 'hg' }] } },
        { kingdom: { cards: [{ card: 'Black Orc Squad', as: 'b', damage: 2 }] } },
        ['chaos', 'orc'],
      ),
      decisions: [
        { type: 'play', card: '@c', zone: 'kingdom', target: '@hg', illegal: 'cannot be attached' },
        { type: 'play', card: '@c', zone: 'kingdom', target: '@b' },
      ],
      // 2 damage count as 4 on its 4 hit points; the Curse goes with it; cost 1 + 2 loyalty less the capital's Chaos symbol
      expect: { '@b.loc': 'discard', '@c.loc': 'discard', 'p1.resources': 3 },
    });
  });

  it('each later damage counts double: 3 damage destroy a 6-hit-point unit; one without the Curse is not concerned', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 6, hand: ['Mountain Brigade'], quest: { cards: [{ card: 'Nurgle Sorcerer', as: 'ns' }] } },
        { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'm', damage: 2 }, { card: 'Curse of the Leper', attachedTo: '@m' }, { card: 'Mountain Brigade', as: 'n', damage: 2 }] } },
        ['chaos', 'orc'],
      ),
      decisions: [
        // 2 damage count as 4 on 6 hit points: it stands
        { expect: { '@m.loc': 'kingdom' } },
        { type: 'use', card: '@ns', ability: 'action' },
        { type: 'target', target: '@m' },
        { type: 'pass' },
        { expect: { '@m.loc': 'discard' } },
        { type: 'pass', player: 2 }, // (P2 keeps the order in which the Brigade and its Curse reach his pile)
        // the other Brigade, with no Curse, takes 1 more and stands
        { type: 'use', card: '@ns', ability: 'action' },
        { type: 'target', target: '@n' },
      ],
      expect: { '@n.damage': 3, '@n.loc': 'kingdom' },
    });
  });

  it('the attacker needs to assign only what destroys it counting each point twice', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { battlefield: { cards: [{ card: 'Chaos Knights', as: 'ck' }] } },
        { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'm', damage: 1 }, { card: 'Curse of the Leper', attachedTo: '@m' }] } },
        ['chaos', 'orc'],
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@ck' },
        { type: 'defender', card: '@m', player: 2 },
        // 6 hit points, 1 damage (2): 2 more points (4) destroy it; the third point may go to the capital
        { type: 'assign', target: '@m', amount: 2 },
        { type: 'assign', target: 'kingdom', amount: 1 },
        { type: 'assign', target: '@ck', amount: 2, player: 2 },
      ],
      expect: { '@m.loc': 'discard', 'p2.kingdom.damage': 1 },
    });
  });

  it('indirect damage: its player may put on it only what destroys it counting each point twice', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 2, hand: ['Mountain Brigade'], battlefield: { cards: [{ card: 'Reaper Bolt Thrower', as: 'r' }] } },
        { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'm', damage: 2 }, { card: 'Curse of the Leper', attachedTo: '@m' }] } },
        ['dark-elf', 'orc'],
      ),
      decisions: [
        { type: 'use', card: '@r', ability: 'action' },
        // 6 hit points, 2 damage counting 4: one more point destroys it, so two cannot go on it
        { type: 'assign', target: '@m', amount: 2, player: 2, illegal: '' },
        { type: 'assign', target: '@m', amount: 1, player: 2 },
        { type: 'assign', target: 'kingdom', amount: 1, player: 2 },
      ],
      expect: { '@m.loc': 'discard', 'p2.kingdom.damage': 1 },
    });
  });
});
