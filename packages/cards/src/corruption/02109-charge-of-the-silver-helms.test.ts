import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Charge of the Silver Helms', () => {
  it('one of your units has 3 more power and 1 fewer hit point until the end of the turn', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 2, hand: ['Charge of the Silver Helms', 'Mountain Brigade'], kingdom: { cards: [{ card: 'Silver Helm Brigade', as: 'shb' }] } },
        { hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Black Orc Squad', as: 'b' }] } },
        ['high-elf', 'orc'],
      ),
      decisions: [
        { type: 'play', card: 'Charge of the Silver Helms' },
        // its only legal target is his own unit: chosen for him
        // 1, its loyalty paid by the capital and the Brigade
        { expect: { '@shb.power': 4, '@shb.hitPoints': 2, '@b.power': 1, '@b.hitPoints': 4, 'p1.resources': 1 } },
        { type: 'pass', player: 1 },
        { expect: { turn: 4, '@shb.power': 1, '@shb.hitPoints': 3 } },
      ],
    });
  });

  it("cannot target an opponent's unit", () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 2, hand: ['Charge of the Silver Helms', 'Mountain Brigade'] }, { kingdom: { cards: ['Black Orc Squad'] } }, ['high-elf', 'orc']),
      decisions: [{ type: 'play', card: 'Charge of the Silver Helms', illegal: '' }],
    });
  });

  it('a unit left with no hit points is destroyed', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 2, hand: ['Charge of the Silver Helms', 'Mountain Brigade'], kingdom: { cards: [{ card: 'Archmage of Saphery', as: 'am' }, { card: 'Silver Helm Brigade', as: 'shb' }] } }, {}, ['high-elf', 'orc']),
      decisions: [{ type: 'play', card: 'Charge of the Silver Helms' }, { type: 'target', target: '@am' }],
      expect: { '@am.loc': 'discard', '@shb.power': 1 },
    });
  });
});
