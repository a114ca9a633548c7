import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Extending the Wastes', () => {
  it('as your turn begins, gains a resource token if a unit quests on it', () => {
    expectScenario({
      phase: 'beginTurn',
      players: board(
        { quest: { cards: [{ card: 'Extending the Wastes', as: 'x', tokens: 1 }, { card: 'Braying Gor', questing: '@x' }] } },
        {},
        ['chaos', 'dwarf'],
      ),
      decisions: [{ expect: { '@x.tokens': 2 } }],
    });
  });

  it('gains nothing with no unit questing on it (another unit in the quest zone does not count), nor as the opponent\'s turn begins', () => {
    expectScenario({
      phase: 'beginTurn',
      players: board({ quest: { cards: [{ card: 'Extending the Wastes', as: 'x' }, 'Braying Gor'] } }, {}, ['chaos', 'dwarf']),
      decisions: [{ expect: { turn: 3, '@x.tokens': 0 } }],
    });
    expectScenario({
      phase: 'beginTurn',
      active: 2,
      players: board({ quest: { cards: [{ card: 'Extending the Wastes', as: 'x' }, { card: 'Braying Gor', questing: '@x' }] } }, { hand: ['Mountain Brigade'] }, ['chaos', 'dwarf']),
      decisions: [{ expect: { active: 2, '@x.tokens': 0 } }],
    });
  });

  it('removes X tokens (the cost) to corrupt a target unit of printed cost X or less, either player\'s', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { hand: ['Mountain Brigade'], quest: { cards: [{ card: 'Extending the Wastes', as: 'x', tokens: 4 }, { card: 'Braying Gor', as: 'g', questing: '@x' }] } },
        {
          kingdom: { cards: [{ card: 'Dwarf Ranger', as: 'r' }, { card: 'Chaos Knights', as: 'big' }, { card: 'Mountain Brigade', as: 'done', corrupt: true }, { card: 'Knights of the Blazing Sun', as: 'pure' }] },
        },
        ['chaos', 'dwarf'],
      ),
      decisions: [
        { type: 'use', card: '@x', ability: 'action' },
        // cost 5 is above the 4 tokens; a corrupted unit and one that cannot be corrupted are no target
        { expect: { options: { include: [{ type: 'target', target: '@r' }, { type: 'target', target: '@g' }], exclude: [{ type: 'target', target: '@big' }, { type: 'target', target: '@done' }, { type: 'target', target: '@pure' }] } } },
        { type: 'target', target: '@r' },
        // X from the Ranger's printed cost (3) up to the tokens here
        { expect: { options: { include: [{ type: 'number', value: 3 }, { type: 'number', value: 4 }], exclude: [{ type: 'number', value: 2 }] } } },
        { type: 'number', value: 3 },
        { expect: { '@x.tokens': 1 } },
        { type: 'pass' },
      ],
      expect: { '@r.corrupt': true, '@x.tokens': 1 },
    });
  });

  it('cannot be used without enough tokens for any target', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { hand: ['Mountain Brigade'], quest: { cards: [{ card: 'Extending the Wastes', as: 'x', tokens: 1 }, { card: 'Braying Gor', as: 'g', questing: '@x', corrupt: true }] } },
        { kingdom: { cards: ['Dwarf Ranger'] } },
        ['chaos', 'dwarf'],
      ),
      decisions: [{ type: 'use', card: '@x', ability: 'action', illegal: 'no legal target' }],
    });
  });

  it('keeps its tokens removed when the target can no longer be corrupted as it resolves', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { hand: ['Mountain Brigade'], quest: { cards: [{ card: 'Extending the Wastes', as: 'x', tokens: 3 }, { card: 'Braying Gor', as: 'g', questing: '@x' }] } },
        { resources: 1, hand: ['Seduced by Darkness'], kingdom: { cards: [{ card: 'Dwarf Ranger', as: 'r' }] } },
        ['chaos', 'chaos'],
      ),
      decisions: [
        { type: 'use', card: '@x', ability: 'action' },
        { type: 'target', target: '@r' },
        // (X = 3, the only value left, is taken for him)
        // in response P2 corrupts the Ranger himself: no longer a legal target
        { type: 'play', card: 'Seduced by Darkness', player: 2 },
        { type: 'target', target: '@r', player: 2 },
        { type: 'pass', player: 1 },
      ],
      expect: { chain: 0, '@r.corrupt': true, '@g.corrupt': false, '@x.tokens': 0 },
    });
  });
});
