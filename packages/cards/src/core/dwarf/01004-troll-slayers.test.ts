import { describe, it } from 'vitest';
import { board, expectScenario } from '../../testing.js';

describe('Troll Slayers', () => {
  it('in the battlefield, has +2 power while its controller has two or more developments there', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        {
          resources: 2,
          hand: ['Mountain Brigade', 'Demolition!'],
          battlefield: { cards: [{ card: 'Troll Slayers', as: 't' }], developments: [{ card: 'Mountain Brigade', as: 'd1' }] },
          kingdom: { cards: [{ card: 'Troll Slayers', as: 'k' }], developments: ['Mountain Brigade', 'Mountain Brigade'] },
        },
        // the opponent's developments in his own battlefield do not count
        { battlefield: { developments: ['Mountain Brigade', 'Mountain Brigade'] } },
        ['dwarf', 'orc'],
      ),
      decisions: [
        // one development in its zone: no bonus; the kingdom copy has two but is not in the battlefield
        { expect: { '@t.power': 1, '@k.power': 1 } },
        { type: 'develop', card: 'Mountain Brigade', zone: 'battlefield' },
        { type: 'pass', player: 1 }, // no response to his own development
        { expect: { '@t.power': 3, '@k.power': 1 } },
        // down to one development again: the bonus goes
        { type: 'play', card: 'Demolition!' },
        { type: 'target', target: '@d1' },
      ],
      expect: { '@d1.loc': 'discard', '@t.power': 1 },
    });
  });
});
