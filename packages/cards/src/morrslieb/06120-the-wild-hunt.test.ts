import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

const DECK = ['Mountain Brigade', 'Mountain Brigade', 'Mountain Brigade', 'Mountain Brigade', 'Mountain Brigade', 'Mountain Brigade'];

const hunt = () =>
  board(
    { resources: 6, hand: [{ card: 'The Wild Hunt', as: 'h' }, 'Mountain Brigade'], deck: DECK, kingdom: { cards: [{ card: 'Black Orc Squad', as: 'mine', owner: 1 }] } },
    { deck: DECK, kingdom: { cards: [{ card: 'Mountain Brigade', as: 'mb' }] }, quest: { cards: [{ card: 'Mountain Brigade', as: 'q' }] } },
    ['empire', 'dwarf'],
  );

describe('The Wild Hunt', () => {
  it("the target's controller sacrifices it, then puts up to X of his deck's top cards into his zones as developments, X its power", () => {
    expectScenario({
      phase: 'capital',
      players: hunt(),
      decisions: [
        { type: 'play', card: '@h' },
        // any unit, either player's
        { expect: { options: { include: [{ type: 'target', target: '@mb' }, { type: 'target', target: '@q' }] } } },
        { type: 'target', target: '@mb' },
        // the unit's controller chooses how many go where: at most its power (2) in all
        { expect: { prompt: { player: 2, kind: 'choose' }, options: { include: [{ type: 'number', value: 0 }, { type: 'number', value: 2 }], exclude: [{ type: 'number', value: 3 }] } } },
        { type: 'number', value: 1, player: 2 },
        { expect: { options: { include: [{ type: 'number', value: 1 }], exclude: [{ type: 'number', value: 2 }] } } },
        { type: 'number', value: 0, player: 2 },
        { type: 'number', value: 1, player: 2 },
      ],
      expect: {
        '@mb.loc': 'discard',
        'p2.kingdom.developments': 1,
        'p2.quest.developments': 0,
        'p2.battlefield.developments': 1,
        'p2.deck': 4,
        'p1.deck': 6,
        'p1.kingdom.developments': 0,
        'p1.resources': 2,
      },
    });
  });

  it('he may put none; the sacrifice happens anyway (here the player of the Hunt sacrifices his own unit)', () => {
    expectScenario({
      phase: 'capital',
      players: hunt(),
      decisions: [
        { type: 'play', card: '@h' },
        { type: 'target', target: '@mine' },
        { expect: { prompt: { player: 1, kind: 'choose' } } },
        { type: 'number', value: 0, player: 1 },
        { type: 'number', value: 0, player: 1 },
        { type: 'number', value: 0, player: 1 },
      ],
      expect: { '@mine.loc': 'discard', 'p1.deck': 6, 'p1.kingdom.developments': 0, 'p1.battlefield.developments': 0, 'p2.deck': 6 },
    });
  });

  it("X is the unit's power as it last was in play (with its attachment's bonus), not its printed power", () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 6, hand: [{ card: 'The Wild Hunt', as: 'h' }, 'Mountain Brigade'], deck: DECK },
        { deck: [...DECK, 'Chaos Knights', 'Chaos Knights'], kingdom: { cards: [{ card: 'Chaos Knights', as: 'mb', corrupt: true }, { card: 'Daemonsword', as: 'ds', attachedTo: '@mb' }] } },
        ['empire', 'chaos'],
      ),
      decisions: [
        { type: 'play', card: '@h' },
        // the only unit: targeted for him. 3 printed power + 3: up to 6 (the deck holds 8)
        { expect: { options: { include: [{ type: 'number', value: 6 }], exclude: [{ type: 'number', value: 7 }] } } },
        { type: 'number', value: 0, player: 2 },
        { type: 'number', value: 5, player: 2 },
        { type: 'number', value: 1, player: 2 },
      ],
      expect: { '@mb.loc': 'discard', '@ds.loc': 'discard', 'p2.quest.developments': 5, 'p2.battlefield.developments': 1, 'p2.deck': 2 },
    });
  });

  it('"that player" is the one who controlled the unit, not its owner: his deck, his zones', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 6, hand: [{ card: 'The Wild Hunt', as: 'h' }, 'Mountain Brigade'], deck: DECK },
        { deck: DECK, kingdom: { cards: [{ card: 'Mountain Brigade', as: 'stolen', owner: 1 }] } },
        ['empire', 'dwarf'],
      ),
      decisions: [
        { type: 'play', card: '@h' },
        // the only unit in play: targeted for him
        { expect: { prompt: { player: 2, kind: 'choose' } } },
        { type: 'number', value: 2, player: 2 },
      ],
      expect: { '@stolen.loc': 'discard', 'p1.discard.count': 2, 'p2.kingdom.developments': 2, 'p2.deck': 4, 'p1.deck': 6, 'p1.kingdom.developments': 0 },
    });
  });
});
