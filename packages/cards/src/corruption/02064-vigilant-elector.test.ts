import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Vigilant Elector', () => {
  it('in the quest zone, pays 1 to become an attachment on another unit and stops being a unit', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 1, hand: ['Mountain Brigade'], quest: { cards: [{ card: 'Vigilant Elector', as: 've' }] } },
        { hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Black Orc Squad', as: 'b' }] } },
        ['empire', 'orc'],
      ),
      decisions: [
        { type: 'use', card: '@ve', ability: 0 },
        // no longer a unit: it sits with its host in P2's kingdom
        { expect: { '@ve.loc': 'kingdom', 'p1.resources': 0, 'p1.quest.units': [], 'p2.kingdom.units': ['Black Orc Squad'] } },
      ],
    });
  });

  it('destroys the attached unit at the end of that unit\'s controller\'s turn, not before', () => {
    expectScenario({
      phase: 'endTurn',
      players: board(
        { quest: { cards: [{ card: 'Black Orc Squad', as: 'mine' }] } },
        { kingdom: { cards: [{ card: 'Black Orc Squad', as: 'b' }, { card: 'Vigilant Elector', as: 've', owner: 1, attachedTo: '@b' }] } },
        ['orc', 'empire'],
      ),
      decisions: [
        // P1's turn ended: P2's unit still stands
        { expect: { turn: 4, '@b.loc': 'kingdom' } },
        { type: 'pass', player: 2 },
      ],
      // P2's turn ends: his unit is destroyed, and the Elector leaves play with it
      expect: { '@b.loc': 'discard', '@ve.loc': 'discard', '@mine.loc': 'quest', turn: 5 },
    });
  });

  it('works only from the quest zone', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 1, hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Vigilant Elector', as: 've' }, 'Black Orc Squad'] } }, {}, ['empire', 'orc']),
      decisions: [{ type: 'use', card: '@ve', ability: 0, illegal: 'only in the quest' }],
    });
  });
});
