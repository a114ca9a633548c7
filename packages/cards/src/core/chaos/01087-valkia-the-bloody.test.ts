import { describe, it } from 'vitest';
import { board, expectScenario } from '../../testing.js';

describe('Valkia the Bloody', () => {
  it('from the quest zone, spends 2 to move the damage she chooses onto a corrupted unit, never past lethal and ignoring Toughness', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 2, hand: ['Mountain Brigade'], quest: { cards: [{ card: 'Valkia the Bloody', as: 'v', damage: 3 }] } },
        { kingdom: { cards: [{ card: 'Hammerer of Karak Azul', as: 'h', corrupt: true }, { card: 'Black Orc Squad', as: 'b' }] } },
        ['chaos', 'dwarf'],
      ),
      decisions: [
        // the uncorrupted Black Orc Squad is no target, so the Hammerer is targeted for you
        { type: 'use', card: '@v', ability: 'action' },
        // paid on initiation; the opponent cannot respond, so it resolves: she chooses how much to move
        { expect: { 'p1.resources': 0, prompt: { player: 1, kind: 'choose' } } },
        // she has 3 damage, but the Hammerer (2 hit points) can take only 2
        { expect: { options: { include: [{ type: 'number', value: 1 }, { type: 'number', value: 2 }], exclude: [{ type: 'number', value: 3 }, { type: 'number', value: 0 }] } } },
        { type: 'number', value: 2 },
      ],
      expect: { '@v.damage': 1, '@h.loc': 'discard', '@b.damage': 0, log: ['2 damage moves from Valkia the Bloody'] },
    });
  });

  it('may move fewer than she has; a corrupted unit of her own controller may take it', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 2, hand: ['Mountain Brigade'], quest: { cards: [{ card: 'Valkia the Bloody', as: 'v', damage: 3 }] }, kingdom: { cards: [{ card: 'Mountain Brigade', as: 'own', corrupt: true }] } },
        { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'm', corrupt: true }] } },
        ['chaos', 'dwarf'],
      ),
      decisions: [
        { type: 'use', card: '@v', ability: 'action' },
        { expect: { options: { include: [{ type: 'target', target: '@own' }, { type: 'target', target: '@m' }], exclude: [{ type: 'target', target: '@v' }] } } },
        { type: 'target', target: '@own' },
        { type: 'number', value: 1 },
      ],
      expect: { '@v.damage': 2, '@own.damage': 1, '@m.damage': 0 },
    });
  });

  it('cannot be used without damage on her, without a corrupted unit, or outside the quest zone', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 2, hand: ['Mountain Brigade'], quest: { cards: [{ card: 'Valkia the Bloody', as: 'v' }] } }, { kingdom: { cards: [{ card: 'Mountain Brigade', corrupt: true }] } }, ['chaos', 'dwarf']),
      decisions: [{ type: 'use', card: '@v', ability: 'action', illegal: 'could not resolve' }],
    });
    expectScenario({
      phase: 'capital',
      players: board({ resources: 2, hand: ['Mountain Brigade'], quest: { cards: [{ card: 'Valkia the Bloody', as: 'v', damage: 1 }] } }, { kingdom: { cards: ['Mountain Brigade'] } }, ['chaos', 'dwarf']),
      decisions: [{ type: 'use', card: '@v', ability: 'action', illegal: 'target' }],
    });
    expectScenario({
      phase: 'capital',
      players: board({ resources: 2, hand: ['Mountain Brigade'], battlefield: { cards: [{ card: 'Valkia the Bloody', as: 'v', damage: 1 }] } }, { kingdom: { cards: [{ card: 'Mountain Brigade', corrupt: true }] } }, ['chaos', 'dwarf']),
      decisions: [{ type: 'use', card: '@v', ability: 'action', illegal: 'quest' }],
    });
  });
});
