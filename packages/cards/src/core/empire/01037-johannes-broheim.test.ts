import { describe, it } from 'vitest';
import { board, expectScenario } from '../../testing.js';

describe('Johannes Broheim', () => {
  it('at the end of a phase, may move to another of your zones (not one holding another Hero)', () => {
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Johannes Broheim', as: 'j' }] }, quest: { cards: ['Thyrus Gorman'] } }, {}, ['empire', 'dwarf']),
      decisions: [
        { type: 'pass' }, // the capital phase ends
        { expect: { prompt: { player: 1, kind: 'choose' }, options: { include: [{ type: 'pass' }], exclude: [{ type: 'target', target: 'quest', owner: 1 }] } } },
        { type: 'target', target: 'battlefield', owner: 1 },
        { expect: { '@j.loc': 'battlefield', phase: 'battlefield' } },
      ],
    });
  });

  it('may stay where it is, and is offered the move again at the end of the next phase', () => {
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Johannes Broheim', as: 'j' }] } }, {}, ['empire', 'dwarf']),
      decisions: [{ type: 'pass' }, { type: 'pass', player: 1 }, { expect: { '@j.loc': 'kingdom', phase: 'endTurn', prompt: { player: 1, kind: 'choose' } } }],
    });
  });
});
