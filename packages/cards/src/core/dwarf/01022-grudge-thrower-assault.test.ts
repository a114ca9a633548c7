import { describe, it } from 'vitest';
import { board, expectScenario } from '../../testing.js';

const players = () =>
  board(
    { resources: 4, hand: ['Grudge Thrower Assault'], kingdom: { cards: [{ card: 'Mountain Brigade', as: 'm' }] } },
    { battlefield: { cards: [{ card: 'Chaos Knights', as: 'c' }, { card: 'Chaos Knights', as: 'd' }, { card: 'Chaos Knights', as: 'home' }] } },
    ['dwarf', 'orc'],
  );

describe('Grudge Thrower Assault', () => {
  it('destroys a target attacking unit once combat damage has been assigned; damage assigned to it is lost', () => {
    expectScenario({
      phase: 'battlefield',
      step: 'declareDefenders',
      combat: { zone: 'kingdom', attackers: ['@c', '@d'], defenders: [] },
      active: 2,
      players: players(),
      decisions: [
        { type: 'defender', card: '@m' },
        // not legal in the window after defenders, so player 1 is not even asked
        { expect: { prompt: { player: 2, kind: 'assignDamage' }, 'p1.hand': ['Grudge Thrower Assault'] } },
        { type: 'assign', target: '@m', amount: 6 },
        { type: 'assign', target: '@c', amount: 2 },
        { type: 'play', card: 'Grudge Thrower Assault' },
        // attacking units only: not the defender, nor the Knights staying home
        { expect: { options: { include: [{ type: 'target', target: '@c' }, { type: 'target', target: '@d' }], exclude: [{ type: 'target', target: '@m' }, { type: 'target', target: '@home' }] } } },
        { type: 'target', target: '@d' },
      ],
      // damage already assigned by the destroyed unit's side stays assigned and is still applied
      expect: { '@d.loc': 'discard', '@c.loc': 'battlefield', '@c.damage': 2, '@m.loc': 'discard', '@home.loc': 'battlefield', log: ['Grudge Thrower Assault#0 (pays 3)'] },
    });
  });

  it('cannot be played outside combat', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 4, hand: ['Grudge Thrower Assault', 'Mountain Brigade'] }, { battlefield: { cards: ['Chaos Knights'] } }, ['dwarf', 'orc']),
      decisions: [{ type: 'play', card: 'Grudge Thrower Assault', illegal: 'cannot be used now' }],
      expect: { 'p1.resources': 4 },
    });
  });
});
