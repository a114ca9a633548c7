import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Raise Dead', () => {
  it('puts a target unit from your discard pile into play in the zone you choose', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 4, hand: [{ card: 'Raise Dead', as: 'rd' }, 'Mountain Brigade'], discard: [{ card: 'Wight Lord', as: 'w' }, { card: 'Corpse Cart', as: 'cc' }, { card: 'Skeletal Horde', as: 'sh' }] },
        { discard: [{ card: 'Chaos Knights', as: 'theirs' }] },
        ['undead', 'empire'],
      ),
      decisions: [
        { type: 'play', card: '@rd' },
        // only units of your own discard pile
        { expect: { options: { include: [{ type: 'target', target: '@w' }], exclude: [{ type: 'target', target: '@cc' }, { type: 'target', target: '@theirs' }] } } },
        { type: 'target', target: '@w' },
        { expect: { prompt: { player: 1, kind: 'choose' }, options: { include: [{ type: 'target', target: 'kingdom', owner: 1 }, { type: 'target', target: 'quest', owner: 1 }, { type: 'target', target: 'battlefield', owner: 1 }] } } },
        { type: 'target', target: 'quest', owner: 1 },
      ],
      expect: { '@w.loc': 'quest', '@w.controller': 1, 'p1.quest.units': ['Wight Lord'], 'p1.resources': 0 },
    });
  });

  it('a unit that could not enter play (a unique copy of yours in play) is no target; a Hero is offered only zones without a Hero of yours', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 4, hand: [{ card: 'Raise Dead', as: 'rd' }, 'Mountain Brigade'], discard: ['Loqtza'], kingdom: { cards: ['Loqtza'] } },
        {},
        ['undead', 'empire'],
      ),
      decisions: [{ type: 'play', card: '@rd', illegal: '' }],
    });
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 4, hand: [{ card: 'Raise Dead', as: 'rd' }, 'Mountain Brigade'], discard: [{ card: 'Loqtza', as: 'l' }], kingdom: { cards: ['Durgnar the Bold'] } },
        {},
        ['undead', 'empire'],
      ),
      decisions: [
        { type: 'play', card: '@rd' },
        { expect: { options: { include: [{ type: 'target', target: 'quest', owner: 1 }, { type: 'target', target: 'battlefield', owner: 1 }], exclude: [{ type: 'target', target: 'kingdom', owner: 1 }] } } },
        { type: 'target', target: 'battlefield', owner: 1 },
      ],
      expect: { '@l.loc': 'battlefield' },
    });
  });

  it('only in your own turn, and only with a unit in your discard pile', () => {
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board(
        { resources: 5, hand: [{ card: 'Raise Dead', as: 'rd' }], discard: ['Wight Lord'], battlefield: { cards: [{ card: 'Corpse Cart', as: 'cc' }] } },
        { hand: ['Mountain Brigade'] },
        ['undead', 'empire'],
      ),
      decisions: [
        { type: 'pass', player: 2 },
        { expect: { prompt: { player: 1, kind: 'action' }, options: { include: [{ type: 'use', card: '@cc', ability: 'action' }], exclude: [{ type: 'play', card: '@rd' }] } } },
      ],
    });
    expectScenario({
      phase: 'capital',
      players: board({ resources: 4, hand: [{ card: 'Raise Dead', as: 'rd' }, 'Mountain Brigade'], discard: ['Corpse Cart'] }, { discard: ['Wight Lord'] }, ['undead', 'empire']),
      decisions: [{ type: 'play', card: '@rd', illegal: '' }],
    });
  });
});
