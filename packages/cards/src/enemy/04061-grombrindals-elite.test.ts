import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe("Grombrindal's Elite", () => {
  it('with a zone burning (the opponent\'s counts too) it costs 3 less and has 1 more power', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 1, hand: [{ card: "Grombrindal's Elite", as: 'g' }, 'Mountain Brigade'] }, { quest: { burning: true } }, ['dwarf', 'orc']),
      decisions: [{ type: 'play', card: '@g', zone: 'battlefield' }],
      // 3 printed + 1 loyalty (2 icons, 1 Dwarf symbol), 3 less: 1 to play; power 1 + 1
      expect: { '@g.loc': 'battlefield', 'p1.resources': 0, '@g.power': 2 },
    });
    expectScenario({
      phase: 'capital',
      players: board({ resources: 1, hand: [{ card: "Grombrindal's Elite", as: 'g' }, 'Mountain Brigade'], kingdom: { burning: true } }, {}, ['dwarf', 'orc']),
      decisions: [{ type: 'play', card: '@g', zone: 'battlefield' }],
      expect: { '@g.loc': 'battlefield', '@g.power': 2 },
    });
  });

  it('with no zone burning it costs and strikes as printed', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 3, hand: [{ card: "Grombrindal's Elite", as: 'g' }, 'Mountain Brigade'] }, {}, ['dwarf', 'orc']),
      decisions: [{ type: 'play', card: '@g', zone: 'battlefield', illegal: '' }],
    });
    expectScenario({
      phase: 'capital',
      players: board({ resources: 4, hand: [{ card: "Grombrindal's Elite", as: 'g' }, 'Mountain Brigade'] }, {}, ['dwarf', 'orc']),
      decisions: [{ type: 'play', card: '@g', zone: 'battlefield' }],
      expect: { '@g.loc': 'battlefield', 'p1.resources': 0, '@g.power': 1 },
    });
  });
});
