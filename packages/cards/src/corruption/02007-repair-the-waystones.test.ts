import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Repair the Waystones', () => {
  it('gains a token at the beginning of your turn only while a unit quests on it', () => {
    expectScenario({
      phase: 'beginTurn',
      players: board(
        { hand: ['Mountain Brigade'], quest: { cards: [{ card: 'Repair the Waystones', as: 'q', tokens: 1 }, { card: 'Ellyrian Elite', as: 'u', questing: '@q' }] } },
        {},
        ['high-elf', 'orc'],
      ),
      decisions: [],
      expect: { '@q.tokens': 2 },
    });
    expectScenario({
      phase: 'beginTurn',
      players: board({ hand: ['Mountain Brigade'], quest: { cards: [{ card: 'Repair the Waystones', as: 'q', tokens: 1 }, 'Ellyrian Elite'] } }, {}, ['high-elf', 'orc']),
      decisions: [],
      expect: { '@q.tokens': 1 },
    });
    // not at the beginning of the opponent's turn
    expectScenario({
      phase: 'beginTurn',
      active: 2,
      players: board({ quest: { cards: [{ card: 'Repair the Waystones', as: 'q', tokens: 1 }, { card: 'Ellyrian Elite', questing: '@q' }] } }, { hand: ['Mountain Brigade'] }, ['high-elf', 'orc']),
      decisions: [],
      expect: { '@q.tokens': 1 },
    });
  });

  it('removes 3 tokens to put a target support card from your discard pile into play in your quest zone', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        {
          hand: ['Mountain Brigade'],
          quest: { cards: [{ card: 'Repair the Waystones', as: 'q', tokens: 4 }] },
          discard: [{ card: 'Keystone Forge', as: 'kf' }, { card: 'City Gates', as: 'cg' }, { card: 'Gromril Armour', as: 'ga' }, { card: 'Mountain Brigade', as: 'mb' }],
        },
        { discard: [{ card: 'Rock Lobber', as: 'theirs' }] },
        ['high-elf', 'orc'],
      ),
      decisions: [
        { type: 'use', card: '@q', ability: 'action' },
        // a support in your own pile; an Attachment, a unit or the opponent's card is not a choice
        { expect: { options: { include: [{ type: 'target', target: '@kf' }, { type: 'target', target: '@cg' }], exclude: [{ type: 'target', target: '@ga' }, { type: 'target', target: '@mb' }, { type: 'target', target: '@theirs' }] } } },
        { type: 'target', target: '@kf' },
      ],
      expect: { '@kf.loc': 'quest', '@cg.loc': 'discard', '@q.tokens': 1, 'p1.quest.supports': ['Keystone Forge', 'Repair the Waystones'], 'p1.quest.power': 2 },
    });
  });

  it('needs 3 tokens and a support card in your discard pile', () => {
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Mountain Brigade'], quest: { cards: [{ card: 'Repair the Waystones', as: 'q', tokens: 2 }] }, discard: ['Keystone Forge'] }, {}, ['high-elf', 'orc']),
      decisions: [{ type: 'use', card: '@q', ability: 'action', illegal: 'cannot pay' }],
    });
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Mountain Brigade'], quest: { cards: [{ card: 'Repair the Waystones', as: 'q', tokens: 3 }] }, discard: ['Mountain Brigade'] }, {}, ['high-elf', 'orc']),
      decisions: [{ type: 'use', card: '@q', ability: 'action', illegal: 'no legal target' }],
    });
  });
});
