import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Grombrindal', () => {
  it('with a zone of the opponent burning, each of your units has +1 power; the opponent\'s do not; the legend itself is unchanged', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { legend: { card: 'Grombrindal', as: 'g' }, kingdom: { cards: [{ card: 'Hammerer of Karak Azul', as: 'h' }] }, battlefield: { cards: [{ card: 'Black Orc Squad', as: 'b' }] } },
        { quest: { burning: true }, kingdom: { cards: [{ card: 'Mountain Brigade', as: 'o' }] } },
      ),
      decisions: [],
      expect: { '@h.power': 2, '@b.power': 2, '@o.power': 2, '@g.power': 2, 'p1.battlefield.power': 2 + 2 },
    });
  });

  it('with one of your own zones burning too', () => {
    expectScenario({
      phase: 'capital',
      players: board({ legend: { card: 'Grombrindal', as: 'g' }, kingdom: { cards: [{ card: 'Hammerer of Karak Azul', as: 'h' }] }, quest: { burning: true } }, {}),
      decisions: [],
      expect: { '@h.power': 2 },
    });
  });

  it('with no zone burning, nothing changes', () => {
    expectScenario({
      phase: 'capital',
      players: board({ legend: { card: 'Grombrindal', as: 'g' }, kingdom: { cards: [{ card: 'Hammerer of Karak Azul', as: 'h' }] } }, {}),
      decisions: [],
      expect: { '@h.power': 1, 'p1.kingdom.power': 3 + 1 + 2 },
    });
  });

  it('without the legend in play, a burning zone gives nothing', () => {
    expectScenario({
      phase: 'capital',
      players: board({ kingdom: { cards: [{ card: 'Hammerer of Karak Azul', as: 'h' }] } }, { quest: { burning: true } }),
      decisions: [],
      expect: { '@h.power': 1 },
    });
  });
});
