import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

const infiltrator = (opponentPool: number) =>
  board({ resources: 2, hand: [{ card: 'Dark Elf Infiltrator', as: 'i' }, 'Mountain Brigade'] }, { resources: opponentPool }, ['dark-elf', 'dwarf']);

describe('Dark Elf Infiltrator', () => {
  it('once it enters play, its controller may use it once to take 2 resources from the opponent', () => {
    expectScenario({
      phase: 'capital',
      players: infiltrator(5),
      decisions: [
        { type: 'use', card: '@i', ability: 'action', illegal: '' },
        { type: 'play', card: '@i', zone: 'kingdom' },
        { expect: { 'p1.resources': 0, 'p2.resources': 5 } },
        { type: 'use', card: '@i', ability: 'action' },
        { expect: { 'p1.resources': 2, 'p2.resources': 3 } },
        { type: 'use', card: '@i', ability: 'action', illegal: '' },
      ],
    });
  });

  it('takes only what the opponent has when he holds fewer than 2', () => {
    expectScenario({
      phase: 'capital',
      players: infiltrator(1),
      decisions: [
        { type: 'play', card: '@i', zone: 'battlefield' },
        { type: 'use', card: '@i', ability: 'action' },
      ],
      expect: { 'p1.resources': 1, 'p2.resources': 0 },
    });
  });

  it('may be declined, and cannot be used later', () => {
    expectScenario({
      phase: 'capital',
      players: infiltrator(4),
      decisions: [
        { type: 'play', card: '@i', zone: 'kingdom' },
        // passing his first opportunity ends his capital phase (no attacker able): the chance is gone for good
        { type: 'pass', player: 1 },
        { type: 'use', card: '@i', ability: 'action', illegal: '' },
      ],
      expect: { 'p1.resources': 0, turn: 4 },
    });
  });
});
