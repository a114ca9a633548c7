import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

/** P1 (Empire) attacks P2's kingdom with Chaos Knights; P2 defends with two Brigades, a third stays home. */
function defended(p1Hand: unknown[], p2: Record<string, unknown> = {}) {
  return {
    phase: 'battlefield' as const,
    players: board(
      { resources: 2, hand: p1Hand as string[], battlefield: { cards: [{ card: 'Chaos Knights', as: 'k' }] } },
      { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'mb' }, { card: 'Mountain Brigade', as: 'mb2' }, { card: 'Mountain Brigade', as: 'home' }] }, ...p2 },
      ['empire', 'dwarf'],
    ),
  };
}

describe('Surrender!', () => {
  it("sends one defending unit it targets back to the hand of the player who owns it: it no longer defends", () => {
    expectScenario({
      ...defended([{ card: 'Surrender!', as: 's' }]),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@k' },
        { type: 'defender', card: '@mb', player: 2 },
        { type: 'defender', card: '@mb2', player: 2 },
        { type: 'pass', player: 2 },
        // only a defending unit: not the attacker, not the Brigade that stayed out of the fight
        { type: 'play', card: '@s', player: 1 },
        {
          expect: {
            prompt: { player: 1, kind: 'choose' },
            options: { include: [{ type: 'target', target: '@mb' }, { type: 'target', target: '@mb2' }], exclude: [{ type: 'target', target: '@home' }, { type: 'target', target: '@k' }] },
          },
        },
        { type: 'target', target: '@mb' },
        { expect: { '@mb.loc': 'hand', 'p2.hand': ['Mountain Brigade'], 'combat.defenders': ['Mountain Brigade'], '@mb2.loc': 'kingdom', '@s.loc': 'discard', 'p1.resources': 0 } },
      ],
    });
  });

  it("a defending unit owned by the attacker goes to the attacker's hand (its owner's), not its controller's", () => {
    expectScenario({
      ...defended(
        [{ card: 'Surrender!', as: 's' }],
        { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'mb', owner: 1 }] } },
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@k' },
        { type: 'defender', card: '@mb', player: 2 },
        { type: 'play', card: '@s', player: 1 },
        { expect: { '@mb.loc': 'hand', 'p1.hand': ['Mountain Brigade'], 'p2.hand': [] } },
      ],
    });
  });

  it('the defending player may play it too, on his own defender', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { battlefield: { cards: [{ card: 'Chaos Knights', as: 'k' }] } },
        { resources: 2, hand: [{ card: 'Surrender!', as: 's' }], kingdom: { cards: [{ card: 'Mountain Brigade', as: 'mb' }] } },
        ['orc', 'empire'],
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@k' },
        { type: 'defender', card: '@mb', player: 2 },
        { type: 'play', card: '@s', player: 2 },
        { expect: { '@mb.loc': 'hand', 'p2.hand': ['Mountain Brigade'] } },
      ],
    });
  });

  it('cannot be played when no unit is defending (before defenders are declared, or outside combat)', () => {
    expectScenario({
      ...defended([{ card: 'Surrender!', as: 's' }, 'Mountain Brigade']),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@k' },
        // window after attackers (the Knights attack, nobody defends yet): P1 has nothing he may play, so the
        // game goes on to P2's defenders with Surrender! still in hand
        { expect: { prompt: { player: 2, kind: 'declareDefenders' }, '@s.loc': 'hand' } },
      ],
    });
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 2, hand: [{ card: 'Surrender!', as: 's' }, 'Mountain Brigade'] },
        { kingdom: { cards: ['Mountain Brigade'] } },
        ['empire', 'dwarf'],
      ),
      decisions: [{ type: 'play', card: '@s', illegal: 'no legal target' }],
    });
  });
});
