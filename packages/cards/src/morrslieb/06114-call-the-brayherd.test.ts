import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

const DECK = [
  { card: 'Dark Zealot', as: 'd1' },
  { card: 'Chaos Knights', as: 'd2' },
  { card: 'Squig Herders', as: 'd3' },
  { card: 'Flames of Tzeentch', as: 'd4' },
  { card: 'Crooked Teef Goblins', as: 'd5' },
  { card: 'Black Orc Squad', as: 'sixth' },
  'Mountain Brigade',
];

describe('Call the Brayherd', () => {
  it('reveals the top 5; every unit of printed cost 3 or less among them enters the battlefield; then the deck is shuffled', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 7, hand: ['Call the Brayherd', 'Mountain Brigade'], deck: DECK as never }, {}, ['chaos', 'dwarf']),
      decisions: [{ type: 'play', card: 'Call the Brayherd' }],
      expect: {
        // cost 3, 2 and 1 (any race); not the cost-5 unit, not the tactic, not the sixth card
        'p1.battlefield.units': ['Crooked Teef Goblins', 'Dark Zealot', 'Squig Herders'],
        '@d2.loc': 'deck',
        '@d4.loc': 'deck',
        '@sixth.loc': 'deck',
        'p1.deck': 4,
        log: ['Chaos Knights', 'Flames of Tzeentch', 'P1 shuffles his deck'],
      },
    });
  });

  it('a unit that cannot enter the battlefield (a unique copy its player already has there) stays and is shuffled back', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        {
          resources: 7,
          hand: ['Call the Brayherd', 'Mountain Brigade'],
          battlefield: { cards: [{ card: 'Lelansi', as: 'mine' }] },
          deck: [{ card: 'Lelansi', as: 'copy' }, { card: 'Dark Zealot', as: 'd2' }, 'Mountain Brigade', 'Mountain Brigade'],
        },
        {},
        ['chaos', 'dwarf'],
      ),
      decisions: [{ type: 'play', card: 'Call the Brayherd' }],
      expect: { '@copy.loc': 'deck', '@d2.loc': 'battlefield', '@mine.loc': 'battlefield', 'p1.deck': 3, log: ['P1 shuffles his deck'] },
    });
  });

  it('only during its player\'s own turn', () => {
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board({ resources: 7, hand: ['Call the Brayherd', 'Mountain Brigade'], deck: DECK as never }, { hand: ['Mountain Brigade'] }, ['chaos', 'dwarf']),
      decisions: [
        // P1 holds it with resources to spare, yet no window of P2's turn is offered to him: the next prompt is in his own turn
        { type: 'pass', player: 2 },
        { expect: { active: 1, turn: 4, '@d1.loc': 'deck' } },
      ],
    });
  });
});
