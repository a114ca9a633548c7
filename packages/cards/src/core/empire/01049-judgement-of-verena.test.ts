import { describe, it } from 'vitest';
import { board, expectScenario } from '../../testing.js';

describe('Judgement of Verena', () => {
  it('destroys every unit and support in each zone, either side, that has no development', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        {
          resources: 5,
          hand: ['Judgement of Verena', 'Mountain Brigade'],
          kingdom: { cards: [{ card: 'Black Orc Squad', as: 'safe' }, 'Dwarf/Empire Alliance'], developments: ['Mountain Brigade'] },
          battlefield: { cards: [{ card: 'Black Orc Squad', as: 'gone' }, { card: 'Knight Training', as: 'kt', attachedTo: '@gone' }] },
        },
        {
          kingdom: { cards: [{ card: 'Chaos Knights', as: 'ck' }, { card: 'Dwarf/Empire Alliance', as: 'al' }] },
          quest: { cards: [{ card: 'Chaos Knights', as: 'q' }], developments: ['Mountain Brigade'] },
        },
        ['empire', 'dwarf'],
      ),
      decisions: [{ type: 'play', card: 'Judgement of Verena' }],
      expect: {
        '@safe.loc': 'kingdom',
        'p1.kingdom.supports': ['Dwarf/Empire Alliance'],
        '@gone.loc': 'discard',
        '@kt.loc': 'discard',
        '@ck.loc': 'discard',
        '@al.loc': 'discard',
        '@q.loc': 'quest',
        'p1.kingdom.developments': 1,
      },
    });
  });

  it("cannot be played during the opponent's turn", () => {
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board(
        { resources: 5, hand: ['Judgement of Verena', 'Demoralise'], kingdom: { cards: ['Black Orc Squad'] } },
        { resources: 2, hand: ['Mountain Brigade'], quest: { cards: [{ card: 'Runesmith', as: 'r' }] } },
        ['empire', 'dwarf'],
      ),
      decisions: [
        { type: 'use', card: '@r', ability: 0 },
        { type: 'target', target: '@r' },
        { expect: { prompt: { player: 1, kind: 'action' }, options: { exclude: [{ type: 'play', card: 'Judgement of Verena' }] } } },
      ],
    });
  });
});
