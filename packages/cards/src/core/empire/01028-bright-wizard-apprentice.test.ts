import { describe, it } from 'vitest';
import { board, expectScenario } from '../../testing.js';

describe('Bright Wizard Apprentice', () => {
  it("cancels another unit's Action on the chain; the costs stay paid", () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 3, hand: ['Mountain Brigade'], quest: { cards: [{ card: 'Runesmith', as: 'r' }] }, battlefield: { cards: [{ card: 'Black Orc Squad', as: 'b' }] } },
        { resources: 2, quest: { cards: [{ card: 'Bright Wizard Apprentice', as: 'w' }] } },
        ['dwarf', 'empire'],
      ),
      decisions: [
        { type: 'use', card: '@r', ability: 0 },
        { type: 'target', target: '@b' },
        { type: 'use', card: '@w', ability: 0, player: 2 }, // its only candidate is picked for it
        { expect: { 'p2.resources': 0, 'p1.resources': 1, '@b.power': 1, chain: 0, log: ['cancels the effects of Runesmith', 'effect is cancelled'] } },
      ],
    });
  });

  it('cannot be used against a tactic, outside the quest zone, or twice in a turn', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 5, hand: ['Demoralise', 'Mountain Brigade'], battlefield: { cards: [{ card: 'Savage Marauders', as: 'm' }] } },
        { resources: 4, quest: { cards: [{ card: 'Bright Wizard Apprentice', as: 'w' }] }, kingdom: { cards: [{ card: 'Bright Wizard Apprentice', as: 'k' }] } },
        ['orc', 'empire'],
      ),
      decisions: [
        { type: 'play', card: 'Demoralise' },
        { type: 'target', target: '@m' },
        { expect: { chain: 0, '@m.power': 0, 'p2.resources': 4 } }, // P2 had no legal response: a tactic is not a unit's Action
      ],
    });
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 6, hand: ['Mountain Brigade'], quest: { cards: [{ card: 'Runesmith', as: 'r' }] }, battlefield: { cards: [{ card: 'Black Orc Squad', as: 'b' }] } },
        { resources: 4, quest: { cards: [{ card: 'Bright Wizard Apprentice', as: 'w' }] }, kingdom: { cards: [{ card: 'Bright Wizard Apprentice', as: 'k' }] } },
        ['dwarf', 'empire'],
      ),
      decisions: [
        { type: 'use', card: '@r', ability: 0 },
        { type: 'target', target: '@b' },
        { type: 'use', card: '@k', ability: 0, illegal: 'only in the quest' },
        { type: 'use', card: '@w', ability: 0 },
        { expect: { '@b.power': 1, 'p2.resources': 2 } },
        { type: 'use', card: '@r', ability: 0 },
        { type: 'target', target: '@b' },
        { type: 'pass', player: 1 }, // P2 could not answer: the Apprentice was already used this turn
        { expect: { '@b.power': 2, 'p2.resources': 2 } }, // once per turn: the second use resolves
      ],
    });
  });
});
