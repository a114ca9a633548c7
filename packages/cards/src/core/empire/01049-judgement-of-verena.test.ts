import { describe, it } from 'vitest';
import { board, expectScenario } from '../../testing.js';

describe('Judgement of Verena', () => {
  it('destroys every unit and support card (attachments too) in each zone, either side, that has no development', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        {
          resources: 5,
          hand: ['Judgement of Verena', 'Mountain Brigade'],
          kingdom: { cards: [{ card: 'Black Orc Squad', as: 'safe' }, 'Dwarf/Empire Alliance'], developments: ['Mountain Brigade'] },
          quest: { cards: [{ card: 'Defend the Border', as: 'q1' }] },
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
        '@q1.loc': 'quest', // a quest card is neither a unit nor a support
        '@ck.loc': 'discard',
        '@al.loc': 'discard',
        '@q.loc': 'quest',
        'p1.kingdom.developments': 1,
        'p2.quest.developments': 1,
        'p1.discard': ['Black Orc Squad', 'Judgement of Verena', 'Knight Training'],
      },
    });
  });

  it('cannot be played when it would destroy nothing', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 5, hand: ['Judgement of Verena', 'Mountain Brigade'], kingdom: { cards: ['Black Orc Squad'], developments: ['Mountain Brigade'] } },
        { quest: { cards: ['Chaos Knights'], developments: ['Mountain Brigade'] } },
        ['empire', 'dwarf'],
      ),
      decisions: [{ type: 'play', card: 'Judgement of Verena', illegal: 'could not resolve' }],
      expect: { 'p1.resources': 5 },
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
        { type: 'use', card: '@r', ability: 'action' },
        { type: 'target', target: '@r' },
        { expect: { prompt: { player: 1, kind: 'action' }, options: { include: [{ type: 'play', card: 'Demoralise' }], exclude: [{ type: 'play', card: 'Judgement of Verena' }] } } },
      ],
    });
  });
});
