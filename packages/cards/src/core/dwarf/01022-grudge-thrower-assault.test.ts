import { describe, it } from 'vitest';
import { board, expectScenario } from '../../testing.js';

const players = () =>
  board(
    { resources: 4, hand: ['Grudge Thrower Assault'], kingdom: { cards: [{ card: 'Mountain Brigade', as: 'm' }] } },
    { battlefield: { cards: [{ card: 'Chaos Knights', as: 'c' }, { card: 'Chaos Knights', as: 'd' }] } },
    ['dwarf', 'orc'],
  );

describe('Grudge Thrower Assault', () => {
  it('destroys a target attacking unit once combat damage has been assigned', () => {
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
        { type: 'target', target: '@d' },
      ],
      // damage already assigned stays assigned and is still applied
      expect: { '@d.loc': 'discard', '@c.loc': 'battlefield', '@m.loc': 'discard', log: ['Grudge Thrower Assault#0 (pays 3)', 'Chaos Knights#22 is dealt 2 combat damage'] },
    });
  });
});
