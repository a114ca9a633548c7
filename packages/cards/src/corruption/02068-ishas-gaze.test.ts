import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe("Isha's Gaze", () => {
  it("goes onto either player's unit", () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { hand: [{ card: "Isha's Gaze", as: 'g' }, 'Mountain Brigade'], kingdom: { cards: [{ card: 'Huntsmen', as: 'h' }] } },
        { battlefield: { cards: [{ card: 'Black Orc Squad', as: 'o' }] } },
        ['high-elf', 'orc'],
      ),
      decisions: [
        { expect: { options: { include: [{ type: 'play', card: '@g', zone: 'kingdom', target: '@h' }, { type: 'play', card: '@g', zone: 'battlefield', target: '@o' }] } } },
        { type: 'play', card: '@g', zone: 'battlefield', target: '@o' },
      ],
      expect: { '@g.loc': 'battlefield', '@o.power': 1 },
    });
  });

  it('each unit healed gives the attached unit +1 power until the end of the turn', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        {
          resources: 3,
          hand: ['Greater Heal', 'Mountain Brigade'],
          kingdom: { cards: [{ card: 'Mountain Brigade', as: 'a', damage: 2 }, { card: 'Mountain Brigade', as: 'b', damage: 1 }, { card: 'Mountain Brigade', as: 'c' }] },
        },
        { battlefield: { cards: [{ card: 'Black Orc Squad', as: 'o' }, { card: "Isha's Gaze", attachedTo: '@o', owner: 1 }] } },
        ['high-elf', 'orc'],
      ),
      decisions: [
        { expect: { '@o.power': 1 } },
        // two units are healed (the undamaged one is not): +2
        { type: 'play', card: 'Greater Heal' },
        // the Gaze's controller (P2, whose zone it is in) orders its two triggers
        { expect: { prompt: { player: 2, kind: 'orderEffects' } } },
        { type: 'resolve', index: 0, player: 2 },
        { expect: { '@a.damage': 0, '@b.damage': 0, '@o.power': 3 } },
        { type: 'pass' },
        { expect: { turn: 4, '@o.power': 1 } },
      ],
    });
  });
});
