import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Crypt Ghouls', () => {
  it('when it leaves play, the player who controlled it may gain 2 resources', () => {
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board(
        { resources: 1, battlefield: { cards: [{ card: 'Crypt Ghouls', as: 'g' }] } },
        { resources: 3, hand: ['Mountain Brigade'], quest: { cards: [{ card: 'Nurgle Sorcerer', as: 'ns' }] } },
        ['undead', 'chaos'],
      ),
      decisions: [
        { type: 'use', card: '@ns', ability: 'action', player: 2 },
        { type: 'target', target: '@g' },
        { expect: { '@g.loc': 'discard', prompt: { player: 1, kind: 'action' }, options: { include: [{ type: 'use', card: '@g', ability: 'action' }] } } },
        { type: 'use', card: '@g', ability: 'action', player: 1 },
        { type: 'pass', player: 2 },
      ],
      expect: { 'p1.resources': 3, 'p2.resources': 0 },
    });
  });

  it('is optional, and only at the first opportunity: passed, the chance is gone', () => {
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board(
        { resources: 1, battlefield: { cards: [{ card: 'Crypt Ghouls', as: 'g' }] } },
        { resources: 3, hand: ['Mountain Brigade'], quest: { cards: [{ card: 'Nurgle Sorcerer', as: 'ns' }] } },
        ['undead', 'chaos'],
      ),
      decisions: [
        { type: 'use', card: '@ns', ability: 'action', player: 2 },
        { type: 'target', target: '@g' },
        { type: 'pass', player: 1 },
        { expect: { options: { exclude: [{ type: 'use', card: '@g', ability: 'action' }] } } },
      ],
      expect: { 'p1.resources': 1 },
    });
  });

  it('is not armed while it stays in play, nor by another unit leaving play', () => {
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board(
        { resources: 1, battlefield: { cards: [{ card: 'Crypt Ghouls', as: 'g' }, { card: 'Skeletal Horde', as: 'h', damage: 1 }] } },
        { resources: 3, hand: ['Mountain Brigade'], quest: { cards: [{ card: 'Nurgle Sorcerer', as: 'ns' }] } },
        ['undead', 'chaos'],
      ),
      decisions: [
        { type: 'use', card: '@ns', ability: 'action', player: 2 },
        { type: 'target', target: '@h' },
        // P1 is offered nothing (he would be, were the Ghouls' action armed): the window is back to P2
        { expect: { '@h.loc': 'discard', '@g.loc': 'battlefield', prompt: { player: 2, kind: 'action' } } },
      ],
      expect: { 'p1.resources': 1 },
    });
  });
});
