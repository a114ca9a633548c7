import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Keeper of the Flame', () => {
  it('takes 1 damage that Toughness cannot cancel, and destroys a target Attachment of either player (not another support, not a unit)', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        {
          hand: ['Mountain Brigade'],
          kingdom: { cards: [{ card: 'Keeper of the Flame', as: 'k' }, { card: 'Gromril Armour', as: 'ga', attachedTo: '@k' }, { card: 'Keystone Forge', as: 'kf' }] },
        },
        { battlefield: { cards: [{ card: 'Black Orc Squad', as: 'b' }, { card: 'Choppa', as: 'ch', attachedTo: '@b' }] } },
        ['high-elf', 'orc'],
      ),
      decisions: [
        { type: 'use', card: '@k', ability: 'action' },
        { expect: { options: { include: [{ type: 'target', target: '@ch' }, { type: 'target', target: '@ga' }], exclude: [{ type: 'target', target: '@kf' }, { type: 'target', target: '@b' }, { type: 'target', target: '@k' }] } } },
        { type: 'target', target: '@ch' },
        { expect: { prompt: { player: 1, kind: 'action' }, chain: 1 } },
        { type: 'pass' },
        // Gromril Armour's Toughness 1 does not cancel it
        { expect: { '@k.damage': 1, '@ch.loc': 'discard', '@b.loc': 'battlefield', '@ga.loc': 'kingdom' } },
        // no limit: used again it dies of the damage, and the attachment is still destroyed
        { type: 'use', card: '@k', ability: 'action' },
        // (the Armour is the only attachment left: chosen by itself)
        { type: 'pass' },
      ],
      expect: { '@k.loc': 'discard', '@ga.loc': 'discard' },
    });
  });

  it('cannot be used with no Attachment in play', () => {
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Keeper of the Flame', as: 'k' }, 'Keystone Forge'] } }, {}, ['high-elf', 'orc']),
      decisions: [{ type: 'use', card: '@k', ability: 'action', illegal: 'no legal target' }],
    });
  });

  it('destroys nothing if it has left play before it resolves (it could not take the damage)', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Keeper of the Flame', as: 'k', damage: 1 }] } },
        { battlefield: { cards: [{ card: 'Black Orc Squad', as: 'b' }, { card: 'Choppa', as: 'ch', attachedTo: '@b' }, { card: 'Savage Marauders', as: 'r' }, { card: 'Choppa', as: 'ch2', attachedTo: '@r' }] } },
        ['high-elf', 'orc'],
      ),
      decisions: [
        { type: 'use', card: '@k', ability: 'action' },
        { type: 'target', target: '@ch' },
        // in response, it is used again: that one resolves first, and the Keeper dies of its damage
        { type: 'use', card: '@k', ability: 'action' },
        { type: 'target', target: '@ch2' },
        { type: 'pass' },
        { type: 'pass' },
      ],
      expect: { '@k.loc': 'discard', '@ch2.loc': 'discard', '@ch.loc': 'battlefield' },
    });
  });

  it('its only target gone before it resolves: cancelled, so the Keeper takes no damage from it', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Keeper of the Flame', as: 'k' }] } },
        { battlefield: { cards: [{ card: 'Black Orc Squad', as: 'b' }, { card: 'Choppa', as: 'ch', attachedTo: '@b' }] } },
        ['high-elf', 'orc'],
      ),
      decisions: [
        { type: 'use', card: '@k', ability: 'action' },
        // in response, used again on the same Choppa: that one destroys it first
        { type: 'use', card: '@k', ability: 'action' },
        { type: 'pass' },
        { type: 'pass' },
      ],
      // one damage only (2 would destroy it): the first use found its target gone (FAQ: Illegal Target)
      expect: { '@ch.loc': 'discard', '@k.damage': 1, '@k.loc': 'kingdom' },
    });
  });

  it('the damage prevented (Protective Spites takes a token instead): it did not take it, so nothing is destroyed', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Keeper of the Flame', as: 'k' }, { card: 'Protective Spites', as: 'ps', attachedTo: '@k', tokens: 3 }] } },
        { battlefield: { cards: [{ card: 'Black Orc Squad', as: 'b' }, { card: 'Choppa', as: 'ch', attachedTo: '@b' }] } },
        ['high-elf', 'orc'],
      ),
      decisions: [
        { type: 'use', card: '@k', ability: 'action' },
        { type: 'target', target: '@ch' },
        { type: 'pass' },
      ],
      expect: { '@k.damage': 0, '@ps.tokens': 2, '@ch.loc': 'battlefield' },
    });
  });
});
