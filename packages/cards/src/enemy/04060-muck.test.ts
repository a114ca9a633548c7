import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Muck', () => {
  it('discards its player\'s whole hand, then draws as many cards as were discarded', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 3, hand: [{ card: 'Muck', as: 'm' }, { card: 'Black Orc Squad', as: 'a' }, { card: 'Chaos Knights', as: 'b' }, { card: 'Huntsmen', as: 'c' }], deck: ['Savage Marauders', 'Savage Marauders', 'Savage Marauders', 'Peasant Militia', 'Peasant Militia'] },
        { hand: ['Mountain Brigade', 'Mountain Brigade'] },
        ['orc', 'dwarf'],
      ),
      decisions: [
        { type: 'play', card: '@m' },
        // (the three discarded cards may be ordered in the pile: the order they went in is kept)
        { type: 'pass' },
      ],
      // Muck itself is not in hand as it resolves: 3 discarded, 3 drawn; the opponent's hand is untouched
      expect: { '@a.loc': 'discard', '@b.loc': 'discard', '@c.loc': 'discard', '@m.loc': 'discard', 'p1.hand': ['Savage Marauders', 'Savage Marauders', 'Savage Marauders'], 'p1.deck': 2, 'p2.hand.count': 2 },
    });
  });

  it('with nothing else in hand it discards and draws nothing', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 3, hand: [{ card: 'Muck', as: 'm' }] }, {}, ['orc', 'dwarf']),
      decisions: [{ type: 'play', card: '@m' }],
      expect: { '@m.loc': 'discard', 'p1.hand.count': 0, 'p1.deck': 10 },
    });
  });
});
