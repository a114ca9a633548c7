import { describe, it } from 'vitest';
import { board, expectScenario } from '../../testing.js';

const opponentWith7 = { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'm' }, { card: 'Mountain Brigade', as: 'n' }] } }; // 3 + 2 + 2

describe('Banna of da Red Sunz', () => {
  it('an opponent collecting 7 resources loses one, which becomes 1 damage on any unit the Banna player targets', () => {
    expectScenario({
      phase: 'kingdom',
      active: 2,
      players: board({ kingdom: { cards: ['Banna of da Red Sunz', { card: 'Black Orc Squad', as: 'b' }] } }, opponentWith7),
      decisions: [
        { expect: { prompt: { player: 1, kind: 'choose' }, 'p2.resources': 7, options: { include: [{ type: 'target', target: '@b' }, { type: 'target', target: '@m' }] } } },
        { type: 'target', target: '@n' },
      ],
      expect: { 'p2.resources': 6, '@n.damage': 1, '@m.damage': 0, '@b.damage': 0 },
    });
  });

  it('with no unit in play to target, the opponent keeps his resources', () => {
    expectScenario({
      phase: 'kingdom',
      active: 2,
      players: board({ kingdom: { cards: ['Banna of da Red Sunz'] } }, { kingdom: { cards: ['Banna of da Red Sunz', 'Totem of Gork', "Grimgor's Camp"] } }),
      decisions: [{ expect: { 'p2.resources': 7 } }],
    });
  });

  it("does nothing when the opponent collects 6, outside the kingdom, or in its controller's own kingdom phase", () => {
    expectScenario({
      phase: 'kingdom',
      active: 2,
      players: board({ kingdom: { cards: ['Banna of da Red Sunz', { card: 'Black Orc Squad', as: 'b' }] } }, { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'm' }, 'Hammerer of Karak Azul'] } }),
      decisions: [{ expect: { 'p2.resources': 6, '@m.damage': 0, '@b.damage': 0 } }],
    });
    expectScenario({
      phase: 'kingdom',
      active: 2,
      players: board({ quest: { cards: ['Banna of da Red Sunz', { card: 'Black Orc Squad', as: 'b' }] } }, opponentWith7),
      decisions: [{ expect: { 'p2.resources': 7, '@m.damage': 0, '@b.damage': 0 } }],
    });
    expectScenario({
      phase: 'kingdom',
      players: board({ kingdom: { cards: ['Banna of da Red Sunz', { card: 'Mountain Brigade', as: 'm' }, { card: 'Mountain Brigade', as: 'n' }] } }),
      decisions: [{ expect: { 'p1.resources': 9, '@m.damage': 0 } }],
    });
  });
});
