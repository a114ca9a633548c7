import { describe, it } from 'vitest';
import { board, expectScenario } from '../../testing.js';

describe('Demolition!', () => {
  it('destroys a target support card, attachments included; units are no targets', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 2, hand: ['Demolition!'] },
        { kingdom: { cards: [{ card: 'Keystone Forge', as: 'k' }, { card: 'Mountain Brigade', as: 'm' }, { card: 'Organ Gun', as: 'g', attachedTo: '@m' }] } },
        ['dwarf', 'orc'],
      ),
      decisions: [
        { type: 'play', card: 'Demolition!' },
        { expect: { options: { include: [{ type: 'target', target: '@k' }, { type: 'target', target: '@g' }], exclude: [{ type: 'target', target: '@m' }] } } },
        { type: 'target', target: '@g' },
      ],
      expect: { '@g.loc': 'discard', '@k.loc': 'kingdom', 'p2.kingdom.units': ['Mountain Brigade'], 'p1.resources': 0 },
    });
  });

  it('destroys a target development, lowering that section hit points', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 2, hand: ['Demolition!'] }, { battlefield: { developments: [{ card: 'Troll Slayers', as: 'd' }] } }, ['dwarf', 'orc']),
      decisions: [{ type: 'play', card: 'Demolition!' }],
      expect: { '@d.loc': 'discard', 'p2.battlefield.developments': 0, 'p2.battlefield.hitPoints': 8 },
    });
  });

  it('cannot be played without a support or development in play', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 2, hand: ['Demolition!', 'Mountain Brigade'] }, { kingdom: { cards: ['Mountain Brigade'] } }, ['dwarf', 'orc']),
      decisions: [{ type: 'play', card: 'Demolition!', illegal: 'no legal target' }],
      expect: { 'p1.resources': 2 },
    });
  });
});
