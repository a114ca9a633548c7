import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

const korhilBoard = (top: { card: string; as: string }, extra: object = {}) =>
  board(
    { battlefield: { cards: [{ card: 'Korhil', as: 'k' }, { card: 'Shadow Warrior', as: 'sw' }] }, deck: [top, 'Mountain Brigade', 'Mountain Brigade'], ...extra },
    { kingdom: { cards: [{ card: 'Black Orc Squad', as: 'bos' }] } },
    ['high-elf', 'orc'],
  );
const attack = [
  { type: 'attack', zone: 'kingdom' },
  { type: 'attacker', card: '@k' },
  { type: 'pass' },
  { type: 'use', card: '@k', ability: 'action' },
] as const;

describe('Korhil', () => {
  it('when it attacks: the top card is revealed; a High Elf unit of printed cost 3 enters the battlefield attacking', () => {
    expectScenario({
      phase: 'battlefield',
      players: korhilBoard({ card: 'Silver Helm Brigade', as: 'top' }),
      decisions: [
        ...attack,
        { expect: { '@top.loc': 'battlefield', 'combat.attackers': ['Korhil', 'Silver Helm Brigade'], log: ['Silver Helm Brigade'], 'p1.deck': 2 } },
        // usable once
        { expect: { options: { exclude: [{ type: 'use', card: '@k', ability: 'action' }] } } },
      ],
    });
  });

  it('a High Elf unit of printed cost 4, a High Elf tactic, or a unit of another race stays on top of the deck, revealed', () => {
    for (const top of ['Sword Masters of Hoeth', 'Greater Heal', 'Black Orc Squad']) {
      expectScenario({
        phase: 'battlefield',
        players: korhilBoard({ card: top, as: 'top' }),
        decisions: [...attack, { expect: { '@top.loc': 'deck', 'p1.deck': 3, 'combat.attackers': ['Korhil'], log: [top] } }],
      });
    }
  });

  it('not usable when it is not among the attackers', () => {
    expectScenario({
      phase: 'battlefield',
      players: korhilBoard({ card: 'Silver Helm Brigade', as: 'top' }),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@sw' },
        { type: 'pass' },
        { expect: { options: { exclude: [{ type: 'use', card: '@k', ability: 'action' }] } } },
      ],
    });
  });

  it('a High Elf Hero of cost 3 on top cannot join Korhil in the battlefield (one Hero per zone): it stays on top', () => {
    expectScenario({
      phase: 'battlefield',
      players: korhilBoard({ card: 'Lelansi', as: 'top' }),
      decisions: [...attack, { expect: { '@top.loc': 'deck', 'p1.deck': 3, 'combat.attackers': ['Korhil'], log: ['Lelansi'] } }],
    });
  });

  it('the unit put in was not declared as an attacker: its own "when this unit attacks" action is not offered', () => {
    expectScenario({
      phase: 'battlefield',
      // (a tactic in hand keeps its player's window open, so his options can be read)
      players: korhilBoard({ card: 'Tiranoc Chariot', as: 'top' }, { resources: 5, hand: ['Fury of Aenarion'] }),
      decisions: [
        ...attack,
        // (he lets Korhil's action resolve)
        { type: 'pass' },
        { expect: { '@top.loc': 'battlefield', 'combat.attackers': ['Korhil', 'Tiranoc Chariot'], prompt: { player: 1, kind: 'action' } } },
        { expect: { options: { include: [{ type: 'play', card: 'Fury of Aenarion' }], exclude: [{ type: 'use', card: '@top', ability: 'action' }] } } },
      ],
    });
  });

  it('the unit put in attacks: its power counts in the damage dealt', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { battlefield: { cards: [{ card: 'Korhil', as: 'k' }] }, deck: [{ card: 'Silver Helm Brigade', as: 'top' }, 'Mountain Brigade'] },
        {},
        ['high-elf', 'orc'],
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@k' },
        { type: 'use', card: '@k', ability: 'action' },
        // Korhil 2 + Silver Helm Brigade 1
        { type: 'assign', target: 'kingdom', amount: 3 },
      ],
      expect: { 'p2.kingdom.damage': 3 },
    });
  });
});
