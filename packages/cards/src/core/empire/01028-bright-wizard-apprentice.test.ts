import { describe, it } from 'vitest';
import { board, expectScenario } from '../../testing.js';

describe('Bright Wizard Apprentice', () => {
  it("cancels another unit's Action on the chain; both players' costs stay paid, and no unit is targeted (no Church of Sigmar tax)", () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 3, hand: ['Mountain Brigade'], kingdom: { cards: ['Church of Sigmar'] }, quest: { cards: [{ card: 'Runesmith', as: 'r' }] }, battlefield: { cards: [{ card: 'Black Orc Squad', as: 'b' }] } },
        { resources: 2, quest: { cards: [{ card: 'Bright Wizard Apprentice', as: 'w' }] } },
        ['dwarf', 'empire'],
      ),
      decisions: [
        { type: 'use', card: '@r', ability: 'action' },
        { type: 'target', target: '@b' },
        { expect: { prompt: { player: 2, kind: 'action' }, options: { include: [{ type: 'use', card: '@w', ability: 'action' }] } } },
        { type: 'use', card: '@w', ability: 'action', player: 2 }, // its only candidate is picked for it
        { expect: { 'p2.resources': 0, 'p1.resources': 1, '@b.power': 1, chain: 0, log: ['cancels the effects of Runesmith', "effect is cancelled"] } },
      ],
    });
  });

  it("cancels a support's Action: the unit sacrificed to pay for it stays in the discard pile", () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 2, hand: ['Mountain Brigade'], battlefield: { cards: [{ card: 'Rock Lobber', as: 'rl' }, { card: 'Mountain Brigade', as: 'fodder' }] } },
        { resources: 2, quest: { cards: [{ card: 'Bright Wizard Apprentice', as: 'w' }] } },
        ['orc', 'empire'],
      ),
      decisions: [
        { type: 'use', card: '@rl', ability: 'action' },
        { expect: { '@fodder.loc': 'discard', 'p1.resources': 0, chain: 1 } },
        { type: 'use', card: '@w', ability: 'action', player: 2 },
      ],
      expect: { chain: 0, '@fodder.loc': 'discard', 'p2.resources': 0, 'p2.kingdom.damage': 0, 'p2.quest.damage': 0, 'p2.battlefield.damage': 0, log: ['cancels the effects of Rock Lobber'] },
    });
  });

  it('cancels the Action of a unit that left play paying for it (the effect exists without its source)', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Lobber Crew', as: 'lc' }] } },
        { resources: 2, quest: { cards: [{ card: 'Bright Wizard Apprentice', as: 'w' }] }, battlefield: { cards: [{ card: 'Mountain Brigade', as: 'mb' }] } },
        ['orc', 'empire'],
      ),
      decisions: [
        { type: 'use', card: '@lc', ability: 'action' },
        { expect: { '@lc.loc': 'discard', chain: 1 } },
        { type: 'use', card: '@w', ability: 'action', player: 2 },
      ],
      expect: { chain: 0, '@lc.loc': 'discard', '@mb.loc': 'battlefield', log: ['cancels the effects of Lobber Crew'] },
    });
  });

  it('has nothing to cancel in a tactic or in a unit being played', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 5, hand: ['Demoralise', 'Black Orc Squad'], battlefield: { cards: [{ card: 'Savage Marauders', as: 'm' }] } },
        { resources: 4, quest: { cards: [{ card: 'Bright Wizard Apprentice', as: 'w' }, { card: 'Runesmith', as: 'r' }] } },
        ['orc', 'empire'],
      ),
      decisions: [
        { type: 'play', card: 'Black Orc Squad', zone: 'kingdom' },
        // P2 may answer (Runesmith), but the Apprentice has no Action to cancel: a card being played is not one
        { expect: { chain: 1, prompt: { player: 2, kind: 'action' }, options: { include: [{ type: 'use', card: '@r', ability: 'action' }], exclude: [{ type: 'use', card: '@w', ability: 'action' }] } } },
        { type: 'pass', player: 2 },
        { type: 'pass', player: 1 },
        { expect: { chain: 0, 'p1.kingdom.units': ['Black Orc Squad'] } },
        { type: 'pass', player: 2 },
        { type: 'play', card: 'Demoralise' },
        { type: 'target', target: '@m' },
        { expect: { chain: 1, prompt: { player: 2, kind: 'action' }, options: { exclude: [{ type: 'use', card: '@w', ability: 'action' }] } } },
        { type: 'pass', player: 2 },
      ],
      expect: { chain: 0, '@m.power': 0, 'p2.resources': 4 },
    });
  });

  it('works only in the quest zone, and once per turn', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 6, hand: ['Mountain Brigade'], quest: { cards: [{ card: 'Runesmith', as: 'r' }] }, battlefield: { cards: [{ card: 'Black Orc Squad', as: 'b' }] } },
        { resources: 4, quest: { cards: [{ card: 'Bright Wizard Apprentice', as: 'w' }] }, kingdom: { cards: [{ card: 'Bright Wizard Apprentice', as: 'k' }] } },
        ['dwarf', 'empire'],
      ),
      decisions: [
        { type: 'use', card: '@r', ability: 'action' },
        { type: 'target', target: '@b' },
        { type: 'use', card: '@k', ability: 'action', illegal: 'only in the quest' },
        { type: 'use', card: '@w', ability: 'action' },
        { type: 'pass', player: 1 },
        { expect: { chain: 0, '@b.power': 1, 'p2.resources': 2 } },
        { type: 'use', card: '@r', ability: 'action' },
        { type: 'target', target: '@b' },
        // P2 could not answer (his Apprentices: one used this turn, one out of the quest zone): P1 acts again
        { expect: { chain: 1, prompt: { player: 1, kind: 'action' } } },
        { type: 'pass', player: 1 },
        { expect: { chain: 0, '@b.power': 2, 'p2.resources': 2 } }, // the second use resolves
      ],
    });
  });
});
