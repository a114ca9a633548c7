import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Asrai Longbow', () => {
  it('after your capital is dealt combat damage, 2 damage to a target unit in a zone matching its own (either capital)', () => {
    expectScenario({
      phase: 'battlefield',
      active: 2,
      players: board(
        {
          battlefield: { cards: [{ card: 'Mountain Brigade', as: 'u' }, { card: 'Asrai Longbow', as: 'lb', attachedTo: '@u' }] },
          kingdom: { cards: [{ card: 'Mountain Brigade', as: 'k' }] },
        },
        { battlefield: { cards: [{ card: 'Mountain Brigade', as: 'o' }, { card: 'Mountain Brigade', as: 'o2' }] }, kingdom: { cards: [{ card: 'Mountain Brigade', as: 'ok' }] } },
        ['empire', 'orc'],
      ),
      decisions: [
        { type: 'attack', zone: 'quest' },
        { type: 'attacker', card: '@o' },
        { type: 'attacker', card: '@o2' },
        { type: 'assign', target: 'quest', amount: 4 },
        { expect: { 'p1.quest.damage': 4 } },
        { type: 'use', card: '@lb', ability: 'action', player: 1 },
        // units in either battlefield, not in other zones
        { expect: { options: { include: [{ type: 'target', target: '@o' }, { type: 'target', target: '@u' }], exclude: [{ type: 'target', target: '@k' }, { type: 'target', target: '@ok' }] } } },
        { type: 'target', target: '@o' },
        { expect: { '@o.damage': 2 } },
        { type: 'use', card: '@lb', ability: 'action', illegal: '' },
      ],
    });
  });

  it('damage to units of yours does not trigger it', () => {
    expectScenario({
      phase: 'battlefield',
      active: 2,
      players: board(
        { battlefield: { cards: [{ card: 'Mountain Brigade', as: 'u' }, { card: 'Asrai Longbow', as: 'lb', attachedTo: '@u' }] } },
        { battlefield: { cards: [{ card: 'Mountain Brigade', as: 'o' }] } },
        ['empire', 'orc'],
      ),
      decisions: [
        { type: 'attack', zone: 'battlefield' },
        { type: 'attacker', card: '@o' },
        { type: 'defender', card: '@u', player: 1 },
        { type: 'assign', target: '@u', amount: 2 },
        { type: 'assign', target: '@o', amount: 2, player: 1 },
        { expect: { '@u.damage': 2, 'p1.battlefield.damage': 0 } },
        { type: 'use', card: '@lb', ability: 'action', illegal: '' },
      ],
    });
  });

  it("damage to the opponent's capital does not trigger it", () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { battlefield: { cards: [{ card: 'Mountain Brigade', as: 'u' }, { card: 'Asrai Longbow', as: 'lb', attachedTo: '@u' }] } },
        { battlefield: { cards: [{ card: 'Mountain Brigade', as: 'o' }] } },
        ['empire', 'orc'],
      ),
      decisions: [
        { type: 'attack', zone: 'quest' },
        { type: 'attacker', card: '@u' },
        { type: 'assign', target: 'quest', amount: 2 },
        { expect: { 'p2.quest.damage': 2 } },
        { type: 'use', card: '@lb', ability: 'action', illegal: '' },
      ],
      expect: { '@o.damage': 0 },
    });
  });
});
