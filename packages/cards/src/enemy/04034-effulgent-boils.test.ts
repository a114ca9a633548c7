import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Effulgent Boils', () => {
  it("is played onto any unit, an opponent's too, and corrupts it", () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 3, hand: [{ card: 'Effulgent Boils', as: 'e' }, 'Mountain Brigade'], kingdom: { cards: [{ card: 'Chaos Knights', as: 'mine' }] } },
        { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'mb' }] } },
        ['chaos', 'dwarf'],
      ),
      decisions: [{ type: 'play', card: '@e', zone: 'kingdom', target: '@mb' }],
      expect: { '@e.loc': 'kingdom', '@e.controller': 1, 'p2.kingdom.supports': ['Effulgent Boils'], '@mb.corrupt': true, '@mine.corrupt': false },
    });
  });

  it('the attached unit cannot be restored in the kingdom phase: its controller is not offered it', () => {
    expectScenario({
      phase: 'kingdom',
      active: 2,
      players: board(
        {},
        { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'mb', corrupt: true }, { card: 'Effulgent Boils', as: 'e', attachedTo: '@mb' }, { card: 'Mountain Brigade', as: 'other', corrupt: true }] } },
        ['chaos', 'dwarf'],
      ),
      decisions: [
        { expect: { prompt: { player: 2, kind: 'restore' }, options: { include: [{ type: 'restore', card: '@other' }], exclude: [{ type: 'restore', card: '@mb' }] } } },
        { type: 'restore', card: '@other' },
      ],
      expect: { '@mb.corrupt': true, '@other.corrupt': false },
    });
    // with only the attached unit corrupt there is nothing to restore
    expectScenario({
      phase: 'kingdom',
      active: 2,
      players: board({}, { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'mb', corrupt: true }, { card: 'Effulgent Boils', as: 'e', attachedTo: '@mb' }] } }, ['chaos', 'dwarf']),
      decisions: [{ expect: { '@mb.corrupt': true } }],
      expect: { '@mb.corrupt': true },
    });
  });

  it('nor by an effect: Courage of Aenarion restores only the other corrupt unit', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        {
          resources: 10,
          hand: [{ card: 'Courage of Aenarion', as: 'c1' }, 'Mountain Brigade'],
          kingdom: { cards: [{ card: 'Mountain Brigade', as: 'mb', corrupt: true }, { card: 'Effulgent Boils', as: 'e', attachedTo: '@mb' }, { card: 'Mountain Brigade', as: 'other', corrupt: true }] },
        },
        {},
        ['high-elf', 'orc'],
      ),
      decisions: [
        { type: 'play', card: '@c1' },
        { type: 'pass' },
      ],
      expect: { '@mb.corrupt': true, '@other.corrupt': false },
    });
  });
});
