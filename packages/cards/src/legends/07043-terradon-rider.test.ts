import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Terradon Rider', () => {
  it('counts the other Lizardmen units of its own zone, not itself, other zones, other units or the opponent\'s', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        {
          battlefield: { cards: [{ card: 'Terradon Rider', as: 't' }, { card: 'Kroxigor', as: 'k1' }, { card: 'Terradon Rider', as: 't2' }, 'Mountain Brigade'] },
          kingdom: { cards: ['Kroxigor'] },
        },
        { battlefield: { cards: ['Kroxigor'] } },
        ['empire', 'empire'],
      ),
      decisions: [],
      expect: { '@t.power': 3, '@t2.power': 3 },
    });
  });

  it('alone among Lizardmen it has its printed power', () => {
    expectScenario({
      phase: 'capital',
      players: board({ battlefield: { cards: [{ card: 'Terradon Rider', as: 't' }, 'Mountain Brigade'] }, quest: { cards: ['Kroxigor'] } }, {}, ['empire', 'empire']),
      decisions: [],
      expect: { '@t.power': 1 },
    });
  });
});
