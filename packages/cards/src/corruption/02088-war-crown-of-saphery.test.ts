import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('War Crown of Saphery', () => {
  it('is played onto a High Elf unit only', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 4, hand: [{ card: 'War Crown of Saphery', as: 'wc' }, 'Mountain Brigade'], kingdom: { cards: [{ card: 'Silver Helm Brigade', as: 'shb' }, { card: 'Huntsmen', as: 'hu' }] } },
        {},
        ['high-elf', 'orc'],
      ),
      decisions: [
        { type: 'play', card: '@wc', zone: 'kingdom', target: '@hu', illegal: 'cannot be attached' },
        { type: 'play', card: '@wc', zone: 'kingdom', target: '@shb' },
        { type: 'pass' },
      ],
      // no token yet: no power added
      expect: { '@wc.loc': 'kingdom', '@wc.tokens': 0, '@shb.power': 1 },
    });
  });

  it('gets a token at the beginning of its controller\'s turn; the unit has 1 more power per token', () => {
    expectScenario({
      phase: 'beginTurn',
      players: board({ kingdom: { cards: [{ card: 'Silver Helm Brigade', as: 'shb' }, { card: 'War Crown of Saphery', as: 'wc', attachedTo: '@shb', tokens: 1 }] } }, {}, ['high-elf', 'orc']),
      decisions: [],
      expect: { '@wc.tokens': 2, '@shb.power': 3, turn: 3, log: ['[T3 beginTurn] War Crown of Saphery#'] },
    });
  });

  it('gets no token at the beginning of the opponent\'s turn, one at the beginning of its controller\'s next turn', () => {
    expectScenario({
      phase: 'beginTurn',
      active: 2,
      players: board({ kingdom: { cards: [{ card: 'Silver Helm Brigade', as: 'shb' }, { card: 'War Crown of Saphery', as: 'wc', attachedTo: '@shb' }] } }, { hand: ['Mountain Brigade'] }, ['high-elf', 'orc']),
      decisions: [
        // P2's turn began: nothing for the Crown
        { expect: { turn: 3, active: 2, '@wc.tokens': 0, '@shb.power': 1 } },
        { type: 'pass', player: 2 },
      ],
      // P1's own turn began: its token
      expect: { turn: 4, active: 1, '@wc.tokens': 1, '@shb.power': 2 },
    });
  });
});
