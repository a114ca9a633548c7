import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Moon Staff of Lileath', () => {
  it("goes only onto a High Elf unit, an opponent's too", () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 8, hand: [{ card: 'Moon Staff of Lileath', as: 's' }, 'Mountain Brigade'], battlefield: { cards: [{ card: 'Silver Helm Brigade', as: 'h' }, { card: 'Black Orc Squad', as: 'o' }] } },
        { battlefield: { cards: [{ card: 'Silver Helm Brigade', as: 'theirs' }] } },
        ['high-elf', 'orc'],
      ),
      decisions: [
        { type: 'play', card: '@s', zone: 'battlefield', target: '@o', illegal: 'cannot be attached' },
        { type: 'play', card: '@s', zone: 'battlefield', target: '@theirs' },
        { type: 'pass' },
      ],
      // cost 2 + loyalty 3 less two High Elf symbols (the capital's and the Silver Helms')
      expect: { '@s.loc': 'battlefield', '@s.controller': 1, 'p1.resources': 5 },
    });
  });

  it('when the attached unit attacks, its player may deal 2 indirect damage to his opponent, who assigns it', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { battlefield: { cards: [{ card: 'Silver Helm Brigade', as: 'h' }, { card: 'Moon Staff of Lileath', as: 's', attachedTo: '@h' }] } },
        { kingdom: { cards: [{ card: 'Black Orc Squad', as: 'b' }] } },
        ['high-elf', 'orc'],
      ),
      decisions: [
        { type: 'attack', zone: 'quest' },
        { type: 'attacker', card: '@h' },
        { type: 'use', card: '@s', ability: 'attacks' },
        { expect: { prompt: { player: 2, kind: 'assignIndirect' } } },
        { type: 'assign', target: '@b', amount: 1, player: 2 },
        { type: 'assign', target: 'kingdom', amount: 1, player: 2 },
        { expect: { '@b.damage': 1, 'p2.kingdom.damage': 1, '@h.damage': 0, 'p1.kingdom.damage': 0 } },
      ],
    });
  });

  it('when the attached unit defends, its player may deal 2 indirect damage to the attacking player; it is optional', () => {
    const players = board(
      { battlefield: { cards: [{ card: 'Silver Helm Brigade', as: 'h' }, { card: 'Moon Staff of Lileath', as: 's', attachedTo: '@h' }] } },
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
      decisions: [
        ...attack,
        { type: 'use', card: '@s', ability: 'defends', player: 1 },
        { type: 'assign', target: 'kingdom', amount: 2, player: 2 },
        { expect: { 'p2.kingdom.damage': 2, '@ck.damage': 0 } },
      ],
    });
    // declined: no damage
    expectScenario({
      phase: 'battlefield',
      active: 2,
      players,
      decisions: [...attack, { type: 'pass', player: 1 }, { expect: { prompt: { player: 2, kind: 'assignDamage' } } }],
      expect: { 'p2.kingdom.damage': 0, 'p2.quest.damage': 0, 'p2.battlefield.damage': 0, '@ck.damage': 0, prompt: { player: 2, kind: 'assignDamage' } },
    });
  });

  it('is not usable when another unit attacks, nor outside its trigger', () => {
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Mountain Brigade'], battlefield: { cards: [{ card: 'Silver Helm Brigade', as: 'h' }, { card: 'Moon Staff of Lileath', as: 's', attachedTo: '@h' }] } }, {}, ['high-elf', 'orc']),
      decisions: [{ type: 'use', card: '@s', ability: 'attacks', illegal: 'first opportunity after its trigger' }],
    });
    expectScenario({
      phase: 'battlefield',
      players: board(
        // (Rip Dere 'Eads Off! keeps an action open for player 1 after attackers are declared)
        { resources: 9, hand: ["Rip Dere 'Eads Off!"], battlefield: { cards: [{ card: 'Silver Helm Brigade', as: 'h' }, { card: 'Moon Staff of Lileath', as: 's', attachedTo: '@h' }, { card: 'Huntsmen', as: 'hu' }], developments: ['Mountain Brigade'] } },
        { kingdom: { cards: ['Mountain Brigade'] } },
        ['high-elf', 'orc'],
      ),
      decisions: [
        { type: 'pass' },
        { type: 'attack', zone: 'kingdom' },
        { type: 'pass' },
        { type: 'attacker', card: '@hu' },
        { type: 'pass' },
        { type: 'use', card: '@s', ability: 'attacks', illegal: 'first opportunity after its trigger' },
      ],
    });
  });

  it("on an opponent's High Elf unit, its player still uses it, and the damage goes to his opponent (that unit's player)", () => {
    expectScenario({
      phase: 'battlefield',
      active: 2,
      players: board(
        { battlefield: { cards: [{ card: 'Moon Staff of Lileath', as: 's', attachedTo: '@h' }] }, kingdom: { cards: [{ card: 'Black Orc Squad', as: 'mine' }] } },
        { battlefield: { cards: [{ card: 'Silver Helm Brigade', as: 'h' }] } },
        ['orc', 'high-elf'],
      ),
      decisions: [
        { type: 'attack', zone: 'quest', player: 2 },
        { type: 'attacker', card: '@h', player: 2 },
        { type: 'use', card: '@s', ability: 'attacks', player: 1 },
        { type: 'assign', target: 'kingdom', amount: 2, player: 2 },
        { expect: { 'p2.kingdom.damage': 2, '@mine.damage': 0, 'p1.kingdom.damage': 0 } },
      ],
    });
  });
});

