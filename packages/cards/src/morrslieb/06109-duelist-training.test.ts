import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Duelist Training', () => {
  it('goes only onto a unit you control', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { capital: 'empire', resources: 5, hand: [{ card: 'Duelist Training', as: 'd' }, 'Mountain Brigade'], kingdom: { cards: [{ card: 'Black Orc Squad', as: 'b' }] } },
        { kingdom: { cards: [{ card: 'Black Orc Squad', as: 'theirs' }] } },
        ['empire', 'orc'],
      ),
      decisions: [
        { type: 'play', card: '@d', zone: 'kingdom', target: '@theirs', illegal: 'cannot be attached' },
        { type: 'play', card: '@d', zone: 'kingdom', target: '@b' },
        { expect: { '@d.loc': 'kingdom' } },
      ],
    });
  });

  it('its unit has Counterstrike 4: declared as a defender, it deals 4 damage to an attacker', () => {
    expectScenario({
      phase: 'battlefield',
      active: 2,
      players: board(
        { kingdom: { cards: [{ card: 'Huntsmen', as: 'hu' }, { card: 'Duelist Training', as: 'd', attachedTo: '@hu' }] } },
        { battlefield: { cards: [{ card: 'Mountain Brigade', as: 'm' }] } },
        ['empire', 'orc'],
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom', player: 2 },
        { type: 'attacker', card: '@m' },
        { type: 'defender', card: '@hu', player: 1 },
        { expect: { '@m.damage': 4 } },
      ],
    });
  });
});
