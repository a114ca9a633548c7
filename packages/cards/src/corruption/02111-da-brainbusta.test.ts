import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Da Brainbusta!', () => {
  it("at the beginning of your turn, destroys every unit of the opponent's and none of yours", () => {
    expectScenario({
      phase: 'beginTurn',
      players: board(
        { resources: 12, hand: ['Da Brainbusta!'], kingdom: { cards: [{ card: 'Black Orc Squad', as: 'mine' }] } },
        { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'a' }, { card: 'Rune of Fortitude', as: 'sup' }], developments: [{ card: 'Mountain Brigade', as: 'dev' }] }, quest: { cards: [{ card: 'Defender of the Hold', as: 'c' }] } },
        ['orc', 'dwarf'],
      ),
      decisions: [
        { expect: { phase: 'beginTurn' } },
        { type: 'play', card: 'Da Brainbusta!' },
        { type: 'pass', player: 2 }, // the order of his units in his discard pile
      ],
      expect: { '@a.loc': 'discard', '@c.loc': 'discard', '@mine.loc': 'kingdom', '@sup.loc': 'kingdom', '@dev.loc': 'kingdom', 'p1.discard': ['Da Brainbusta!'] },
    });
  });

  it("cannot be played as the opponent's turn begins", () => {
    expectScenario({
      phase: 'beginTurn',
      active: 2,
      // Berserk Fury gives him an action in that window
      players: board({ resources: 12, hand: ['Da Brainbusta!', 'Berserk Fury'] }, { kingdom: { cards: ['Mountain Brigade'] } }, ['orc', 'dwarf']),
      decisions: [
        { expect: { phase: 'beginTurn', active: 2, prompt: { player: 1, kind: 'action' } } },
        { type: 'play', card: 'Da Brainbusta!', player: 1, illegal: 'cannot be used now' },
      ],
    });
  });

  it('cannot be played later in the turn', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 12, hand: ['Da Brainbusta!', 'Mountain Brigade'] }, { kingdom: { cards: ['Mountain Brigade'] } }, ['orc', 'dwarf']),
      decisions: [{ type: 'play', card: 'Da Brainbusta!', illegal: 'cannot be used now' }],
    });
  });
});
