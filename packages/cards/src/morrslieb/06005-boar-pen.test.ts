import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Boar Pen', () => {
  it('an attacked zone without developments: its units cannot be declared as defenders', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { kingdom: { cards: ['Boar Pen'] }, battlefield: { cards: [{ card: 'Black Orc Squad', as: 'a' }] } },
        { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'd' }] } },
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@a' },
      ],
      // no defender can be declared: the combat goes straight on to the attacker's damage
      expect: { 'combat.defenders': [], prompt: { player: 1, kind: 'assignDamage' } },
    });
  });

  it('where the attacked zone holds a development, its units defend as usual', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { kingdom: { cards: ['Boar Pen'] }, battlefield: { cards: [{ card: 'Black Orc Squad', as: 'a' }] } },
        { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'd' }], developments: ['Mountain Brigade'] } },
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@a' },
        { type: 'defender', card: '@d', player: 2 },
      ],
      expect: { 'combat.defenders': ['Mountain Brigade'] },
    });
  });

  it("its controller's own units are barred too", () => {
    expectScenario({
      phase: 'battlefield',
      active: 2,
      players: board(
        { kingdom: { cards: ['Boar Pen', { card: 'Black Orc Squad', as: 'd' }] } },
        { battlefield: { cards: [{ card: 'Mountain Brigade', as: 'a' }] } },
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom', player: 2 },
        { type: 'attacker', card: '@a' },
      ],
      expect: { 'combat.defenders': [], prompt: { player: 2, kind: 'assignDamage' } },
    });
  });
});
