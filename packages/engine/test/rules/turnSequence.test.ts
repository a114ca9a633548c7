import { describe, it } from 'vitest';
import { board, expectScenario } from '../helpers.js';

describe('turn sequence', () => {
  it('kingdom phase: unspent resources are reset, then 3 + the power of kingdom cards is collected', () => {
    expectScenario({
      phase: 'kingdom',
      players: board({
        resources: 5,
        hand: ['Grunt'],
        kingdom: { cards: ['Brute', 'Village'], developments: ['Brute'] }, // 2 + 1; a development has no power
        quest: { cards: ['Grunt'] }, // other zones do not count
        battlefield: { cards: ['Grunt'] },
      }),
      decisions: [{ expect: { phase: 'capital', 'prompt.player': 1 } }],
      expect: { 'p1.resources': 6, 'p1.kingdom.power': 6 },
    });
  });

  it('kingdom phase with nothing in the kingdom gives the base 3', () => {
    expectScenario({
      phase: 'kingdom',
      players: board({ resources: 9, hand: ['Grunt'] }, { resources: 4 }),
      expect: { phase: 'capital', 'p1.resources': 3, 'p2.resources': 4 },
    });
  });

  it('kingdom phase: the active player may restore one corrupt card he controls — only one', () => {
    expectScenario({
      phase: 'kingdom',
      players: board(
        { hand: ['Grunt'], kingdom: { cards: [{ card: 'Brute', as: 'a', corrupt: true }] }, battlefield: { cards: [{ card: 'Grunt', as: 'b', corrupt: true }] } },
        { kingdom: { cards: [{ card: 'Grunt', as: 'theirs', corrupt: true }] } },
      ),
      decisions: [
        {
          expect: {
            prompt: { player: 1, kind: 'restore' },
            options: { include: [{ type: 'restore', card: '@a' }, { type: 'restore', card: '@b' }, { type: 'pass' }], exclude: [{ type: 'restore', card: '@theirs' }] },
            // restore comes before collecting resources (reset first)
            'p1.resources': 0,
          },
        },
        { type: 'restore', card: '@theirs', illegal: 'not among' },
        { type: 'restore', card: '@a' },
        { expect: { phase: 'capital', 'prompt.kind': 'action' } },
      ],
      expect: { '@a.corrupt': false, '@b.corrupt': true, '@theirs.corrupt': true, 'p1.resources': 5 },
    });
  });

  it('kingdom phase: the restore may be declined', () => {
    expectScenario({
      phase: 'kingdom',
      players: board({ hand: ['Grunt'], kingdom: { cards: [{ card: 'Brute', as: 'a', corrupt: true }] } }),
      decisions: [{ type: 'pass', player: 1 }],
      expect: { phase: 'capital', '@a.corrupt': true },
    });
  });

  it('no restore prompt when nothing is corrupt', () => {
    expectScenario({
      phase: 'kingdom',
      players: board({ hand: ['Grunt'], kingdom: { cards: ['Brute'] } }),
      expect: { phase: 'capital', prompt: { player: 1, kind: 'action' } },
    });
  });

  it('quest phase: the active player draws 1 + the power of his quest zone cards', () => {
    expectScenario({
      phase: 'quest',
      players: board({ quest: { cards: ['Grunt', 'Brute', 'Long Road'], developments: ['Brute'] }, kingdom: { cards: ['Brute'] } }),
      expect: { phase: 'capital', 'p1.hand.count': 4, 'p1.deck': 6, 'p2.hand.count': 0, 'p2.deck': 10 },
    });
  });

  it('quest phase with an empty quest zone draws one card', () => {
    expectScenario({
      phase: 'quest',
      players: board({ deck: ['Brute', 'Grunt', 'Grunt'] }),
      expect: { 'p1.hand': ['Brute'], 'p1.deck': 2 },
    });
  });

  it('capital phase: the active player plays cards; passing moves on to the battlefield phase', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 4, hand: [{ card: 'Brute', as: 'b' }, 'Wall'] }),
      decisions: [
        { type: 'play', card: '@b', zone: 'battlefield', player: 1 },
        { expect: { '@b.loc': 'battlefield', 'p1.resources': 1, phase: 'capital' } },
        { type: 'pass', player: 1 },
      ],
      expect: { phase: 'battlefield', prompt: { player: 1, kind: 'attackZone' } },
    });
  });

  it('end of turn: the other player becomes active and the turn counter goes up', () => {
    expectScenario({
      turn: 3,
      phase: 'endTurn',
      players: board({ resources: 2 }, { resources: 7, kingdom: { cards: ['Brute'] } }),
      expect: { turn: 4, active: 2, phase: 'capital', prompt: { player: 2, kind: 'action' }, 'p2.resources': 5, 'p2.hand.count': 1, 'p1.resources': 2 },
    });
  });

  it('turns alternate: several passes in a row go P1, P2, P1 with the turn counter counting each turn', () => {
    expectScenario({
      turn: 5,
      phase: 'capital',
      players: board({ hand: ['Grunt'] }, { hand: ['Grunt'] }),
      decisions: [
        { type: 'pass', player: 1 },
        { expect: { turn: 6, active: 2, 'p2.hand.count': 2 } },
        { type: 'pass', player: 2 },
        { expect: { turn: 7, active: 1, 'p1.hand.count': 2 } },
        { type: 'pass', player: 1 },
      ],
      expect: { turn: 8, active: 2, 'p2.deck': 8, 'p1.deck': 9 },
    });
  });
});
