import { describe, it } from 'vitest';
import { board, expectScenario } from '../../testing.js';

describe('Melekh the Changer', () => {
  it("gets +1 power per corrupted card the opponent controls, in any zone (not for his controller's own), as it changes", () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 3, hand: ['Seduced by Darkness', 'Seduced by Darkness'], kingdom: { cards: [{ card: 'Melekh the Changer', as: 'm' }, { card: 'Black Orc Squad', as: 'own', corrupt: true }] } },
        { kingdom: { cards: [{ card: 'Mountain Brigade', corrupt: true }, { card: 'Mountain Brigade', as: 'u' }] }, quest: { cards: [{ card: 'Black Orc Squad', corrupt: true }] } },
        ['chaos', 'dwarf'],
      ),
      decisions: [
        { expect: { '@m.power': 3 } },
        { type: 'play', card: 'Seduced by Darkness' },
        { type: 'target', target: '@u' },
        { type: 'pass' },
        { expect: { '@m.power': 4 } },
        // corrupting himself (the only uncorrupted unit left, so the target) changes nothing
        { type: 'play', card: 'Seduced by Darkness' },
      ],
      expect: { '@m.power': 4, '@m.corrupt': true },
    });
  });

  it('has his printed power when the opponent controls no corrupted card', () => {
    expectScenario({
      phase: 'capital',
      players: board({ kingdom: { cards: [{ card: 'Melekh the Changer', as: 'm' }] } }, { kingdom: { cards: ['Mountain Brigade'] } }, ['chaos', 'dwarf']),
      decisions: [{ expect: { '@m.power': 1 } }],
    });
  });
});
