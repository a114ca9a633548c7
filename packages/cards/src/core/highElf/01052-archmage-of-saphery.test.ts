import { describe, it } from 'vitest';
import { board, expectScenario } from '../../testing.js';

describe('Archmage of Saphery', () => {
  it('heals 1 damage on a damaged target unit (either player\'s) in its quest phase, once per turn', () => {
    expectScenario({
      phase: 'quest',
      players: board(
        { quest: { cards: [{ card: 'Archmage of Saphery', as: 'a' }, { card: 'Black Orc Squad', as: 'own', damage: 1 }, { card: 'Black Orc Squad', as: 'fresh' }] } },
        { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'm', damage: 2 }] } },
      ),
      decisions: [
        { type: 'use', card: '@a', ability: 'action' },
        { expect: { options: { include: [{ type: 'target', target: '@m' }, { type: 'target', target: '@own' }], exclude: [{ type: 'target', target: '@fresh' }] } } },
        { type: 'target', target: '@m' },
        { expect: { '@m.damage': 1 } },
        { type: 'use', card: '@a', ability: 'action', illegal: 'already used this turn' },
      ],
      expect: { '@m.damage': 1, '@own.damage': 1 },
    });
  });

  it('works only in the quest zone, during its own quest phase, with a damaged unit to target', () => {
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Mountain Brigade'], quest: { cards: [{ card: 'Archmage of Saphery', as: 'a' }] }, kingdom: { cards: [{ card: 'Mountain Brigade', damage: 1 }] } }),
      decisions: [{ type: 'use', card: '@a', ability: 'action', illegal: 'cannot be used now' }],
    });
    // the opponent's quest phase is not its quest phase (Lobber Crews give both players a window to act in)
    expectScenario({
      phase: 'quest',
      active: 2,
      players: board(
        { quest: { cards: [{ card: 'Archmage of Saphery', as: 'a' }] }, kingdom: { cards: [{ card: 'Mountain Brigade', damage: 1 }, 'Lobber Crew'] } },
        { hand: ['Mountain Brigade'], kingdom: { cards: ['Lobber Crew'] } },
      ),
      decisions: [{ type: 'pass', player: 2 }, { type: 'use', card: '@a', ability: 'action', player: 1, illegal: 'cannot be used now' }],
    });
    expectScenario({
      phase: 'quest',
      players: board({ kingdom: { cards: [{ card: 'Archmage of Saphery', as: 'a' }, { card: 'Mountain Brigade', damage: 1 }, 'Lobber Crew'] } }),
      decisions: [{ type: 'use', card: '@a', ability: 'action', illegal: 'only in the quest' }],
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
