import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Treeman Ancient', () => {
  it('pays 2: a faceup development until the end of the turn (damage removed, not questing, no unit, still in play), then a unit again', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        {
          capital: 'empire',
          resources: 3,
          hand: ['Mountain Brigade'],
          quest: { cards: [{ card: 'Offering to Hekarti', as: 'q' }, { card: 'Treeman Ancient', as: 't', damage: 2, questing: '@q' }, { card: 'Thief of Essence', as: 'thief' }] },
          battlefield: { cards: ['Mountain Brigade'] },
        },
        {},
        ['empire', 'dwarf'],
      ),
      decisions: [
        { expect: { '@t.questing': true, '@t.power': 2, 'p1.quest.units': ['Treeman Ancient', 'Thief of Essence'] } },
        { type: 'use', card: '@t', ability: 'action' },
        {
          expect: {
            '@t.loc': 'quest',
            '@t.dev': true,
            '@t.faceDown': false,
            '@t.damage': 0,
            '@t.questing': false,
            '@t.power': 0,
            'p1.quest.units': ['Thief of Essence'],
            'p1.quest.developments': 1,
            'p1.resources': 1,
            // it did not leave play: Thief of Essence is not triggered; and as a development it has no Action to use again
            options: { exclude: [{ type: 'use', card: '@thief', ability: 'action' }, { type: 'use', card: '@t', ability: 'action' }] },
          },
        },
        { type: 'pass' },
        { expect: { phase: 'battlefield', prompt: { player: 1, kind: 'attackZone' }, '@t.dev': true } },
        { type: 'pass' },
      ],
      expect: { turn: 4, '@t.loc': 'quest', '@t.dev': false, '@t.faceDown': false, '@t.power': 2, '@t.damage': 0, 'p1.quest.units': ['Treeman Ancient', 'Thief of Essence'], 'p1.quest.developments': 0 },
    });
  });

  it('needs 2 resources', () => {
    expectScenario({
      phase: 'capital',
      players: board({ capital: 'empire', resources: 1, hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Treeman Ancient', as: 't' }] } }, {}, ['empire', 'dwarf']),
      decisions: [{ type: 'use', card: '@t', ability: 'action', illegal: 'costs more' }],
    });
  });
});
