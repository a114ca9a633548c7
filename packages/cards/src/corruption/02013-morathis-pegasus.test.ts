import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

// P1's Pegasus (Toughness 3, 3 hit points, with Gromril Armour: Toughness 4) defends his kingdom against P2's Chaos Knights (3 power).
const players = (p2resources: number) =>
  board(
    { kingdom: { cards: [{ card: "Morathi's Pegasus", as: 'p' }, { card: 'Gromril Armour', attachedTo: '@p' }] } },
    { resources: p2resources, hand: ['Mountain Brigade'], battlefield: { cards: [{ card: 'Chaos Knights', as: 'ck' }] } },
    ['dark-elf', 'chaos'],
  );
const attack = [
  { type: 'attack', zone: 'kingdom' },
  { type: 'attacker', card: '@ck' },
  { type: 'defender', card: '@p', player: 1 },
  { type: 'assign', target: '@p', amount: 3 },
] as const;

describe("Morathi's Pegasus", () => {
  it('its Toughness cancels the damage assigned to it', () => {
    expectScenario({ phase: 'battlefield', active: 2, players: players(0), decisions: [...attack, { type: 'assign', target: '@ck', amount: 1, player: 1 }], expect: { '@p.damage': 0, '@p.loc': 'kingdom' } });
  });

  it('the opponent spends 3 so that it has no Toughness (its Armour\'s included) until the end of the turn', () => {
    expectScenario({
      phase: 'capital',
      active: 2,
      players: players(3),
      decisions: [
        { type: 'use', card: '@p', ability: 'action', player: 2 },
        { expect: { 'p2.resources': 0 } },
        { type: 'pass', player: 2 },
        ...attack,
        { type: 'assign', target: '@ck', amount: 1, player: 1 },
      ],
      expect: { '@p.loc': 'discard' },
    });
  });

  it('its own controller cannot use it', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 5, hand: ['Mountain Brigade'], kingdom: { cards: [{ card: "Morathi's Pegasus", as: 'p' }] } }, {}, ['dark-elf', 'chaos']),
      decisions: [{ type: 'use', card: '@p', ability: 'action', illegal: 'only an opponent' }],
    });
  });

  it('the Toughness is back after the turn it was removed in', () => {
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board(
        { kingdom: { cards: [{ card: "Morathi's Pegasus", as: 'p' }] } },
        { resources: 3, battlefield: { cards: [{ card: 'Chaos Knights', as: 'ck' }] } },
        ['dark-elf', 'chaos'],
      ),
      decisions: [
        // turn 3: P2 removes its Toughness and does not attack
        { type: 'use', card: '@p', ability: 'action', player: 2 },
        { type: 'pass', player: 2 },
        { type: 'pass', player: 1 }, // turn 4, P1's
        // turn 5: P2 could use it again (3 resources) but does not
        { type: 'pass', player: 2 },
        { type: 'pass', player: 2 },
        { type: 'pass', player: 2 },
        { type: 'pass', player: 2 },
        { expect: { turn: 5, phase: 'battlefield' } },
        { type: 'attack', zone: 'kingdom' },
        { type: 'pass', player: 2 },
        { type: 'attacker', card: '@ck' },
        { type: 'pass', player: 2 },
        { type: 'defender', card: '@p', player: 1 },
        { type: 'pass', player: 2 },
        { type: 'assign', target: '@p', amount: 3 },
        { type: 'assign', target: '@ck', amount: 1, player: 1 },
      ],
      expect: { '@p.damage': 0, '@p.loc': 'kingdom', 'p2.resources': 3 },
    });
  });
});
