import { describe, it } from 'vitest';
import { board, expectScenario } from '../../testing.js';

describe('Radiant Gaze', () => {
  it("makes each unit in the chosen opponent's zone lose 1 power until the end of the turn", () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 4, hand: ['Radiant Gaze', 'Mountain Brigade'], battlefield: { cards: [{ card: 'Black Orc Squad', as: 'own' }] } },
        { battlefield: { cards: [{ card: 'Black Orc Squad', as: 'a' }, { card: 'Chaos Knights', as: 'b' }] }, kingdom: { cards: [{ card: 'Black Orc Squad', as: 'k' }] }, quest: { burning: true } },
        ['high-elf', 'dwarf'],
      ),
      decisions: [
        { type: 'play', card: 'Radiant Gaze' },
        // any of the opponent's zones (a burning one too), never your own
        {
          expect: {
            options: {
              include: [{ type: 'target', target: 'battlefield', owner: 2 }, { type: 'target', target: 'quest', owner: 2 }, { type: 'target', target: 'kingdom', owner: 2 }],
              exclude: [{ type: 'target', target: 'battlefield', owner: 1 }],
            },
          },
        },
        { type: 'target', target: 'battlefield', owner: 2 },
        // printed cost 2 plus 2 loyalty (3 icons, 1 High Elf symbol from the capital)
        { expect: { '@a.power': 0, '@b.power': 2, '@k.power': 1, '@own.power': 1, 'p1.resources': 0, 'p1.discard': ['Radiant Gaze'] } },
        { type: 'pass' }, // end of the capital phase
        { type: 'pass' }, // no attack: the turn ends
      ],
      expect: { turn: 4, '@a.power': 1, '@b.power': 3 },
    });
  });

  it('affects the units there when it resolves only, not units that arrive later', () => {
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board(
        { resources: 4, hand: ['Radiant Gaze'] },
        { resources: 5, hand: [{ card: 'Black Orc Squad', as: 'late' }, 'Mountain Brigade'], kingdom: { cards: [{ card: 'Black Orc Squad', as: 'early' }] } },
        ['high-elf', 'dwarf'],
      ),
      decisions: [
        { type: 'pass', player: 2 },
        { type: 'play', card: 'Radiant Gaze', player: 1 },
        { type: 'target', target: 'kingdom', owner: 2 },
        { expect: { '@early.power': 0 } },
        { type: 'play', card: '@late', zone: 'kingdom', player: 2 },
        { expect: { '@late.loc': 'kingdom', '@late.power': 1, '@early.power': 0 } },
      ],
    });
  });
});
