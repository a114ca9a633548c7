import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Karak Azul Forge', () => {
  it('gives Toughness 1 to each of your units carrying an Attachment card, not to bare ones nor to the opponent\'s', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        {
          kingdom: { cards: [{ card: 'Karak Azul Forge', as: 'f' }] },
          battlefield: { cards: [{ card: 'Mountain Brigade', as: 'a' }, { card: 'Organ Gun', attachedTo: '@a' }, { card: 'Mountain Brigade', as: 'b' }] },
        },
        { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'om' }, { card: 'Organ Gun', attachedTo: '@om' }] } },
        ['dwarf', 'orc'],
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@a' },
        { type: 'attacker', card: '@b' },
        { type: 'defender', card: '@om', player: 2 },
        { type: 'assign', target: '@om', amount: 4 },
        // the defender has 4 power with its Organ Gun
        { type: 'assign', target: '@a', amount: 2, player: 2 },
        { type: 'assign', target: '@b', amount: 2, player: 2 },
      ],
      expect: { '@a.damage': 1, '@b.damage': 2, '@om.damage': 4 },
    });
  });

  it('without the Forge in play the attachment gives no Toughness', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { battlefield: { cards: [{ card: 'Mountain Brigade', as: 'a' }, { card: 'Organ Gun', attachedTo: '@a' }] } },
        { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'om' }] } },
        ['dwarf', 'orc'],
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@a' },
        { type: 'defender', card: '@om', player: 2 },
        { type: 'assign', target: '@om', amount: 2 },
        { type: 'assign', target: '@a', amount: 2, player: 2 },
      ],
      expect: { '@a.damage': 2 },
    });
  });
});
