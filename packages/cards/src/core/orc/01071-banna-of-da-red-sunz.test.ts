import { describe, it } from 'vitest';
import { board, expectScenario } from '../../testing.js';

describe('Banna of da Red Sunz', () => {
  it('an opponent collecting 7 resources loses one, which becomes damage on a unit the Banna player picks', () => {
    expectScenario({
      phase: 'kingdom',
      active: 2,
      players: board(
        { kingdom: { cards: ['Banna of da Red Sunz', { card: 'Black Orc Squad', as: 'b' }] } },
        { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'm' }, { card: 'Mountain Brigade', as: 'n' }] } },
      ),
      decisions: [
        { expect: { prompt: { player: 1, kind: 'choose' }, 'p2.resources': 7 } },
        { type: 'target', target: '@n' },
      ],
      expect: { 'p2.resources': 6, '@n.damage': 1, '@m.damage': 0, '@b.damage': 0 },
    });
  });

  it('does nothing when the opponent collects 6, or on its controller\'s own kingdom phase', () => {
    expectScenario({
      phase: 'kingdom',
      active: 2,
      players: board(
        { kingdom: { cards: ['Banna of da Red Sunz', { card: 'Black Orc Squad', as: 'b' }] } },
        { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'm' }, { card: 'Hammerer of Karak Azul' }] } },
      ),
      decisions: [{ expect: { 'p2.resources': 6, '@m.damage': 0, '@b.damage': 0 } }],
    });
    expectScenario({
      phase: 'kingdom',
      players: board({ kingdom: { cards: ['Banna of da Red Sunz', { card: 'Mountain Brigade', as: 'm' }, { card: 'Mountain Brigade', as: 'n' }] } }),
      decisions: [{ expect: { 'p1.resources': 9, '@m.damage': 0 } }],
    });
  });
});
