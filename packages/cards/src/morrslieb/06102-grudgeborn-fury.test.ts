import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

const mine = (extra: object = {}) => ({
  resources: 9,
  hand: ['Grudgeborn Fury', 'Dwarf Ranger', 'Mountain Brigade'],
  kingdom: { cards: [{ card: 'Mountain Brigade', as: 'k' }, 'Dwarf Ranger'] },
  quest: { cards: [{ card: 'Dwarf Ranger', as: 'q' }] },
  battlefield: { cards: [{ card: 'Mountain Brigade', as: 'b' }] },
  ...extra,
});

describe('Grudgeborn Fury', () => {
  it('this turn your units attack from the kingdom and the quest zone too, a unit played after it included', () => {
    expectScenario({
      phase: 'capital',
      players: board(mine(), { kingdom: { cards: [{ card: 'Black Orc Squad', as: 'o' }] } }, ['dwarf', 'orc']),
      decisions: [
        { type: 'play', card: 'Grudgeborn Fury' },
        { type: 'play', card: 'Dwarf Ranger', zone: 'quest' },
        { expect: { 'p1.quest.units': ['Dwarf Ranger', 'Dwarf Ranger'] } },
        { type: 'pass', player: 1 },
        { type: 'attack', zone: 'quest' },
        { expect: { options: { include: [{ type: 'attacker', card: '@k' }, { type: 'attacker', card: '@q' }, { type: 'attacker', card: '@b' }, { type: 'attacker', card: 'Dwarf Ranger' }] } } },
        { type: 'attacker', card: '@k' },
        { type: 'attacker', card: '@q' },
        { expect: { 'combat.attackers': ['Dwarf Ranger', 'Mountain Brigade'] } },
      ],
    });
  });

  it('without it only battlefield units attack', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(mine(), { kingdom: { cards: [{ card: 'Black Orc Squad', as: 'o' }] } }, ['dwarf', 'orc']),
      decisions: [
        { type: 'pass', player: 1 },
        { type: 'attack', zone: 'quest' },
        { type: 'pass', player: 1 },
        { expect: { options: { include: [{ type: 'attacker', card: '@b' }], exclude: [{ type: 'attacker', card: '@k' }, { type: 'attacker', card: '@q' }] } } },
      ],
    });
  });

  it("played in the opponent's turn it lets his units attack from any zone", () => {
    expectScenario({
      phase: 'battlefield',
      active: 2,
      players: board(
        { resources: 9, hand: ['Grudgeborn Fury'], kingdom: { cards: ['Mountain Brigade', 'Dwarf Ranger'] } },
        { kingdom: { cards: [{ card: 'Black Orc Squad', as: 'ok' }] }, battlefield: { cards: [{ card: 'Black Orc Squad', as: 'ob' }] } },
        ['dwarf', 'orc'],
      ),
      decisions: [
        { type: 'play', card: 'Grudgeborn Fury', player: 1 },
        { type: 'attack', zone: 'kingdom', player: 2 },
        { expect: { options: { include: [{ type: 'attacker', card: '@ok' }, { type: 'attacker', card: '@ob' }] } } },
      ],
    });
  });

  it('the turn after, units attack from the battlefield only again', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 9, hand: ['Grudgeborn Fury'], kingdom: { cards: ['Mountain Brigade', 'Dwarf Ranger'] } },
        { kingdom: { cards: [{ card: 'Black Orc Squad', as: 'ok' }] }, battlefield: { cards: [{ card: 'Black Orc Squad', as: 'ob' }] } },
        ['dwarf', 'orc'],
      ),
      decisions: [
        { type: 'play', card: 'Grudgeborn Fury' },
        // P1 does not attack; turn 4 is P2's
        { type: 'pass', player: 1 },
        { type: 'pass', player: 2 },
        { type: 'attack', zone: 'kingdom', player: 2 },
        { expect: { turn: 4, options: { include: [{ type: 'attacker', card: '@ob' }], exclude: [{ type: 'attacker', card: '@ok' }] } } },
      ],
    });
  });
});
