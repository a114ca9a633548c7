import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Full Moon Rising', () => {
  it('each of your developments (in every zone, not the opponent\'s) is also a 2-power 2-hit-point unit until the end of the turn', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        {
          resources: 8,
          hand: ['Full Moon Rising', 'Mountain Brigade'],
          kingdom: { developments: [{ card: 'Mountain Brigade', as: 'k' }] },
          battlefield: { developments: [{ card: 'Mountain Brigade', as: 'b1' }, { card: 'Mountain Brigade', as: 'b2' }] },
        },
        { battlefield: { developments: [{ card: 'Mountain Brigade', as: 'o' }] } },
        ['chaos', 'orc'],
      ),
      decisions: [
        { type: 'play', card: 'Full Moon Rising' },
        {
          expect: {
            '@k.power': 2, '@k.hitPoints': 2, '@k.dev': true, '@b1.power': 2, '@b2.hitPoints': 2,
            'p1.battlefield.units': ['Mountain Brigade', 'Mountain Brigade'], 'p1.battlefield.developments': 2, 'p1.battlefield.power': 4,
            '@o.power': 0, 'p2.battlefield.units': [],
          },
        },
        // a development put in afterwards is no unit: only those controlled as it resolved
        { type: 'develop', card: 'Mountain Brigade', zone: 'quest' },
        { expect: { 'p1.quest.developments': 1, 'p1.quest.units': [] } },
        // they may attack as units
        { type: 'attack', zone: 'quest' },
        { type: 'attacker', card: '@b1' },
        { type: 'attacker', card: '@b2' },
        { type: 'assign', target: 'quest', amount: 4 },
        { expect: { 'p2.quest.damage': 4 } },
      ],
      expect: { turn: 4, '@b1.power': 0, '@b1.dev': true, 'p1.battlefield.units': [], '@k.loc': 'kingdom' },
    });
  });
});
