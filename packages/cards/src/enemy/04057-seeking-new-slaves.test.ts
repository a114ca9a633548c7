import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Seeking New Slaves', () => {
  it('puts an opponent\'s unit that entered his discard pile this turn into play in your chosen zone, under your control, corrupted', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 5, hand: [{ card: 'Seeking New Slaves', as: 's' }, 'Mountain Brigade'], kingdom: { cards: [{ card: 'Lobber Crew', as: 'l' }] }, discard: ['Chaos Knights'] },
        { battlefield: { cards: [{ card: 'Black Orc Squad', as: 'b' }, { card: 'Savage Marauders', as: 'kept' }] }, discard: [{ card: 'Shades', as: 'old' }] },
        ['dark-elf', 'orc'],
      ),
      decisions: [
        // units in play, or in the discard pile since before this turn, are no targets
        { type: 'play', card: '@s', illegal: 'no legal target' },
        { type: 'use', card: '@l', ability: 'action' },
        { type: 'target', target: '@b', player: 2 },
        // P1's own Lobber Crew entered his own discard pile this turn: not an opponent's pile
        // the Squad is the only candidate (not the old Shades, nor P2's unit in play): it is chosen for P1
        { type: 'play', card: '@s' },
        // on resolution, one of P1's zones
        { expect: { prompt: { player: 1, kind: 'choose' }, options: { include: [{ type: 'target', target: 'kingdom', owner: 1 }, { type: 'target', target: 'quest', owner: 1 }, { type: 'target', target: 'battlefield', owner: 1 }], exclude: [{ type: 'target', target: 'kingdom', owner: 2 }] } } },
        { type: 'target', target: 'quest', owner: 1 },
      ],
      expect: { '@b.loc': 'quest', '@b.controller': 1, '@b.corrupt': true, 'p1.quest.units': ['Black Orc Squad'], '@old.loc': 'discard', '@kept.controller': 2, '@s.loc': 'discard' },
    });
  });

  it('a unit that could enter none of your zones is no target (a unique card you have in play)', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 5, hand: [{ card: 'Seeking New Slaves', as: 's' }, 'Mountain Brigade'], kingdom: { cards: [{ card: 'Lobber Crew', as: 'l' }] }, battlefield: { cards: [{ card: 'Duregan Thorgrimson', as: 'mine' }] } },
        { battlefield: { cards: [{ card: 'Duregan Thorgrimson', as: 'd' }] } },
        ['dark-elf', 'dwarf'],
      ),
      decisions: [
        { type: 'use', card: '@l', ability: 'action' },
        { expect: { '@d.loc': 'discard' } },
        { type: 'play', card: '@s', illegal: 'no legal target' },
      ],
      expect: { '@d.loc': 'discard', '@mine.loc': 'battlefield', '@s.loc': 'hand' },
    });
  });

  it('only the zones the unit can enter are offered (a unit that may enter play only in a battlefield)', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 5, hand: [{ card: 'Seeking New Slaves', as: 's' }, 'Mountain Brigade'], kingdom: { cards: [{ card: 'Lobber Crew', as: 'l' }] } },
        { battlefield: { cards: [{ card: 'Crooked Teef Goblins', as: 'g' }] } },
        ['dark-elf', 'orc'],
      ),
      decisions: [
        { type: 'use', card: '@l', ability: 'action' },
        // the only target, and the only zone it can enter, are picked for P1
        { type: 'play', card: '@s' },
      ],
      expect: { '@g.loc': 'battlefield', '@g.controller': 1, '@g.corrupt': true, 'p1.battlefield.units': ['Crooked Teef Goblins'] },
    });
  });
});
