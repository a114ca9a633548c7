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
});
