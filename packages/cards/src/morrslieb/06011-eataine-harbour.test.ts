import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Eataine Harbour', () => {
  it("units (either player's) in a zone with no developments lose their Actions; a development in the zone keeps them", () => {
    expectScenario({
      phase: 'capital',
      players: board(
        {
          capital: 'high-elf',
          resources: 4,
          hand: ['Mountain Brigade'],
          kingdom: { cards: ['Eatine Harbour', { card: 'Monster of the Deep', as: 'md' }] },
          quest: { cards: [{ card: 'Tree Kin', as: 'tk' }], developments: ['Mountain Brigade'] },
        },
        {
          capital: 'high-elf',
          resources: 4,
          kingdom: { cards: [{ card: 'Tree Kin', as: 'o1' }] },
          quest: { cards: [{ card: 'Tree Kin', as: 'o2' }], developments: ['Mountain Brigade'] },
        },
        ['high-elf', 'high-elf'],
      ),
      decisions: [
        { type: 'use', card: '@md', ability: 'action', illegal: 'lost its Actions' },
        { expect: { options: { include: [{ type: 'use', card: '@tk', ability: 'action' }], exclude: [{ type: 'use', card: '@md', ability: 'action' }] } } },
        { type: 'use', card: '@tk', ability: 'action' },
        // the opponent's units too: only the one in a zone with a development may respond
        { expect: { prompt: { player: 2, kind: 'action' }, options: { include: [{ type: 'use', card: '@o2', ability: 'action' }], exclude: [{ type: 'use', card: '@o1', ability: 'action' }] } } },
        { type: 'use', card: '@o2', ability: 'action', player: 2 },
        { type: 'pass', player: 1 },
        { type: 'pass', player: 2 },
      ],
      expect: { '@tk.dev': true, '@o2.dev': true, '@o1.dev': false, '@md.corrupt': false },
    });
  });

  it('they lose their Forced effects: a River Troll heals only where a development is', () => {
    expectScenario({
      phase: 'beginTurn',
      players: board({
        kingdom: { cards: ['Eatine Harbour', { card: 'River Troll', as: 't', damage: 2 }] },
        quest: { cards: [{ card: 'River Troll', as: 'q', damage: 2 }], developments: ['Mountain Brigade'] },
      }),
      decisions: [{ expect: { phase: 'capital', '@t.damage': 2, '@q.damage': 0 } }],
    });
  });

  it('a unit that lost its Forced effects triggers nothing as it leaves play', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 5, hand: ['Plague Bomb', 'Mountain Brigade'], kingdom: { cards: ['Eatine Harbour'] } },
        {
          kingdom: { cards: [{ card: 'Walking Sacrifice', as: 'w1' }] },
          quest: { cards: [{ card: 'Walking Sacrifice', as: 'w2' }], developments: ['Mountain Brigade'] },
          battlefield: { cards: [{ card: 'Mountain Brigade', as: 'm' }] },
        },
        ['chaos', 'dwarf'],
      ),
      decisions: [
        { type: 'play', card: 'Plague Bomb' },
        { type: 'target', target: '@w1' },
        { type: 'target', target: '@w2' },
      ],
      // only the one in the zone with a development draws its controller a card
      expect: { '@w1.loc': 'discard', '@w2.loc': 'discard', '@m.damage': 3, 'p2.hand.count': 1 },
    });
  });

  it('a triggered Action of a unit in a zone without developments is not armed', () => {
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Mountain Brigade', 'Mountain Brigade'], kingdom: { cards: ['Eatine Harbour', { card: 'Sorcerer of Tzeentch', as: 's' }] } }, { kingdom: { cards: ['Mountain Brigade'] } }),
      decisions: [
        { type: 'develop', card: 'Mountain Brigade', zone: 'quest' },
        { expect: { 'p1.quest.developments': 1, options: { exclude: [{ type: 'use', card: '@s', ability: 'action' }] } } },
      ],
    });
  });

  it('without the Harbour in play, nothing is lost', () => {
    expectScenario({
      phase: 'beginTurn',
      players: board({ hand: ['Eatine Harbour'], kingdom: { cards: [{ card: 'River Troll', as: 't', damage: 2 }] } }),
      decisions: [{ expect: { phase: 'capital', '@t.damage': 0 } }],
    });
  });
});
