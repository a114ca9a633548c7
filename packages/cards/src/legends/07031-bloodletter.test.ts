import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Bloodletter', () => {
  it('doubles combat damage as it is assigned to a unit (lethal counts doubled), not to a capital', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { battlefield: { cards: [{ card: 'Chaos Knights', as: 'ck' }] }, kingdom: { cards: ['Bloodletter'] } },
        { kingdom: { cards: [{ card: 'Black Orc Squad', as: 'm', damage: 2 }] } },
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@ck' },
        { type: 'defender', card: '@m' },
        { type: 'assign', target: '@m', amount: 1 },
        { expect: { '@m.assigned': 2 } },
        { type: 'assign', target: 'kingdom', amount: 2 },
        { type: 'assign', target: '@ck', amount: 1 },
      ],
      expect: { '@m.loc': 'discard', 'p2.kingdom.damage': 2, '@ck.damage': 2 },
    });
  });

  it("doubles non-combat damage to either player's units, before Toughness", () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 5, hand: ['Plague Bomb', 'Mountain Brigade'], kingdom: { cards: ['Bloodletter', { card: 'Mountain Brigade', as: 'mine' }] } },
        { kingdom: { cards: [{ card: 'Hammerer of Karak Azul', as: 'h' }, { card: 'Mountain Brigade', as: 'b' }] } },
        ['chaos', 'dwarf'],
      ),
      decisions: [
        { type: 'play', card: 'Plague Bomb' },
        { type: 'target', target: '@h' },
        { type: 'target', target: '@b' },
        { type: 'target', target: '@mine' },
        { type: 'pass' },
      ],
      expect: { '@h.damage': 1, '@b.damage': 4, '@mine.loc': 'discard', log: ['Toughness 1 cancels 1 damage'] },
    });
  });

  it('doubles Counterstrike damage too', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { battlefield: { cards: [{ card: 'Chaos Knights', as: 'ck' }] } },
        { kingdom: { cards: [{ card: 'Reiksguard Knights', as: 'r' }, 'Bloodletter'] } },
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@ck' },
        { type: 'defender', card: '@r', player: 2 },
        { type: 'pass', player: 2 },
      ],
      // Counterstrike 2, doubled: the 4-hit-point Knights are destroyed before dealing damage
      expect: { '@ck.loc': 'discard', '@r.damage': 0 },
    });
  });

  it('two Bloodletters triple it (FAQ)', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { battlefield: { cards: [{ card: 'Crooked Teef Goblins', as: 'g' }] }, kingdom: { cards: ['Bloodletter'] } },
        { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'm' }, 'Bloodletter'] } },
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@g' },
        { type: 'defender', card: '@m' },
        { type: 'pass', player: 2 },
        { type: 'assign', target: '@m', amount: 1 },
        { expect: { '@m.assigned': 3 } },
        { type: 'assign', target: '@g', amount: 2 },
      ],
      expect: { '@m.damage': 3, '@g.loc': 'discard' },
    });
  });

  it('does nothing while it is not in play', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { hand: ['Bloodletter'], battlefield: { cards: [{ card: 'Crooked Teef Goblins', as: 'g' }] } },
        { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'm' }] } },
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@g' },
        { type: 'defender', card: '@m' },
        { type: 'assign', target: '@m', amount: 1 },
        { type: 'assign', target: '@g', amount: 2 },
      ],
      expect: { '@m.damage': 1 },
    });
  });
});
