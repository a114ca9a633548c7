import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Fungusbrew Goblin', () => {
  it('as it enters play, the opponent may move it to another zone of its controller, and picks which', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 3, hand: [{ card: 'Fungusbrew Goblin', as: 'g' }, 'Mountain Brigade'] }, {}, ['orc', 'dwarf']),
      decisions: [
        { type: 'play', card: '@g', zone: 'kingdom' },
        { expect: { '@g.loc': 'kingdom', prompt: { player: 2, kind: 'choose' } } },
        { type: 'mode', index: 0, player: 2 },
        // its controller's other zones only: not where it is, not the opponent's own
        { expect: { prompt: { player: 2, kind: 'choose' }, options: { include: [{ type: 'target', target: 'quest', owner: 1 }, { type: 'target', target: 'battlefield', owner: 1 }], exclude: [{ type: 'target', target: 'kingdom', owner: 1 }, { type: 'target', target: 'battlefield', owner: 2 }] } } },
        { type: 'target', target: 'battlefield', owner: 1, player: 2 },
      ],
      expect: { '@g.loc': 'battlefield', '@g.controller': 1 },
    });
  });

  it('the opponent may leave it where it was played', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 3, hand: [{ card: 'Fungusbrew Goblin', as: 'g' }, 'Mountain Brigade'] }, {}, ['orc', 'dwarf']),
      decisions: [{ type: 'play', card: '@g', zone: 'quest' }, { type: 'mode', index: 1, player: 2 }],
      expect: { '@g.loc': 'quest' },
    });
  });
});
