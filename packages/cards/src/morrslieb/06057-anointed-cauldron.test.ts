import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Anointed Cauldron', () => {
  it('when its zone is attacked, its controller may make the attacking player discard a card he picks', () => {
    expectScenario({
      phase: 'battlefield',
      active: 2,
      players: board(
        { kingdom: { cards: [{ card: 'Anointed Cauldron', as: 'c' }] } },
        { hand: [{ card: 'Chaos Knights', as: 'k1' }, { card: 'Huntsmen', as: 'k2' }], battlefield: { cards: [{ card: 'Black Orc Squad', as: 'a' }] } },
        ['dark-elf', 'orc'],
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom', player: 2 },
        { type: 'attacker', card: '@a' },
        { type: 'use', card: '@c', ability: 'action', player: 1 },
        { expect: { prompt: { player: 2, kind: 'choose' } } },
        { type: 'target', target: '@k2', player: 2 },
        { expect: { '@k2.loc': 'discard', '@k1.loc': 'hand' } },
      ],
    });
  });

  it("its controller attacking the opponent's same zone does not arm it", () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { hand: ['Huntsmen'], kingdom: { cards: [{ card: 'Anointed Cauldron', as: 'c' }] }, battlefield: { cards: [{ card: 'Black Orc Squad', as: 'a' }] } },
        { hand: ['Huntsmen'], kingdom: { cards: ['Mountain Brigade'] } },
        ['dark-elf', 'orc'],
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@a' },
        { expect: { options: { exclude: [{ type: 'use', card: '@c', ability: 'action' }] } } },
      ],
    });
  });

  it('an attack on another zone does not arm it', () => {
    expectScenario({
      phase: 'battlefield',
      active: 2,
      players: board(
        { kingdom: { cards: [{ card: 'Anointed Cauldron', as: 'c' }] }, quest: { cards: ['Huntsmen'] } },
        { hand: ['Chaos Knights', 'Huntsmen'], battlefield: { cards: [{ card: 'Black Orc Squad', as: 'a' }] } },
        ['dark-elf', 'orc'],
      ),
      decisions: [
        { type: 'attack', zone: 'quest', player: 2 },
        { type: 'attacker', card: '@a' },
        { expect: { options: { exclude: [{ type: 'use', card: '@c', ability: 'action' }] } } },
      ],
    });
  });
});
