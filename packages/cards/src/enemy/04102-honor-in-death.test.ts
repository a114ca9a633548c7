import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

const p1 = { battlefield: { cards: [{ card: 'Black Orc Squad', as: 'a' }, { card: 'Black Orc Squad', as: 'home' }] } };

describe('Honor in Death', () => {
  it('sacrifices a unit of yours (its player picks it) to destroy a target attacking unit; a unit not attacking is no target', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        p1,
        { resources: 2, hand: [{ card: 'Honor in Death', as: 'h' }, 'Mountain Brigade'], kingdom: { cards: [{ card: 'Mountain Brigade', as: 'm' }, { card: 'Hammerer of Karak Azul', as: 'k' }] } },
      ),
      decisions: [
        // no unit attacks yet: P2 cannot play it (his window passes by itself)
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@a' },
        { type: 'pass' },
        { type: 'play', card: '@h', player: 2 },
        // the only attacking unit is the target (made for P2); the non-attacking Squad is not one
        { expect: { prompt: { player: 2, kind: 'choose' }, options: { include: [{ type: 'target', target: '@m' }, { type: 'target', target: '@k' }], exclude: [{ type: 'target', target: '@home' }] } } },
        { type: 'target', target: '@k', player: 2 },
        { expect: { '@k.loc': 'discard', 'p2.resources': 1 } },
      ],
      expect: { '@a.loc': 'discard', '@home.loc': 'battlefield', '@m.loc': 'kingdom' },
    });
  });

  it('cannot be played without a unit to sacrifice', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(p1, { resources: 2, hand: [{ card: 'Honor in Death', as: 'h' }, 'Mountain Brigade'] }),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@a' },
        { type: 'pass' },
        // P2 cannot play it: his window passes by itself
        { expect: { prompt: { player: 1, kind: 'assignDamage' } } },
      ],
    });
  });

  it('the attacker gone at resolution: nothing is destroyed, the sacrificed unit stays in the discard pile', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { resources: 2, hand: ['Bloodburn Poison', 'Mountain Brigade'], battlefield: { cards: [{ card: 'Shades', as: 'a' }, { card: 'Black Orc Squad', as: 'home' }] } },
        { resources: 2, hand: [{ card: 'Honor in Death', as: 'h' }, 'Mountain Brigade'], kingdom: { cards: [{ card: 'Hammerer of Karak Azul', as: 'k' }] } },
        ['dark-elf', 'dwarf'],
      ),
      decisions: [
        { type: 'pass' },
        { type: 'attack', zone: 'kingdom' },
        { type: 'pass' },
        { type: 'attacker', card: '@a' },
        { type: 'pass' },
        { type: 'pass' },
        // (the Shades is the only attacker and the Hammerer P2's only unit: both made for him)
        { type: 'play', card: '@h', player: 2 },
        // P1 answers by killing his own attacker
        { type: 'play', card: 'Bloodburn Poison' },
        { type: 'target', target: '@a' },
        { type: 'pass', player: 2 },
      ],
      expect: { chain: 0, '@a.loc': 'discard', '@k.loc': 'discard', '@h.loc': 'discard', '@home.loc': 'battlefield' },
    });
  });
});
