import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

const use = { type: 'use', card: '@a', ability: 'action' };

describe('Archaon', () => {
  it('as it attacks: spend X (up to your resources) to deal X damage to a target unit of either player', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { resources: 4, hand: ['Mountain Brigade'], legend: { card: 'Archaon', as: 'a' }, kingdom: { cards: [{ card: 'Black Orc Squad', as: 'mine' }] } },
        { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'o' }] } },
        ['chaos', 'dwarf'],
      ),
      decisions: [
        { type: 'attack', zone: 'quest' },
        { type: 'attacker', card: '@a' },
        use,
        { expect: { options: { include: [{ type: 'target', target: '@o' }, { type: 'target', target: '@mine' }] } } },
        { type: 'target', target: '@o' },
        { expect: { options: { include: [{ type: 'number', value: 1 }, { type: 'number', value: 4 }], exclude: [{ type: 'number', value: 0 }, { type: 'number', value: 5 }] } } },
        { type: 'number', value: 3 },
        { expect: { '@o.damage': 3, 'p1.resources': 1, options: { exclude: [use] } } },
      ],
    });
  });

  it('not armed when only another unit attacks; not usable without resources', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { resources: 4, hand: ['Mountain Brigade'], legend: { card: 'Archaon', as: 'a' }, battlefield: { cards: [{ card: 'Chaos Knights', as: 'ck' }] } },
        { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'o' }] } },
        ['chaos', 'dwarf'],
      ),
      decisions: [
        { type: 'attack', zone: 'quest' },
        { type: 'attacker', card: '@ck' },
        { type: 'pass' },
        // nothing to use: the attack runs on to the damage
        { expect: { prompt: { player: 1, kind: 'assignDamage' }, '@o.damage': 0 } },
      ],
    });
    expectScenario({
      phase: 'battlefield',
      players: board(
        { resources: 0, hand: ['Mountain Brigade'], legend: { card: 'Archaon', as: 'a' }, battlefield: { cards: [{ card: 'Chaos Knights', as: 'ck' }] } },
        { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'o' }] } },
        ['chaos', 'dwarf'],
      ),
      decisions: [
        { type: 'attack', zone: 'quest' },
        { type: 'attacker', card: '@a' },
        { type: 'attacker', card: '@ck' },
        { expect: { prompt: { player: 1, kind: 'assignDamage' }, '@o.damage': 0 } },
      ],
    });
  });

  it("a legend is no target; the X resources stay spent when the target is gone before it resolves", () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { resources: 4, hand: ['Mountain Brigade'], legend: { card: 'Archaon', as: 'a' }, kingdom: { cards: [{ card: 'Black Orc Squad', as: 'mine' }] } },
        { resources: 6, hand: ['Plague Bomb'], legend: { card: 'Kairos Fateweaver', as: 'kf' }, kingdom: { cards: [{ card: 'Mountain Brigade', as: 'o', damage: 4 }, { card: 'Mountain Brigade', as: 'x' }] } },
        ['chaos', 'chaos'],
      ),
      decisions: [
        { type: 'pass', player: 2 },
        { type: 'attack', zone: 'quest' },
        { type: 'pass', player: 2 },
        { type: 'attacker', card: '@a' },
        use,
        { expect: { options: { include: [{ type: 'target', target: '@o' }], exclude: [{ type: 'target', target: '@kf' }, { type: 'target', target: '@a' }] } } },
        { type: 'target', target: '@o' },
        { type: 'number', value: 3 },
        { expect: { 'p1.resources': 1 } },
        // the opponent answers: his Plague Bomb destroys the target first
        { type: 'play', card: 'Plague Bomb', player: 2 },
        { type: 'target', target: '@x', player: 2 },
        // the third, the Archaon's target, is the only unit left and is taken for him
        { type: 'target', target: '@mine', player: 2 },
      ],
      expect: { '@o.loc': 'discard', 'p1.resources': 1, '@x.damage': 1 },
    });
  });
});
