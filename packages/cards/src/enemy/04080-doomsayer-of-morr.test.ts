import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Doomsayer of Morr', () => {
  it("when an opponent's unit is destroyed, its player may draw a card, once per unit destroyed", () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { battlefield: { cards: [{ card: 'Doomsayer of Morr', as: 'd' }, { card: 'Chaos Knights', as: 'ck' }, { card: 'Chaos Knights', as: 'ck2' }] } },
        { kingdom: { cards: [{ card: 'Black Orc Squad', as: 'b1' }, { card: 'Black Orc Squad', as: 'b2' }] } },
        ['empire', 'orc'],
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@ck' },
        { type: 'attacker', card: '@ck2' },
        { type: 'pass' }, // (the Doomsayer stays back)
        { type: 'defender', card: '@b1', player: 2 },
        { type: 'defender', card: '@b2', player: 2 },
        { type: 'assign', target: '@b1', amount: 4 },
        { type: 'assign', target: '@b2', amount: 2 },
        { type: 'assign', target: '@ck', amount: 2, player: 2 },
        { expect: { '@b1.loc': 'discard', '@b2.loc': 'kingdom', 'p1.hand.count': 0 } },
        { type: 'use', card: '@d', ability: 'action' },
        // one destroyed unit, one draw: P1 has nothing more to do, and P2's turn begins
        { expect: { 'p1.hand.count': 1, turn: 4 } },
      ],
    });
  });

  it('two units destroyed together: two uses, one after the other', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { battlefield: { cards: [{ card: 'Doomsayer of Morr', as: 'd' }, { card: 'Chaos Knights', as: 'ck' }, { card: 'Chaos Knights', as: 'ck2' }, { card: 'Chaos Knights', as: 'ck3' }] } },
        { kingdom: { cards: [{ card: 'Black Orc Squad', as: 'b1' }, { card: 'Black Orc Squad', as: 'b2' }] } },
        ['empire', 'orc'],
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@ck' },
        { type: 'attacker', card: '@ck2' },
        { type: 'attacker', card: '@ck3' },
        { type: 'pass' },
        { type: 'defender', card: '@b1', player: 2 },
        { type: 'defender', card: '@b2', player: 2 },
        { type: 'assign', target: '@b1', amount: 4 },
        { type: 'assign', target: '@b2', amount: 4 },
        { type: 'assign', target: 'kingdom', amount: 1 },
        { type: 'assign', target: '@ck', amount: 2, player: 2 },
        { expect: { '@b1.loc': 'discard', '@b2.loc': 'discard' } },
        { type: 'use', card: '@d', ability: 'action' },
        { type: 'use', card: '@d', ability: 'action' },
        { expect: { 'p1.hand.count': 2 } },
      ],
    });
  });

  it('is not armed by its own player\'s unit being destroyed; it is optional', () => {
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board(
        { battlefield: { cards: [{ card: 'Doomsayer of Morr', as: 'd' }, { card: 'Disgraced Champion', as: 'c' }] } },
        { resources: 3, hand: ['Mountain Brigade'], quest: { cards: [{ card: 'Nurgle Sorcerer', as: 'ns' }] } },
        ['empire', 'chaos'],
      ),
      decisions: [
        { type: 'use', card: '@ns', ability: 'action', player: 2 },
        { type: 'target', target: '@c' },
        // only the Champion's own action is offered to P1
        { expect: { '@c.loc': 'discard', options: { include: [{ type: 'use', card: '@c', ability: 'action' }], exclude: [{ type: 'use', card: '@d', ability: 'action' }] } } },
      ],
    });
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 6, hand: ['Mountain Brigade'], battlefield: { cards: [{ card: 'Doomsayer of Morr', as: 'd' }] }, quest: { cards: [{ card: 'Nurgle Sorcerer', as: 'ns' }] } },
        { kingdom: { cards: [{ card: 'Black Orc Squad', as: 'c', damage: 3 }] } },
        ['empire', 'chaos'],
      ),
      decisions: [
        { type: 'use', card: '@ns', ability: 'action' },
        { type: 'target', target: '@c' },
        { type: 'pass' }, // (no response of his own)
        { expect: { '@c.loc': 'discard', options: { include: [{ type: 'use', card: '@d', ability: 'action' }] } } },
        // P1 plays on instead: the chance is gone
        { type: 'develop', card: 'Mountain Brigade', zone: 'kingdom' },
        { expect: { options: { exclude: [{ type: 'use', card: '@d', ability: 'action' }] } } },
      ],
      expect: { 'p1.hand.count': 0 },
    });
  });

  it("is not armed by an opponent's unit sacrificed rather than destroyed", () => {
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board(
        // (P1's Knights Panther gives him a window to respond in)
        { resources: 1, hand: ['Mountain Brigade'], battlefield: { cards: [{ card: 'Doomsayer of Morr', as: 'd' }, { card: 'Knights Panther', as: 'k' }] } },
        { resources: 3, hand: [{ card: 'My Life For The Hold!', as: 'l' }, 'Mountain Brigade'], kingdom: { cards: [{ card: 'Black Orc Squad', as: 'o' }] } },
        ['empire', 'dwarf'],
      ),
      decisions: [
        // the Squad is sacrificed as the cost; P1 may respond, but not with the Doomsayer
        { type: 'play', card: '@l', player: 2 },
        {
          expect: {
            '@o.loc': 'discard',
            prompt: { player: 1, kind: 'action' },
            options: { include: [{ type: 'use', card: '@k', ability: 'action' }], exclude: [{ type: 'use', card: '@d', ability: 'action' }] },
          },
        },
      ],
    });
  });
});
