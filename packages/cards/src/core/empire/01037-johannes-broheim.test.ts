import { describe, it } from 'vitest';
import { board, expectScenario } from '../../testing.js';

describe('Johannes Broheim', () => {
  it('when a phase ends, may move to another of your zones (not one holding another Hero of yours)', () => {
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Johannes Broheim', as: 'j' }] }, quest: { cards: ['Thyrus Gorman'] } }, {}, ['empire', 'dwarf']),
      decisions: [
        { type: 'pass' }, // the capital phase ends
        {
          expect: {
            prompt: { player: 1, kind: 'choose' },
            options: { include: [{ type: 'pass' }, { type: 'target', target: 'battlefield', owner: 1 }], exclude: [{ type: 'target', target: 'quest', owner: 1 }, { type: 'target', target: 'kingdom', owner: 1 }] },
          },
        },
        { type: 'target', target: 'battlefield', owner: 1 },
        { expect: { '@j.loc': 'battlefield', phase: 'battlefield' } },
      ],
    });
  });

  it("may stay, is offered the move again at the next phase's end, also in the opponent's turn", () => {
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Johannes Broheim', as: 'j' }] } }, { hand: ['Mountain Brigade'] }, ['empire', 'dwarf']),
      decisions: [
        { type: 'pass' }, // the capital phase ends
        { type: 'pass', player: 1 }, // declined
        // it cannot attack from the kingdom: the battlefield phase ends at once, and the move is offered again
        { expect: { '@j.loc': 'kingdom', turn: 3, prompt: { player: 1, kind: 'choose' } } },
        { type: 'pass', player: 1 },
        // P2's turn: a phase of his ends
        { expect: { turn: 4, active: 2, '@j.loc': 'kingdom', prompt: { player: 1, kind: 'choose' } } },
        { type: 'target', target: 'quest', owner: 1 },
        { expect: { '@j.loc': 'quest', turn: 4 } },
      ],
    });
  });

  it('has Counterstrike 2', () => {
    expectScenario({
      phase: 'battlefield',
      active: 2,
      players: board({ kingdom: { cards: [{ card: 'Johannes Broheim', as: 'j' }] } }, { battlefield: { cards: [{ card: 'Chaos Knights', as: 'ck' }] } }, ['empire', 'chaos']),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@ck' },
        { type: 'defender', card: '@j' },
        { expect: { '@ck.damage': 2 } },
      ],
    });
  });
});
