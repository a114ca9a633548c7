import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

const use = { type: 'use', card: '@a', ability: 'action' };

describe('Dark Elf Assassin', () => {
  it('with a legend of its controller in play: as it attacks, destroys a target damaged unit of either player, in any zone', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        {
          hand: ['Mountain Brigade'],
          legend: 'Morathi',
          battlefield: { cards: [{ card: 'Dark Elf Assassin', as: 'a' }] },
          kingdom: { cards: [{ card: 'Black Orc Squad', as: 'mine', damage: 1 }] },
        },
        { quest: { cards: [{ card: 'Mountain Brigade', as: 'hurt', damage: 1 }, { card: 'Mountain Brigade', as: 'whole' }] } },
        ['dark-elf', 'dwarf'],
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@a' },
        { type: 'pass' },
        use,
        { expect: { options: { include: [{ type: 'target', target: '@hurt' }, { type: 'target', target: '@mine' }], exclude: [{ type: 'target', target: '@whole' }] } } },
        { type: 'target', target: '@hurt' },
      ],
      expect: { '@hurt.loc': 'discard', '@whole.loc': 'quest', '@mine.loc': 'kingdom' },
    });
  });

  it('usable once per attack, not outside its trigger', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { hand: ['Mountain Brigade'], legend: 'Morathi', battlefield: { cards: [{ card: 'Dark Elf Assassin', as: 'a' }] } },
        { quest: { cards: [{ card: 'Mountain Brigade', as: 'h1', damage: 1 }, { card: 'Mountain Brigade', as: 'h2', damage: 1 }] } },
        ['dark-elf', 'dwarf'],
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@a' },
        { type: 'pass' },
        use,
        { type: 'target', target: '@h1' },
        { expect: { '@h1.loc': 'discard', options: { exclude: [use] } } },
      ],
    });
  });

  it("without a legend of its controller (the opponent's does not count) it has no such Action", () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { hand: ['Mountain Brigade'], battlefield: { cards: [{ card: 'Dark Elf Assassin', as: 'a' }] } },
        { legend: 'Grombrindal', quest: { cards: [{ card: 'Mountain Brigade', as: 'h', damage: 1 }] } },
        ['dark-elf', 'dwarf'],
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@a' },
        // no Action to offer: the attack runs on to the damage, the damaged unit untouched
        { expect: { prompt: { player: 1, kind: 'assignDamage' }, '@h.loc': 'quest' } },
      ],
    });
  });
});
