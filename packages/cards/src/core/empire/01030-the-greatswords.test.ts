import { describe, it } from 'vitest';
import { board, expectScenario } from '../../testing.js';

describe('The Greatswords', () => {
  it('gets +1 power until the end of the turn for each unit entering its zone: itself, units played there, units moved there', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        {
          resources: 20,
          hand: [{ card: 'The Greatswords', as: 'g' }, 'Peasant Militia', 'Peasant Militia', 'Dwarf/Empire Alliance', 'Mountain Brigade', 'Mountain Brigade'],
          battlefield: { cards: [{ card: 'Pistoliers', as: 'p' }] },
        },
        {},
        ['empire', 'dwarf'],
      ),
      decisions: [
        { type: 'play', card: '@g', zone: 'kingdom' },
        { type: 'pass', player: 1 }, // (it could use the Pistoliers while the card is on the chain)
        { expect: { '@g.power': 2 } }, // FAQ (CS 30): its own entry counts
        { type: 'play', card: 'Peasant Militia', zone: 'kingdom' },
        { type: 'pass', player: 1 }, // (it could use the Pistoliers while the card is on the chain)
        { expect: { '@g.power': 3 } },
        { type: 'play', card: 'Peasant Militia', zone: 'quest' }, // another zone: no gain
        { type: 'pass', player: 1 }, // (it could use the Pistoliers while the card is on the chain)
        { type: 'play', card: 'Dwarf/Empire Alliance', zone: 'kingdom' }, // a support: no gain
        { type: 'pass', player: 1 }, // (it could use the Pistoliers while the card is on the chain)
        { type: 'develop', card: 'Mountain Brigade', zone: 'kingdom' }, // a development: no gain
        { type: 'pass', player: 1 }, // (it could use the Pistoliers while the card is on the chain)
        { expect: { '@g.power': 3 } },
        // FAQ Moving Units: a unit that moves enters the new zone
        { type: 'use', card: '@p', ability: 'action' },
        { type: 'pass', player: 1 }, // the zone is chosen as it resolves
        { type: 'target', target: 'kingdom', owner: 1 },
        { expect: { '@p.loc': 'kingdom', '@g.power': 4 } },
        { type: 'pass', player: 1 }, // the capital phase ends
        { type: 'pass', player: 1 }, // no attack
        { expect: { phase: 'endTurn', '@g.power': 4 } },
        { type: 'pass', player: 1 }, // the turn ends, and the gains with it
        { expect: { turn: 4, '@g.power': 1 } },
      ],
    });
  });

  it("does not count the opponent's units entering his own zone of that name", () => {
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board({ kingdom: { cards: [{ card: 'The Greatswords', as: 'g' }] } }, { resources: 5, hand: ['Black Orc Squad'] }, ['empire', 'orc']),
      decisions: [{ type: 'play', card: 'Black Orc Squad', zone: 'kingdom', player: 2 }],
      expect: { 'p2.kingdom.units': ['Black Orc Squad'], '@g.power': 1 },
    });
  });
});
