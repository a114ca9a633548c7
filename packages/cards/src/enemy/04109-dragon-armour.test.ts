import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Dragon Armour', () => {
  it("goes only onto a High Elf unit, an opponent's too", () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 8, hand: [{ card: 'Dragon Armour', as: 'a' }, 'Mountain Brigade'], battlefield: { cards: [{ card: 'Black Orc Squad', as: 'o' }] } },
        { kingdom: { cards: [{ card: 'Silver Helm Brigade', as: 'theirs' }] } },
        ['high-elf', 'orc'],
      ),
      decisions: [
        { type: 'play', card: '@a', zone: 'battlefield', target: '@o', illegal: 'cannot be attached' },
        { type: 'play', card: '@a', zone: 'kingdom', target: '@theirs' },
        { type: 'pass' },
      ],
      // cost 2 + loyalty 2 less the capital's High Elf symbol
      expect: { '@a.loc': 'kingdom', '@a.controller': 1, 'p1.resources': 5 },
    });
  });

  it('when the attached unit defends, its player may draw a card (optional)', () => {
    const players = board(
      { hand: [], battlefield: { cards: [{ card: 'Silver Helm Brigade', as: 'h' }, { card: 'Dragon Armour', as: 'a', attachedTo: '@h' }] } },
      { battlefield: { cards: [{ card: 'Chaos Knights', as: 'ck' }] } },
      ['high-elf', 'chaos'],
    );
    const attack = [
      { type: 'attack' as const, zone: 'battlefield' as const, player: 2 as const },
      { type: 'attacker' as const, card: '@ck', player: 2 as const },
      { type: 'defender' as const, card: '@h', player: 1 as const },
    ];
    expectScenario({
      phase: 'battlefield',
      active: 2,
      players,
      decisions: [...attack, { type: 'use', card: '@a', ability: 'action', player: 1 }, { expect: { 'p1.hand.count': 1, 'p2.hand.count': 0, 'p1.deck': 9 } }],
    });
    expectScenario({
      phase: 'battlefield',
      active: 2,
      players,
      decisions: [...attack, { type: 'pass', player: 1 }],
      expect: { 'p1.hand.count': 0, 'p1.deck': 10, prompt: { player: 2, kind: 'assignDamage' } },
    });
  });

  it('is not usable when the attached unit attacks, nor when another unit defends', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        // (Rip Dere 'Eads Off! keeps an action open for player 1 after attackers are declared)
        { resources: 9, hand: ["Rip Dere 'Eads Off!"], battlefield: { cards: [{ card: 'Silver Helm Brigade', as: 'h' }, { card: 'Dragon Armour', as: 'a', attachedTo: '@h' }], developments: ['Mountain Brigade'] } },
        { kingdom: { cards: ['Mountain Brigade'] } },
        ['high-elf', 'orc'],
      ),
      decisions: [
        { type: 'pass' },
        { type: 'attack', zone: 'kingdom' },
        { type: 'pass' },
        { type: 'attacker', card: '@h' },
        { type: 'use', card: '@a', ability: 'action', illegal: 'first opportunity after its trigger' },
      ],
    });
    expectScenario({
      phase: 'battlefield',
      active: 2,
      players: board(
        { resources: 9, hand: ["Rip Dere 'Eads Off!"], battlefield: { cards: [{ card: 'Silver Helm Brigade', as: 'h' }, { card: 'Dragon Armour', as: 'a', attachedTo: '@h' }, { card: 'Huntsmen', as: 'hu' }], developments: ['Mountain Brigade'] } },
        { battlefield: { cards: [{ card: 'Chaos Knights', as: 'ck' }] } },
        ['high-elf', 'chaos'],
      ),
      decisions: [
        { type: 'pass', player: 1 },
        { type: 'attack', zone: 'battlefield', player: 2 },
        { type: 'pass', player: 1 },
        { type: 'attacker', card: '@ck', player: 2 },
        { type: 'pass', player: 1 },
        { type: 'defender', card: '@hu', player: 1 },
        { type: 'pass', player: 1 },
        { type: 'use', card: '@a', ability: 'action', player: 1, illegal: 'first opportunity after its trigger' },
      ],
    });
  });
});
