import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Sorceress Convent', () => {
  it("once the opponent discards from his hand, deals 1 damage to a section of his capital its controller picks", () => {
    expectScenario({
      phase: 'battlefield',
      active: 2,
      players: board(
        { kingdom: { cards: [{ card: 'Anointed Cauldron', as: 'c' }, { card: 'Sorceress Convent', as: 's' }] } },
        { hand: [{ card: 'Chaos Knights', as: 'k1' }], battlefield: { cards: [{ card: 'Black Orc Squad', as: 'a' }] } },
        ['dark-elf', 'orc'],
      ),
      decisions: [
        { expect: { options: { exclude: [{ type: 'use', card: '@s', ability: 'action' }] } } },
        { type: 'attack', zone: 'kingdom', player: 2 },
        { type: 'attacker', card: '@a' },
        { type: 'use', card: '@c', ability: 'action', player: 1 },
        { expect: { '@k1.loc': 'discard' } },
        { type: 'use', card: '@s', ability: 'action', player: 1 },
        { expect: { prompt: { player: 1, kind: 'choose' } } },
        { type: 'target', target: 'quest', owner: 2, player: 1 },
        { expect: { 'p2.quest.damage': 1, 'p2.kingdom.damage': 0, 'p2.battlefield.damage': 0 } },
      ],
    });
  });

  it('several cards discarded together arm it once', () => {
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board(
        { kingdom: { cards: [{ card: 'Sorceress Convent', as: 's' }] } },
        { capital: 'orc', resources: 5, hand: ['Muck', 'Chaos Knights', 'Huntsmen'] },
        ['dark-elf', 'orc'],
      ),
      decisions: [
        { type: 'play', card: 'Muck', player: 2 },
        { type: 'pass', player: 2 }, // order of his discard pile
        { expect: { 'p2.discard.count': 3, prompt: { player: 1, kind: 'action' }, options: { include: [{ type: 'use', card: '@s', ability: 'action' }] } } },
        { type: 'use', card: '@s', ability: 'action', player: 1 },
        { type: 'target', target: 'kingdom', owner: 2, player: 1 },
        { expect: { 'p2.kingdom.damage': 1, options: { exclude: [{ type: 'use', card: '@s', ability: 'action' }] } } },
      ],
    });
  });

  it('its own controller discarding does not arm it', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { hand: ['Chaos Knights'], kingdom: { cards: [{ card: 'Sorceress Convent', as: 's' }] }, battlefield: { cards: [{ card: 'Black Orc Squad', as: 'a' }] } },
        { kingdom: { cards: [{ card: 'Anointed Cauldron', as: 'c' }] } },
        ['dark-elf', 'dark-elf'],
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@a' },
        { type: 'use', card: '@c', ability: 'action', player: 2 },
        { expect: { 'p1.hand.count': 0, options: { exclude: [{ type: 'use', card: '@s', ability: 'action' }] } } },
      ],
    });
  });
});
