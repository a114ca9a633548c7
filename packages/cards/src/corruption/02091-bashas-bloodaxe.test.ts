import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe("Basha's Bloodaxe", () => {
  it('is played onto an Orc unit only, corrupting it', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 4, hand: [{ card: "Basha's Bloodaxe", as: 'ba' }, 'Mountain Brigade'], kingdom: { cards: [{ card: 'Black Orc Squad', as: 'b' }, { card: 'Chaos Knights', as: 'ck' }] } },
        {},
        ['orc', 'chaos'],
      ),
      decisions: [
        { type: 'play', card: '@ba', zone: 'kingdom', target: '@ck', illegal: 'cannot be attached' },
        { type: 'play', card: '@ba', zone: 'kingdom', target: '@b' },
        { type: 'pass' },
      ],
      expect: { '@ba.loc': 'kingdom', '@b.corrupt': true, '@ck.corrupt': false },
    });
  });

  it('while its unit attacks, the damage dealt to the defending capital is doubled (its own 2 extra damage included)', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { battlefield: { cards: [{ card: 'Black Orc Squad', as: 'b' }, { card: "Basha's Bloodaxe", attachedTo: '@b' }] } },
        { quest: { developments: ['Mountain Brigade', 'Mountain Brigade', 'Mountain Brigade'] } },
        ['orc', 'chaos'],
      ),
      decisions: [
        { type: 'attack', zone: 'quest' },
        { type: 'attacker', card: '@b' },
        // 1 power + 2: 3 assigned, 6 dealt
        { type: 'assign', target: 'quest', amount: 3 },
        { type: 'pass' },
      ],
      expect: { 'p2.quest.damage': 6 },
    });
  });

  it('not while its unit stays home: another attacker deals normal damage', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { battlefield: { cards: [{ card: 'Black Orc Squad', as: 'b' }, { card: "Basha's Bloodaxe", attachedTo: '@b' }, { card: 'Crooked Teef Goblins', as: 'g' }] } },
        {},
        ['orc', 'chaos'],
      ),
      decisions: [{ type: 'attack', zone: 'quest' }, { type: 'attacker', card: '@g' }, { type: 'pass' }, { type: 'assign', target: 'quest', amount: 1 }, { type: 'pass' }],
      expect: { 'p2.quest.damage': 1 },
    });
  });
});
