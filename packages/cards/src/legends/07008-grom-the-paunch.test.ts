import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

const use = { type: 'use', card: '@g', ability: 'action' };

describe('Grom the Paunch', () => {
  it('sacrificing a development (the cost) makes the next unit you play this turn 1 cheaper; the one after pays full price', () => {
    expectScenario({
      phase: 'capital',
      players: board({
        resources: 20,
        hand: [{ card: 'Black Orc Squad', as: 'u1' }, { card: 'Black Orc Squad', as: 'u2' }],
        legend: { card: 'Grom the Paunch', as: 'g' },
        kingdom: { developments: [{ card: 'Mountain Brigade', as: 'd' }] },
      }),
      decisions: [
        use,
        { expect: { '@d.loc': 'discard', 'p1.kingdom.developments': 0, 'p1.resources': 20 } },
        { type: 'play', card: '@u1', zone: 'kingdom' },
        { expect: { 'p1.resources': 18 } },
        { type: 'play', card: '@u2', zone: 'kingdom' },
      ],
      expect: { 'p1.resources': 15 },
    });
  });

  it('two uses on a 2-cost unit stop at a cost of 1', () => {
    expectScenario({
      phase: 'capital',
      players: board({
        resources: 20,
        hand: [{ card: 'Hammerer of Karak Azul', as: 'u' }],
        legend: { card: 'Grom the Paunch', as: 'g' },
        kingdom: { developments: [{ card: 'Mountain Brigade', as: 'd1' }] },
        quest: { developments: [{ card: 'Mountain Brigade', as: 'd2' }] },
      }, {}, ['dwarf', 'orc']),
      // cost 2 - 2, stopped at 1; the Dwarf capital matches its loyalty
      decisions: [use, { type: 'target', target: '@d1' }, use, { type: 'play', card: '@u', zone: 'quest' }],
      expect: { 'p1.resources': 19, 'p1.kingdom.developments': 0, 'p1.quest.developments': 0 },
    });
  });

  it('cannot be used without a development to sacrifice', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 20, hand: ['Black Orc Squad'], legend: { card: 'Grom the Paunch', as: 'g' } }),
      decisions: [{ ...use, illegal: '' }],
    });
  });

  it('lapses at the end of the turn', () => {
    expectScenario({
      phase: 'capital',
      turn: 3,
      players: board({
        hand: [{ card: 'Black Orc Squad', as: 'u' }],
        legend: { card: 'Grom the Paunch', as: 'g' },
        kingdom: { developments: ['Mountain Brigade'] },
      }),
      decisions: [
        use,
        { type: 'pass' },
        { type: 'pass' },
        // turn 4 is P2's
        { type: 'pass', player: 2 },
        // turn 5: 3 + Grom's 2 kingdom icons collected, the Squad at full price (3)
        { expect: { turn: 5, phase: 'capital', 'p1.resources': 5 } },
        { type: 'play', card: '@u', zone: 'kingdom' },
      ],
      expect: { 'p1.resources': 2 },
    });
  });

  it('a support card played first does not use the reduction up: the unit after it gets it', () => {
    expectScenario({
      phase: 'capital',
      players: board({
        resources: 20,
        hand: [{ card: 'Rock Lobber', as: 's' }, { card: 'Black Orc Squad', as: 'u' }],
        legend: { card: 'Grom the Paunch', as: 'g' },
        kingdom: { developments: ['Mountain Brigade'] },
      }),
      decisions: [
        use,
        // the support at its full cost of 2 (its loyalty met by the capital and Grom)
        { type: 'play', card: '@s', zone: 'kingdom' },
        { expect: { 'p1.resources': 18 } },
        // the Squad (3) at 2
        { type: 'play', card: '@u', zone: 'kingdom' },
      ],
      expect: { 'p1.resources': 16 },
    });
  });

  it('a unit card put down as a development is not played as a unit: the reduction waits for the next unit', () => {
    expectScenario({
      phase: 'capital',
      players: board({
        resources: 20,
        hand: [{ card: 'Black Orc Squad', as: 'dev' }, { card: 'Black Orc Squad', as: 'u' }],
        legend: { card: 'Grom the Paunch', as: 'g' },
        kingdom: { developments: ['Mountain Brigade'] },
      }),
      decisions: [
        use,
        { type: 'develop', card: '@dev', zone: 'quest' },
        { expect: { 'p1.resources': 20, 'p1.quest.developments': 1 } },
        { type: 'play', card: '@u', zone: 'kingdom' },
      ],
      expect: { 'p1.resources': 18 },
    });
  });
});
