import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

const use = { type: 'use', card: '@k', ability: 'action' };

describe('Karl Franz', () => {
  it('sacrificing a development (the cost) moves a target unit of yours to another of your zones, picked on resolution', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        {
          hand: ['Mountain Brigade'],
          legend: { card: 'Karl Franz', as: 'k' },
          kingdom: { cards: [{ card: 'Black Orc Squad', as: 'u' }], developments: [{ card: 'Mountain Brigade', as: 'd' }] },
        },
        { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'o' }] } },
      ),
      decisions: [
        use,
        { expect: { '@d.loc': 'discard', 'p1.kingdom.developments': 0, options: { include: [{ type: 'target', target: 'battlefield' }, { type: 'target', target: 'quest' }], exclude: [{ type: 'target', target: 'kingdom' }] } } },
        { type: 'target', target: 'battlefield' },
      ],
      expect: { '@u.loc': 'battlefield', '@o.loc': 'kingdom' },
    });
  });

  it("cannot target the opponent's units; cannot be used without a development to sacrifice", () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { hand: ['Mountain Brigade'], legend: { card: 'Karl Franz', as: 'k' }, kingdom: { cards: [{ card: 'Black Orc Squad', as: 'u' }], developments: ['Mountain Brigade'] } },
        { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'o' }] } },
      ),
      decisions: [
        use,
        // its only legal target is taken for it: the opponent's unit is never offered
        { expect: { '@o.loc': 'kingdom', prompt: { player: 1, kind: 'choose' }, options: { exclude: [{ type: 'target', target: '@o' }] } } },
        { type: 'target', target: 'quest' },
      ],
      expect: { '@u.loc': 'quest' },
    });
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Mountain Brigade'], legend: { card: 'Karl Franz', as: 'k' }, kingdom: { cards: [{ card: 'Black Orc Squad', as: 'u' }] } }),
      decisions: [{ ...use, illegal: '' }],
    });
  });

  it('the cost stays paid when the target has left play before it resolves', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        {
          hand: ['Mountain Brigade'],
          legend: { card: 'Karl Franz', as: 'k' },
          kingdom: { cards: [{ card: 'Black Orc Squad', as: 'u', damage: 2 }], developments: [{ card: 'Mountain Brigade', as: 'd' }] },
        },
        { resources: 5, hand: ['Plague Bomb'], kingdom: { cards: ['Chaos Knights', 'Mountain Brigade'] } },
        ['orc', 'chaos'],
      ),
      decisions: [
        use,
        { type: 'play', card: 'Plague Bomb', player: 2 },
        { type: 'target', target: 'Chaos Knights', player: 2 },
        { type: 'target', target: '@u', player: 2 },
      ],
      expect: { '@u.loc': 'discard', '@d.loc': 'discard' },
    });
  });
});
