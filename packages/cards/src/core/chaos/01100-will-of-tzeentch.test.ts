import { describe, it } from 'vitest';
import { board, expectScenario } from '../../testing.js';

describe('Will of Tzeentch', () => {
  it('both players discard their whole hands, then each draws three cards', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 6, hand: ['Will of Tzeentch', 'Black Orc Squad'], deck: ['Dark Zealot', 'Dark Zealot', 'Dark Zealot', 'Mountain Brigade'] },
        { hand: ['Mountain Brigade', 'Mountain Brigade', 'Black Orc Squad', 'Dark Zealot'], deck: ['Chaos Knights', 'Chaos Knights', 'Chaos Knights', 'Mountain Brigade'] },
        ['chaos', 'dwarf'],
      ),
      decisions: [{ type: 'play', card: 'Will of Tzeentch' }],
      expect: {
        'p1.hand': ['Dark Zealot', 'Dark Zealot', 'Dark Zealot'],
        'p2.hand': ['Chaos Knights', 'Chaos Knights', 'Chaos Knights'],
        'p1.discard': ['Will of Tzeentch', 'Black Orc Squad'],
        'p2.discard': ['Mountain Brigade', 'Mountain Brigade', 'Black Orc Squad', 'Dark Zealot'],
        'p1.deck': 1,
        'p2.deck': 1,
      },
    });
  });

  it('a player with an empty hand still draws three', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 6, hand: ['Will of Tzeentch'] }, {}, ['chaos', 'dwarf']),
      decisions: [{ type: 'play', card: 'Will of Tzeentch' }],
      expect: { 'p1.hand.count': 3, 'p2.hand.count': 3, 'p2.discard.count': 0 },
    });
  });

  it("cannot be played during the opponent's turn", () => {
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board({ resources: 10, hand: ['Will of Tzeentch', 'Seduced by Darkness'] }, { kingdom: { cards: ['Mountain Brigade'] } }, ['chaos', 'dwarf']),
      decisions: [
        { expect: { prompt: { player: 1, kind: 'action' }, options: { exclude: [{ type: 'play', card: 'Will of Tzeentch' }] } } },
        { type: 'play', card: 'Will of Tzeentch', illegal: 'cannot be used now' },
      ],
    });
  });
});
