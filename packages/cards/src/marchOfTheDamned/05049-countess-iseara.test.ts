import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Countess Iseara', () => {
  it('pays 1: a target unit of your discard pile has Necromancy this turn, so you may play it from there; it goes to the bottom of your deck as the turn ends', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 4, hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Countess Iseara', as: 'ci' }] }, discard: [{ card: 'Skink Skirmishers', as: 'b' }, { card: 'Chaos Knights', as: 'k' }, { card: 'Corpse Cart', as: 'cc' }] },
        { discard: [{ card: 'Mountain Brigade', as: 'theirs' }] },
        ['undead', 'empire'],
      ),
      decisions: [
        { expect: { options: { exclude: [{ type: 'play', card: '@b', zone: 'kingdom' }] } } },
        { type: 'use', card: '@ci', ability: 'action' },
        // units of your own discard pile only
        { expect: { options: { include: [{ type: 'target', target: '@b' }, { type: 'target', target: '@k' }], exclude: [{ type: 'target', target: '@cc' }, { type: 'target', target: '@theirs' }] } } },
        { type: 'target', target: '@b' },
        { type: 'pass' },
        { expect: { 'p1.resources': 3, options: { include: [{ type: 'play', card: '@b', zone: 'quest' }], exclude: [{ type: 'play', card: '@k', zone: 'quest' }] } } },
        { type: 'play', card: '@b', zone: 'quest' },
        { type: 'pass' },
        { expect: { '@b.loc': 'quest', 'p1.resources': 1 } },
        // (P1 may still use the Countess in each window: he passes the capital phase, the battlefield phase and the end of the turn)
        { type: 'pass' },
        { type: 'pass' },
        { type: 'pass' },
      ],
      expect: { turn: 4, '@b.loc': 'deck' },
    });
  });

  it('cannot be used without a resource, nor with no unit in your discard pile', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 0, hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Countess Iseara', as: 'ci' }] }, discard: ['Black Orc Squad'] }, {}, ['undead', 'empire']),
      decisions: [{ type: 'use', card: '@ci', ability: 'action', illegal: '' }],
    });
    expectScenario({
      phase: 'capital',
      players: board({ resources: 3, hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Countess Iseara', as: 'ci' }] }, discard: ['Corpse Cart'] }, { discard: ['Black Orc Squad'] }, ['undead', 'empire']),
      decisions: [{ type: 'use', card: '@ci', ability: 'action', illegal: '' }],
    });
  });

  it('the Necromancy ends with the turn: a unit not played stays an ordinary card of the pile', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 1, hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Countess Iseara', as: 'ci' }] }, discard: [{ card: 'Skink Skirmishers', as: 'b' }] },
        { hand: ['Mountain Brigade'] },
        ['undead', 'empire'],
      ),
      decisions: [
        { type: 'use', card: '@ci', ability: 'action' },
        { type: 'pass' },
        { type: 'pass', player: 2 },
        { expect: { turn: 5, prompt: { player: 1, kind: 'action' }, options: { exclude: [{ type: 'play', card: '@b', zone: 'kingdom' }] }, '@b.loc': 'discard' } },
      ],
    });
  });
  it('a unit played through it and sent back to the pile the same turn is a new card there: no Necromancy any more', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        {
          resources: 8,
          hand: ['Mountain Brigade', { card: 'Beguile', as: 'bg' }],
          kingdom: { cards: [{ card: 'Countess Iseara', as: 'ci' }] },
          quest: { cards: [{ card: 'Chaos Knights', as: 'k' }] },
          discard: [{ card: 'Skink Skirmishers', as: 'b' }],
        },
        {},
        ['undead', 'empire'],
      ),
      decisions: [
        // (the Skink is the only unit of the pile: it is the target)
        { type: 'use', card: '@ci', ability: 'action' },
        { type: 'pass' },
        { type: 'play', card: '@b', zone: 'quest' },
        { type: 'pass' },
        { expect: { '@b.loc': 'quest' } },
        // the Knights, beguiled, deal 3 to the Skink beside them: back in the discard pile
        { type: 'play', card: '@bg' },
        { type: 'target', target: '@k' },
        { type: 'pass' },
        // resources are left to pay for it (3), yet it cannot be played from there again
        { expect: { '@b.loc': 'discard', 'p1.resources': 3, options: { exclude: [{ type: 'play', card: '@b', zone: 'quest' }, { type: 'play', card: '@b', zone: 'kingdom' }] } } },
      ],
    });
  });
});
