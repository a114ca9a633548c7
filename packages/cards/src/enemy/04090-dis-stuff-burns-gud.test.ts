import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Dis Stuff Burns Gud', () => {
  it('sacrifices a unit of yours to destroy a target Building; then both players are dealt 3 indirect damage, the active player assigning his first', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 4, hand: [{ card: 'Dis Stuff Burns Gud', as: 'd' }, 'Mountain Brigade'], kingdom: { cards: [{ card: 'Lobber Crew', as: 'l' }, { card: 'Black Orc Squad', as: 'o' }] } },
        { kingdom: { cards: [{ card: 'Gate of Sigmar', as: 'g' }, { card: 'Mountain Brigade', as: 'm' }] }, quest: { cards: [{ card: 'Contested Fortress', as: 'cf' }] } },
        ['orc', 'empire'],
      ),
      decisions: [
        { type: 'play', card: '@d' },
        // Building supports only (either player's)
        { expect: { options: { include: [{ type: 'target', target: '@g' }, { type: 'target', target: '@cf' }], exclude: [{ type: 'target', target: '@m' }, { type: 'target', target: '@o' }] } } },
        { type: 'target', target: '@g' },
        { expect: { prompt: { player: 1, kind: 'choose' }, options: { include: [{ type: 'target', target: '@l' }, { type: 'target', target: '@o' }], exclude: [{ type: 'target', target: '@m' }] } } },
        { type: 'target', target: '@l' },
        // (P2 has no response: it resolves)
        { expect: { '@l.loc': 'discard', '@g.loc': 'discard', prompt: { player: 1, kind: 'assignIndirect' } } },
        { type: 'assign', target: '@o', amount: 3 },
        { type: 'assign', target: 'kingdom', amount: 3, player: 2 },
      ],
      // the Contested Fortress, not chosen, is still there and cancels 1 of P2's
      expect: { '@o.damage': 3, 'p2.kingdom.damage': 2, '@cf.loc': 'quest' },
    });
  });

  it('cannot be played with no unit of yours to sacrifice', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 4, hand: [{ card: 'Dis Stuff Burns Gud', as: 'd' }, 'Mountain Brigade'] },
        { kingdom: { cards: [{ card: 'Gate of Sigmar', as: 'g' }, { card: 'Mountain Brigade', as: 'm' }] } },
        ['orc', 'empire'],
      ),
      decisions: [{ type: 'play', card: '@d', illegal: '' }],
    });
  });

  it('the Building gone at resolution: nothing more happens (no indirect damage), the sacrificed unit stays sacrificed', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 4, hand: [{ card: 'Dis Stuff Burns Gud', as: 'd' }, 'Mountain Brigade'], kingdom: { cards: [{ card: 'Lobber Crew', as: 'l' }, { card: 'Black Orc Squad', as: 'o' }] } },
        { resources: 4, hand: ['Pillage'], kingdom: { cards: [{ card: 'Gate of Sigmar', as: 'g' }, { card: 'Mountain Brigade', as: 'm' }] } },
        ['orc', 'empire'],
      ),
      decisions: [
        // (the Gate is the only Building: the target is made for P1)
        { type: 'play', card: '@d' },
        { type: 'target', target: '@l' },
        // P2 destroys his own Gate in response
        { type: 'play', card: 'Pillage', player: 2 },
        { type: 'pass' },
        { type: 'pass', player: 2 },
      ],
      expect: { chain: 0, '@d.loc': 'discard', '@g.loc': 'discard', '@l.loc': 'discard', '@o.damage': 0, 'p1.kingdom.damage': 0, 'p2.kingdom.damage': 0, '@m.damage': 0 },
    });
  });
});
