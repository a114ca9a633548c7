import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

const p2 = (extra = {}) => ({
  resources: 3,
  hand: [{ card: 'Tactical Misdirection', as: 'tm' }],
  battlefield: { cards: [{ card: 'Mountain Brigade', as: 'b1' }, { card: 'Mountain Brigade', as: 'b2' }] },
  quest: { cards: [{ card: 'Mountain Brigade', as: 'q' }] },
  kingdom: { cards: [{ card: 'Mountain Brigade', as: 'pm' }] },
  ...extra,
});

describe('Tactical Misdirection', () => {
  it('the units of the picked zone may defend any zone this turn; units of other zones may not', () => {
    expectScenario({
      phase: 'battlefield',
      players: board({ battlefield: { cards: [{ card: 'Chaos Knights', as: 'ck' }] } }, p2(), ['chaos', 'empire']),
      decisions: [
        // the battlefield phase's opening window (P1 has nothing to do): P2 plays it
        { type: 'play', card: '@tm', player: 2 },
        // nothing is targeted: the zone is picked as it resolves, by its player, among both capitals' zones
        { expect: { prompt: { player: 2, kind: 'choose' }, options: { include: [{ type: 'target', target: 'battlefield', owner: 2 }, { type: 'target', target: 'kingdom', owner: 1 }] } } },
        { type: 'target', target: 'battlefield', owner: 2 },
        { expect: { 'p2.resources': 0 } },
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@ck' },
        {
          expect: {
            options: {
              include: [{ type: 'defender', card: '@b1' }, { type: 'defender', card: '@b2' }, { type: 'defender', card: '@pm' }],
              exclude: [{ type: 'defender', card: '@q' }],
            },
          },
        },
        { type: 'defender', card: '@b1', player: 2 },
        { type: 'defender', card: '@b2', player: 2 },
        { type: 'pass', player: 2 },
        { expect: { 'combat.defenders': ['Mountain Brigade', 'Mountain Brigade'] } },
      ],
    });
  });

  it('only the units in the zone as it resolves: one moved in later may not defend elsewhere, one moved out keeps it', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { battlefield: { cards: [{ card: 'Chaos Knights', as: 'ck' }] } },
        p2({
          resources: 5,
          battlefield: { cards: [{ card: 'Mountain Brigade', as: 'b1' }, { card: 'Pistoliers', as: 'out' }] },
          quest: { cards: [{ card: 'Pistoliers', as: 'in' }] },
        }),
        ['chaos', 'empire'],
      ),
      decisions: [
        { type: 'play', card: '@tm', player: 2 },
        { type: 'pass', player: 2 }, // (no response of his own)
        { type: 'target', target: 'battlefield', owner: 2 },
        // then one Pistoliers moves from the quest zone into the battlefield, the other from the battlefield to the quest zone
        { type: 'use', card: '@in', ability: 'action', player: 2 },
        { type: 'pass', player: 2 },
        { type: 'target', target: 'battlefield', owner: 2 },
        { type: 'use', card: '@out', ability: 'action', player: 2 },
        { type: 'pass', player: 2 },
        { type: 'target', target: 'quest', owner: 2 },
        { expect: { '@in.loc': 'battlefield', '@out.loc': 'quest' } },
        { type: 'pass', player: 2 },
        { type: 'attack', zone: 'kingdom' },
        { type: 'pass', player: 2 }, // (the window once the zone is named)
        { type: 'attacker', card: '@ck' },
        { type: 'pass', player: 2 }, // (the window once the attackers are declared)
        { expect: { options: { include: [{ type: 'defender', card: '@b1' }, { type: 'defender', card: '@out' }, { type: 'defender', card: '@pm' }], exclude: [{ type: 'defender', card: '@in' }] } } },
      ],
    });
  });

  it('without it, the battlefield units cannot defend the kingdom; its effect ends with the turn', () => {
    expectScenario({
      phase: 'battlefield',
      players: board({ battlefield: { cards: [{ card: 'Chaos Knights', as: 'ck' }] } }, p2({ hand: [] }), ['chaos', 'empire']),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@ck' },
        { expect: { options: { include: [{ type: 'defender', card: '@pm' }], exclude: [{ type: 'defender', card: '@b1' }, { type: 'defender', card: '@b2' }] } } },
      ],
    });
    // played in P2's own turn: gone by P1's next turn
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board({ hand: ['Mountain Brigade'], battlefield: { cards: [{ card: 'Chaos Knights', as: 'ck' }] } }, p2({ hand: [{ card: 'Tactical Misdirection', as: 'tm' }, 'Mountain Brigade'] }), ['chaos', 'empire']),
      decisions: [
        { type: 'play', card: '@tm', player: 2 },
        { type: 'target', target: 'battlefield', owner: 2 },
        { type: 'pass', player: 2 },
        { type: 'pass', player: 2 }, // no attack
        { expect: { turn: 4, phase: 'capital' } },
        { type: 'pass', player: 1 },
        { type: 'attack', zone: 'kingdom', player: 1 },
        { type: 'attacker', card: '@ck' },
        { expect: { options: { include: [{ type: 'defender', card: '@pm' }], exclude: [{ type: 'defender', card: '@b1' }, { type: 'defender', card: '@b2' }] } } },
      ],
    });
  });
});
