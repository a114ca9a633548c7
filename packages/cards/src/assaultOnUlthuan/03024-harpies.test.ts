import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

const hand = (n: number, p = 'x') => Array.from({ length: n }, (_, i) => ({ card: i % 2 ? 'Mountain Brigade' : 'Dwarf Cannon Crew', as: `${p}${i}` }));
// Player 2 (the opponent) is active and begins his quest phase: he draws 1 card (base quest power).
const hBoard = (inHand: number, o: { zone?: 'quest' | 'battlefield'; corrupt?: boolean } = {}) =>
  board(
    { [o.zone ?? 'quest']: { cards: [{ card: 'Harpies', as: 'h', corrupt: o.corrupt ?? false }] } },
    { hand: hand(inHand) },
    ['dark-elf', 'dwarf'],
  );

describe('Harpies', () => {
  it('when the opponent draws for his quest phase and then holds 7+ cards: corrupt it to make him discard one at random', () => {
    expectScenario({
      phase: 'quest',
      active: 2,
      players: hBoard(6),
      decisions: [
        // (the opponent has nothing to do: his turn's window passes to player 1)
        { expect: { 'p2.hand.count': 7, prompt: { player: 1, kind: 'action' }, options: { include: [{ type: 'use', card: '@h', ability: 'action' }] } } },
        { type: 'use', card: '@h', ability: 'action', player: 1 },
        // the cost is paid, the card is picked at random (the seeded generator) and revealed
        { expect: { '@h.corrupt': true, 'p2.hand.count': 6, 'p2.discard.count': 1, log: ['random'] } },
      ],
    });
  });

  it('is optional: passing keeps it uncorrupted and the hand whole, and the chance is gone', () => {
    expectScenario({
      phase: 'quest',
      active: 2,
      players: hBoard(6),
      decisions: [
        { type: 'pass', player: 1 },
        { expect: { phase: 'capital', '@h.corrupt': false, 'p2.hand.count': 7, options: { exclude: [{ type: 'use', card: '@h', ability: 'action' }] } } },
      ],
    });
  });

  it('cannot be used when he holds fewer than 7 cards after drawing', () => {
    expectScenario({
      phase: 'quest',
      active: 2,
      players: hBoard(5),
      // no window opens for it: the quest phase passes with nothing to do
      decisions: [{ expect: { phase: 'capital', 'p2.hand.count': 6, '@h.corrupt': false } }],
    });
  });

  it('if he holds fewer than 7 as it resolves, nothing is discarded, and the cost stays paid', () => {
    expectScenario({
      phase: 'quest',
      active: 2,
      players: board(
        { quest: { cards: [{ card: 'Harpies', as: 'h' }] } },
        // in response he plays a tactic from his hand (6 cards left): no discard
        { resources: 5, hand: [{ card: 'Tear of Isha', as: 'tear' }, ...hand(5)] },
        ['dark-elf', 'high-elf'],
      ),
      decisions: [
        { type: 'pass', player: 2 },
        { type: 'use', card: '@h', ability: 'action', player: 1 },
        // (Harpies is the only unit: the tactic's target is picked for him)
        { type: 'play', card: '@tear', player: 2 },
        // (no one has more to do) the tactic resolves, then Harpies' action: he holds 6
        { expect: { chain: 0, '@tear.loc': 'discard', '@h.corrupt': true, 'p2.hand.count': 6, 'p2.discard': ['Tear of Isha'] } },
      ],
    });
  });

  it('not from another zone, not when already corrupted, not on its own player\'s quest draw, not on other draws', () => {
    expectScenario({ phase: 'quest', active: 2, players: hBoard(6, { zone: 'battlefield' }), decisions: [{ expect: { phase: 'capital', 'p2.hand.count': 7 } }] });
    expectScenario({ phase: 'quest', active: 2, players: hBoard(6, { corrupt: true }), decisions: [{ expect: { phase: 'capital', 'p2.hand.count': 7 } }] });
    // its own player's quest phase: he draws 2 (base 1 + Harpies), nothing is offered
    expectScenario({
      phase: 'quest',
      players: board({ hand: hand(6), quest: { cards: [{ card: 'Harpies', as: 'h' }] } }, { hand: hand(8, 'y') }, ['dark-elf', 'dwarf']),
      decisions: [{ expect: { phase: 'capital', 'p1.hand.count': 8 } }],
    });
    // a card effect's draw (Second Sight in his capital phase) is not his quest phase draw
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board({ quest: { cards: [{ card: 'Harpies', as: 'h' }] } }, { resources: 5, hand: [{ card: 'Second Sight', as: 'ss' }, ...hand(7)] }, ['dark-elf', 'high-elf']),
      decisions: [
        { type: 'play', card: '@ss', player: 2 },
        { expect: { 'p2.hand.count': 8, options: { exclude: [{ type: 'use', card: '@h', ability: 'action' }] } } },
      ],
    });
  });
});
