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

  it('a Hero of yours is offered only a zone holding no Hero of yours; with a Hero in each other zone it is no target', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        {
          hand: ['Mountain Brigade'],
          legend: { card: 'Karl Franz', as: 'k' },
          kingdom: { cards: [{ card: 'Thyrus Gorman', as: 'h1' }, { card: 'Mountain Brigade', as: 'u' }], developments: ['Mountain Brigade'] },
          quest: { cards: [{ card: 'Johannes Broheim', as: 'h2' }] },
        },
        { kingdom: { cards: ['Mountain Brigade'] } },
        ['empire', 'dwarf'],
      ),
      decisions: [
        use,
        { type: 'target', target: '@h1' },
        // the quest holds his other Hero: the battlefield is the one zone left, taken for him
        { expect: { '@h1.loc': 'battlefield', '@h2.loc': 'quest' } },
      ],
    });
    expectScenario({
      phase: 'capital',
      players: board(
        {
          hand: ['Mountain Brigade'],
          legend: { card: 'Karl Franz', as: 'k' },
          kingdom: { cards: [{ card: 'Thyrus Gorman', as: 'h1' }, { card: 'Mountain Brigade', as: 'u' }], developments: ['Mountain Brigade'] },
          quest: { cards: [{ card: 'Johannes Broheim', as: 'h2' }] },
          battlefield: { cards: [{ card: 'Durgnar the Bold', as: 'h3' }] },
        },
        { kingdom: { cards: ['Mountain Brigade'] } },
        ['empire', 'dwarf'],
      ),
      decisions: [
        use,
        // no Hero is offered, so the one non-Hero unit is taken as the target and its new zone is asked
        { expect: { options: { include: [{ type: 'target', target: 'quest' }, { type: 'target', target: 'battlefield' }], exclude: [{ type: 'target', target: '@h1' }] } } },
        { type: 'target', target: 'quest' },
      ],
      expect: { '@u.loc': 'quest', '@h1.loc': 'kingdom' },
    });
  });
});
