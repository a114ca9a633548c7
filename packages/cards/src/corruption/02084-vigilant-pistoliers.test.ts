import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Vigilant Pistoliers', () => {
  it('destroyed in your battlefield, it comes back into play in your kingdom as a new card', () => {
    expectScenario({
      phase: 'battlefield',
      active: 2,
      players: board(
        { battlefield: { cards: [{ card: 'Vigilant Pistoliers', as: 'vp' }, { card: 'Choppa', as: 'rf', attachedTo: '@vp' }] } },
        { battlefield: { cards: [{ card: 'Chaos Knights', as: 'ck' }] } },
        ['empire', 'chaos'],
      ),
      decisions: [
        { type: 'attack', zone: 'battlefield' },
        { type: 'attacker', card: '@ck' },
        { type: 'defender', card: '@vp', player: 1 },
        { type: 'assign', target: '@vp', amount: 3, player: 2 },
        { type: 'assign', target: '@ck', amount: 3, player: 1 },
        { type: 'pass', player: 1 },
        // only its Choppa goes to the discard pile (nothing to order: the Pistoliers never gets there)
        { expect: { '@vp.loc': 'kingdom', '@vp.damage': 0, '@vp.power': 1, '@rf.loc': 'discard', 'p1.discard': ['Choppa'], log: ['Vigilant Pistoliers#'] } },
      ],
    });
  });

  it('it never enters the discard pile: Bloodsworn (which heals when an opposing unit goes there) sees nothing', () => {
    expectScenario({
      phase: 'battlefield',
      active: 2,
      players: board({ battlefield: { cards: [{ card: 'Vigilant Pistoliers', as: 'vp' }] } }, { battlefield: { cards: [{ card: 'Bloodsworn', as: 'bs' }] } }, ['empire', 'chaos']),
      decisions: [
        { type: 'attack', zone: 'battlefield' },
        { type: 'attacker', card: '@bs' },
        { type: 'defender', card: '@vp', player: 1 },
        { type: 'assign', target: '@vp', amount: 2, player: 2 },
        { type: 'assign', target: '@bs', amount: 1, player: 1 },
        { type: 'pass', player: 1 },
      ],
      expect: { '@vp.loc': 'kingdom', 'p1.discard': [], '@bs.damage': 1, log: ['Vigilant Pistoliers#10 is destroyed', 'Vigilant Pistoliers#10 enters play in P1\'s kingdom'] },
    });
  });

  it('destroyed in another zone, it stays in the discard pile', () => {
    expectScenario({
      phase: 'battlefield',
      active: 2,
      players: board({ kingdom: { cards: [{ card: 'Vigilant Pistoliers', as: 'vp' }] } }, { battlefield: { cards: [{ card: 'Chaos Knights', as: 'ck' }] } }, ['empire', 'chaos']),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@ck' },
        { type: 'defender', card: '@vp', player: 1 },
        { type: 'assign', target: '@vp', amount: 3, player: 2 },
        { type: 'assign', target: '@ck', amount: 1, player: 1 },
        { type: 'pass', player: 1 },
        { expect: { '@vp.loc': 'discard' } },
      ],
    });
  });

  it('sacrificed in the battlefield, it is not destroyed: it stays in the discard pile', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 3, hand: ["Easy Pickin's", 'Mountain Brigade'], battlefield: { cards: [{ card: 'Vigilant Pistoliers', as: 'vp' }] } },
        { kingdom: { cards: ['Chaos Knights'] } },
        ['orc', 'chaos'],
      ),
      decisions: [{ type: 'play', card: "Easy Pickin's" }],
      expect: { '@vp.loc': 'discard' },
    });
  });
});
