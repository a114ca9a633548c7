import { describe, it } from 'vitest';
import { board, expectScenario } from '../../testing.js';

describe('Master Rune of Valaya', () => {
  it('cancels all combat damage assigned this battlefield phase before it is applied', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { battlefield: { cards: [{ card: 'Chaos Knights', as: 'ck' }] } },
        { resources: 4, hand: ['Master Rune of Valaya'], kingdom: { cards: [{ card: 'Mountain Brigade', as: 'mb' }] } },
        ['chaos', 'dwarf'],
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@ck' },
        { type: 'defender', card: '@mb' },
        { type: 'assign', target: '@mb', amount: 3 },
        { type: 'assign', target: '@ck', amount: 2, player: 2 },
        { type: 'play', card: 'Master Rune of Valaya', player: 2 },
      ],
      expect: { '@mb.damage': 0, '@ck.damage': 0, 'p2.discard': ['Master Rune of Valaya'], log: ['cancels 3 damage', 'cancels 2 damage'] },
    });
  });

  it("played by the attacker, it also spares the defender's capital", () => {
    expectScenario({
      phase: 'battlefield',
      players: board({ resources: 2, hand: ['Master Rune of Valaya'], battlefield: { cards: [{ card: 'Chaos Knights', as: 'ck' }] } }, {}, ['dwarf', 'orc']),
      decisions: [
        { type: 'attack', zone: 'quest' },
        { type: 'attacker', card: '@ck' },
        { type: 'assign', target: 'quest', amount: 3 },
        { expect: { prompt: { player: 1, kind: 'action' } } },
        { type: 'play', card: 'Master Rune of Valaya' },
      ],
      expect: { 'p2.quest.damage': 0, 'p1.resources': 0 },
    });
  });

  it('cannot be played before combat damage has been assigned', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 2, hand: ['Master Rune of Valaya', 'Mountain Brigade'] }, {}, ['dwarf', 'orc']),
      decisions: [{ type: 'play', card: 'Master Rune of Valaya', illegal: 'cannot be used now' }],
      expect: { 'p1.resources': 2 },
    });
    expectScenario({
      phase: 'battlefield',
      players: board(
        { battlefield: { cards: [{ card: 'Chaos Knights', as: 'ck' }] } },
        { resources: 4, hand: ['Master Rune of Valaya', 'Striking the Grudge'], kingdom: { cards: [{ card: 'Mountain Brigade', as: 'mb' }] } },
        ['chaos', 'dwarf'],
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@ck' },
        // the window after attackers (Striking the Grudge could be played): too early for the Rune
        { type: 'play', card: 'Master Rune of Valaya', player: 2, illegal: 'cannot be used now' },
      ],
    });
  });

  it('does not cancel damage that cannot be cancelled', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { battlefield: { cards: [{ card: 'Bloodthirster', as: 'bt' }] } },
        { resources: 4, hand: ['Master Rune of Valaya'], kingdom: { cards: [{ card: 'Mountain Brigade', as: 'mb' }] } },
        ['chaos', 'dwarf'],
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@bt' },
        { type: 'defender', card: '@mb' },
        { type: 'assign', target: '@mb', amount: 5 },
        { type: 'assign', target: '@bt', amount: 2, player: 2 },
        { type: 'play', card: 'Master Rune of Valaya', player: 2 },
      ],
      expect: { '@mb.damage': 5, '@bt.damage': 2 },
    });
  });
});
