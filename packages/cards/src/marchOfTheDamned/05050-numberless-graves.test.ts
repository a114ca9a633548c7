import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Numberless Graves', () => {
  it('a unit of the opponent destroyed lets you draw the card at the bottom of your deck, if you wish', () => {
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
  it('a sacrifice is no destruction: the opponent sacrificing his own unit (Flagellants\' cost) does not arm it', () => {
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board(
        { deck: ['Mountain Brigade', 'Wight Lord'], kingdom: { cards: [{ card: 'Numberless Graves', as: 'g' }] } },
        { hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Flagellants', as: 'f' }] } },
        ['undead', 'empire'],
      ),
      decisions: [
        { type: 'use', card: '@f', ability: 'action', player: 2 },
        { type: 'pass', player: 2 },
        { expect: { '@f.loc': 'discard', prompt: { player: 1, kind: 'action' }, options: { exclude: [{ type: 'use', card: '@g', ability: 'action' }] } } },
      ],
    });
  });
});
