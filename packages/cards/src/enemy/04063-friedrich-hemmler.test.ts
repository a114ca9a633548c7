import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Friedrich Hemmler', () => {
  it('attacking, once defenders are declared: 1 uncancellable damage to every attacker and defender, itself included', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { battlefield: { cards: [{ card: 'Friedrich Hemmler', as: 'f' }, { card: 'Chaos Knights', as: 'k' }, { card: 'Huntsmen', as: 'idle' }] } },
        { kingdom: { cards: [{ card: 'Hammerer of Karak Azul', as: 'h' }, { card: 'Mountain Brigade', as: 'm' }, { card: 'Ironbreakers of Ankhor', as: 'home' }] } },
        ['empire', 'dwarf'],
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@f' },
        { type: 'attacker', card: '@k' },
        { type: 'pass' },
        { expect: { '@f.damage': 0 } },
        { type: 'defender', card: '@h', player: 2 },
        { type: 'defender', card: '@m', player: 2 },
        { type: 'pass', player: 2 },
        // Hammerer's Toughness cannot cancel it; units outside the combat are not hit
        { expect: { '@f.damage': 1, '@k.damage': 1, '@h.damage': 1, '@m.damage': 1, '@idle.damage': 0, '@home.damage': 0 } },
      ],
    });
  });

  it('defending: it is opposed as it is declared against attackers', () => {
    expectScenario({
      phase: 'battlefield',
      active: 2,
      players: board(
        { kingdom: { cards: [{ card: 'Friedrich Hemmler', as: 'f' }, { card: 'Huntsmen', as: 'home' }] } },
        { battlefield: { cards: [{ card: 'Mountain Brigade', as: 'm' }] } },
        ['empire', 'dwarf'],
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@m' },
        { type: 'defender', card: '@f', player: 1 },
        { type: 'pass', player: 1 },
        { expect: { '@f.damage': 1, '@m.damage': 1, '@home.damage': 0 } },
      ],
    });
  });

  it('defending alongside a unit declared after it: the defenders are declared together, so that one is hit too', () => {
    expectScenario({
      phase: 'battlefield',
      active: 2,
      players: board(
        { kingdom: { cards: [{ card: 'Friedrich Hemmler', as: 'f' }, { card: 'Chaos Knights', as: 'k' }, { card: 'Huntsmen', as: 'home' }] } },
        { battlefield: { cards: [{ card: 'Mountain Brigade', as: 'm' }] } },
        ['empire', 'dwarf'],
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@m' },
        { type: 'defender', card: '@f', player: 1 },
        { expect: { '@f.damage': 0 } },
        { type: 'defender', card: '@k', player: 1 },
        { type: 'pass', player: 1 },
        { expect: { '@f.damage': 1, '@k.damage': 1, '@m.damage': 1, '@home.damage': 0 } },
      ],
    });
  });

  it('nothing when no one opposes it, or when another unit fights without it', () => {
    expectScenario({
      phase: 'battlefield',
      players: board({ battlefield: { cards: [{ card: 'Friedrich Hemmler', as: 'f' }] } }, { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'm' }] } }, ['empire', 'dwarf']),
      decisions: [{ type: 'attack', zone: 'kingdom' }, { type: 'attacker', card: '@f' }, { type: 'pass', player: 2 }, { expect: { '@f.damage': 0, '@m.damage': 0 } }],
    });
    expectScenario({
      phase: 'battlefield',
      players: board(
        { battlefield: { cards: [{ card: 'Friedrich Hemmler', as: 'f' }, { card: 'Chaos Knights', as: 'k' }] } },
        { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'm' }] } },
        ['empire', 'dwarf'],
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@k' },
        { type: 'pass' },
        { type: 'defender', card: '@m', player: 2 },
        { expect: { '@f.damage': 0, '@k.damage': 0, '@m.damage': 0 } },
      ],
    });
  });
});
