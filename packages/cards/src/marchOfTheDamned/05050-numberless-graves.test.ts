import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Numberless Graves', () => {
  it('when an opponent\'s unit is destroyed, you may draw the bottom card of your deck', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 2, hand: ['Beguile'], deck: ['Mountain Brigade', 'Mountain Brigade', 'Wight Lord'], kingdom: { cards: [{ card: 'Numberless Graves', as: 'g' }] } },
        { kingdom: { cards: [{ card: 'Chaos Knights', as: 'k' }, { card: 'Skeletal Horde', as: 'h' }] } },
        ['undead', 'empire'],
      ),
      decisions: [
        { type: 'play', card: 'Beguile' },
        { type: 'target', target: '@k' },
        { expect: { '@h.loc': 'discard', prompt: { player: 1, kind: 'action' }, options: { include: [{ type: 'use', card: '@g', ability: 'action' }] } } },
        { type: 'use', card: '@g', ability: 'action' },
      ],
      expect: { 'p1.hand': ['Wight Lord'], 'p1.deck': 2 },
    });
  });

  it('is optional, at the first opportunity only; your own unit destroyed does not arm it', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 2, hand: ['Beguile', 'Mountain Brigade'], deck: ['Mountain Brigade', 'Wight Lord'], kingdom: { cards: [{ card: 'Numberless Graves', as: 'g' }, { card: 'Chaos Knights', as: 'k' }, { card: 'Skeletal Horde', as: 'h' }] } },
        {},
        ['undead', 'empire'],
      ),
      decisions: [
        { type: 'play', card: 'Beguile' },
        { type: 'target', target: '@k' },
        { expect: { '@h.loc': 'discard' } },
        { type: 'use', card: '@g', ability: 'action', illegal: 'first opportunity after its trigger' },
      ],
      expect: { 'p1.deck': 2 },
    });
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 2, hand: ['Beguile', 'Mountain Brigade'], deck: ['Mountain Brigade', 'Wight Lord'], kingdom: { cards: [{ card: 'Numberless Graves', as: 'g' }] } },
        { kingdom: { cards: [{ card: 'Chaos Knights', as: 'k' }, { card: 'Skeletal Horde', as: 'h' }] } },
        ['undead', 'empire'],
      ),
      decisions: [
        { type: 'play', card: 'Beguile' },
        { type: 'target', target: '@k' },
        { type: 'pass' },
        { expect: { options: { exclude: [{ type: 'use', card: '@g', ability: 'action' }] } } },
      ],
      expect: { 'p1.deck': 2, 'p1.hand': ['Mountain Brigade'] },
    });
  });
});
