import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Bloodboil Fever', () => {
  it("is played onto any unit, the opponent's included", () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 2, hand: [{ card: 'Bloodboil Fever', as: 'f' }, 'Mountain Brigade'], kingdom: { cards: [{ card: 'Chaos Knights', as: 'mine' }] } },
        { battlefield: { cards: [{ card: 'Black Orc Squad', as: 'b' }] } },
        ['chaos', 'orc'],
      ),
      decisions: [
        { expect: { options: { include: [{ type: 'play', card: '@f', target: '@b' }, { type: 'play', card: '@f', target: '@mine' }] } } },
        { type: 'play', card: '@f', target: '@b' },
      ],
      // (cost 1, the loyalty paid by the Chaos capital and the Knights)
      expect: { '@f.loc': 'battlefield', 'p1.resources': 1, '@b.damage': 0, '@f.tokens': 0 },
    });
  });

  it("as the attached unit's controller's turn begins, the Fever's controller may add a token, then the unit takes damage equal to the tokens", () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 2, hand: [{ card: 'Bloodboil Fever', as: 'f' }, 'Mountain Brigade'], kingdom: { cards: [{ card: 'Chaos Knights', as: 'mine' }] } },
        { battlefield: { cards: [{ card: 'Mountain Brigade', as: 'b' }] } },
        ['chaos', 'orc'],
      ),
      decisions: [
        { type: 'play', card: '@f', target: '@b' },
        // the rest of P1's turn goes by; P2's turn begins: P1 is offered the Fever
        { type: 'pass' },
        { expect: { active: 2, phase: 'beginTurn', prompt: { player: 1, kind: 'action' } } },
        { type: 'use', card: '@f', ability: 'action', player: 1 },
        { expect: { '@f.tokens': 1, '@b.damage': 1 } },
        // P2's turn goes by; as P1's own turn begins the Fever (on P2's unit) is not offered
        { expect: { active: 2, phase: 'capital' } },
        { type: 'pass', player: 2 },
        // (no attack)
        { type: 'pass', player: 2 },
        { expect: { active: 1, '@f.tokens': 1 } },
        { type: 'use', card: '@f', ability: 'action', player: 1, illegal: 'first opportunity after its trigger' },
        // P1's turn goes by: at P2's next turn, a second token, and 2 damage
        { type: 'pass', player: 1 },
        { expect: { active: 2, phase: 'beginTurn', prompt: { player: 1, kind: 'action' } } },
        { type: 'use', card: '@f', ability: 'action', player: 1 },
        { expect: { '@f.tokens': 2, '@b.damage': 3 } },
      ],
    });
  });

  it('on a unit of its own controller: at his own turn', () => {
    expectScenario({
      phase: 'beginTurn',
      players: board(
        { hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Chaos Knights', as: 'mine' }, { card: 'Bloodboil Fever', as: 'f', attachedTo: '@mine', tokens: 1 }] } },
        {},
        ['chaos', 'orc'],
      ),
      decisions: [{ type: 'use', card: '@f', ability: 'action' }],
      expect: { '@f.tokens': 2, '@mine.damage': 2 },
    });
  });

  it('optional: declined, it adds no token that turn', () => {
    expectScenario({
      phase: 'beginTurn',
      players: board(
        { hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Chaos Knights', as: 'mine' }, { card: 'Bloodboil Fever', as: 'f', attachedTo: '@mine', tokens: 2 }] } },
        {},
        ['chaos', 'orc'],
      ),
      decisions: [
        { expect: { phase: 'beginTurn', prompt: { player: 1, kind: 'action' }, options: { include: [{ type: 'use', card: '@f', ability: 'action' }] } } },
        { type: 'pass' },
        { expect: { phase: 'capital' } },
        { type: 'use', card: '@f', ability: 'action', illegal: 'first opportunity after its trigger' },
      ],
      expect: { '@f.tokens': 2, '@mine.damage': 0 },
    });
  });
});
