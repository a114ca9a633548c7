import { describe, it } from 'vitest';
import { board, expectScenario } from '../../testing.js';

describe('Cultist of Slaanesh', () => {
  it('from the quest zone, spends 4 to destroy a target development', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 4, hand: ['Mountain Brigade'], quest: { cards: [{ card: 'Cultist of Slaanesh', as: 'c' }] } },
        { kingdom: { developments: [{ card: 'Mountain Brigade', as: 'd' }] } },
        ['chaos', 'dwarf'],
      ),
      decisions: [{ type: 'use', card: '@c', ability: 0 }],
      expect: { '@d.loc': 'discard', 'p2.kingdom.developments': 0, 'p1.resources': 0 },
    });
  });

  it('cannot be used from another zone, nor when no development is in play', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 4, hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Cultist of Slaanesh', as: 'c' }] } }, { kingdom: { developments: ['Mountain Brigade'] } }, ['chaos', 'dwarf']),
      decisions: [{ type: 'use', card: '@c', ability: 0, illegal: 'only in the quest' }],
    });
    expectScenario({
      phase: 'capital',
      players: board({ resources: 4, hand: ['Mountain Brigade'], quest: { cards: [{ card: 'Cultist of Slaanesh', as: 'c' }] } }, {}, ['chaos', 'dwarf']),
      decisions: [{ type: 'use', card: '@c', ability: 0, illegal: 'no legal target' }],
    });
  });
});
