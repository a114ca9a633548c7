import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Helblaster Crew', () => {
  it("when it enters play, moves a target attachment from a unit to another unit of that zone (anyone's)", () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 6, hand: [{ card: 'Helblaster Crew', as: 'hc' }, 'Mountain Brigade'], kingdom: { cards: [{ card: 'Huntsmen', as: 'hu' }] } },
        {
          kingdom: { cards: [{ card: 'Black Orc Squad', as: 'b' }, { card: 'Choppa', as: 'ch', attachedTo: '@b' }, { card: 'Crooked Teef Goblins', as: 'g' }, { card: 'Night Goblins', as: 'g2' }] },
          quest: { cards: [{ card: 'Squig Herders', as: 'q' }] },
        },
        ['empire', 'orc'],
      ),
      decisions: [
        { type: 'play', card: '@hc', zone: 'battlefield' },
        // the only attachment is chosen for him; then another unit where it is (P2's kingdom: not
        // its own host, not his quest zone, not P1's units)
        { type: 'use', card: '@hc', ability: 'action' },
        { expect: { options: { include: [{ type: 'target', target: '@g' }, { type: 'target', target: '@g2' }], exclude: [{ type: 'target', target: '@b' }, { type: 'target', target: '@q' }, { type: 'target', target: '@hu' }, { type: 'target', target: '@hc' }] } } },
        { type: 'target', target: '@g' },
        { type: 'pass', player: 1 },
      ],
      expect: { '@ch.loc': 'kingdom', '@ch.controller': 2, '@b.power': 1, '@g.power': 3 },
    });
  });

  it('only the attachment is a target: the unit it moves to is picked as it resolves and pays no targeting tax (King Kazador)', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 5, hand: [{ card: 'Helblaster Crew', as: 'hc' }, 'Mountain Brigade'] },
        { kingdom: { cards: [{ card: 'King Kazador', as: 'kk' }, { card: 'Mountain Brigade', as: 'mb' }, { card: 'Gromril Armour', as: 'ga', attachedTo: '@mb' }] } },
        ['empire', 'dwarf'],
      ),
      decisions: [
        { type: 'play', card: '@hc', zone: 'battlefield' },
        { expect: { 'p1.resources': 0 } },
        // the only attachment is chosen for him, then the only other unit there
        { type: 'use', card: '@hc', ability: 'action' },
        { type: 'pass', player: 1 },
      ],
      expect: { '@ga.loc': 'kingdom', 'p1.resources': 0, log: [' is attached to King Kazador#'] },
    });
  });

  it('only as it enters play: not later, nor with no attachment to move', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 6, hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Helblaster Crew', as: 'hc' }, { card: 'Huntsmen', as: 'hu' }, { card: 'Huntsmen', as: 'hu2' }, { card: 'Runefang of Solland', as: 'rf', attachedTo: '@hu' }] } },
        {},
        ['empire', 'orc'],
      ),
      decisions: [{ type: 'use', card: '@hc', ability: 'action', illegal: '' }],
    });
    expectScenario({
      phase: 'capital',
      players: board({ resources: 6, hand: [{ card: 'Helblaster Crew', as: 'hc' }, 'Mountain Brigade'], kingdom: { cards: [{ card: 'Huntsmen', as: 'hu' }] } }, { kingdom: { cards: ['Black Orc Squad'] } }, ['empire', 'orc']),
      decisions: [{ type: 'play', card: '@hc', zone: 'kingdom' }, { expect: { '@hc.loc': 'kingdom', options: { exclude: [{ type: 'use', card: '@hc', ability: 'action' }] } } }],
    });
  });

  it("an attachment cannot go onto a unit its requirements refuse: nothing moves", () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 6, hand: [{ card: 'Helblaster Crew', as: 'hc' }, 'Mountain Brigade'], kingdom: { cards: [{ card: 'Huntsmen', as: 'hu' }, { card: 'Runefang of Solland', as: 'rf', attachedTo: '@hu' }, { card: 'Mountain Brigade', as: 'mb' }] } },
        {},
        ['empire', 'orc'],
      ),
      decisions: [{ type: 'play', card: '@hc', zone: 'battlefield' }, { type: 'pass', player: 1 }, { type: 'use', card: '@hc', ability: 'action' }, { type: 'pass', player: 1 }],
      expect: { '@rf.loc': 'kingdom', '@hu.power': 3, '@mb.power': 2 },
    });
  });
});
