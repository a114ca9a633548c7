import { describe, it } from 'vitest';
import { board, expectScenario } from '../../testing.js';

describe('Archmage of Saphery', () => {
  it('heals 1 damage on a target unit in its quest phase, once per turn', () => {
    expectScenario({
      phase: 'quest',
      players: board(
        { quest: { cards: [{ card: 'Archmage of Saphery', as: 'a' }] } },
        { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'm', damage: 2 }] } },
      ),
      decisions: [
        { type: 'use', card: '@a', ability: 0 },
        { expect: { '@m.damage': 1 } },
        { type: 'use', card: '@a', ability: 0, illegal: 'already used this turn' },
      ],
      expect: { '@m.damage': 1 },
    });
  });

  it('works only in the quest zone, during its quest phase, with a damaged unit to target', () => {
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Mountain Brigade'], quest: { cards: [{ card: 'Archmage of Saphery', as: 'a' }] }, kingdom: { cards: [{ card: 'Mountain Brigade', damage: 1 }] } }),
      decisions: [{ type: 'use', card: '@a', ability: 0, illegal: 'cannot be used now' }],
    });
    expectScenario({
      phase: 'quest',
      players: board({ kingdom: { cards: [{ card: 'Archmage of Saphery', as: 'a' }, { card: 'Mountain Brigade', damage: 1 }] } }),
      decisions: [{ type: 'use', card: '@a', ability: 0, illegal: 'only in the quest' }],
    });
    // with no damaged unit it offers no action: the quest phase passes by itself
    expectScenario({
      phase: 'quest',
      players: board({ quest: { cards: [{ card: 'Archmage of Saphery', as: 'a' }] } }),
      decisions: [],
      expect: { phase: 'capital' },
    });
  });
});
