import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Spearhost of Asuryan', () => {
  it('when it attacks, its player may deal 2 indirect damage to the opponent, who spreads it himself', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { battlefield: { cards: [{ card: 'Spearhost of Asuryan', as: 's' }] } },
        { quest: { cards: [{ card: 'Mountain Brigade', as: 'm' }] } },
        ['high-elf', 'orc'],
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@s' },
        { type: 'use', card: '@s', ability: 'action' },
        { expect: { prompt: { player: 2, kind: 'assignIndirect' } } },
        { type: 'assign', target: '@m', amount: 1, player: 2 },
        { type: 'assign', target: 'battlefield', amount: 1, player: 2 },
        { expect: { '@m.damage': 1, 'p2.battlefield.damage': 1 } },
      ],
    });
  });

  it('is optional and usable once per attack: another unit attacking does not arm it', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { battlefield: { cards: [{ card: 'Spearhost of Asuryan', as: 's' }, { card: 'Chaos Knights', as: 'k' }] } },
        { quest: { cards: [{ card: 'Mountain Brigade', as: 'm' }] } },
        ['high-elf', 'orc'],
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@k' },
        { type: 'pass' }, // (the Spearhost stays back)
        { expect: { prompt: { player: 1, kind: 'assignDamage' } } },
      ],
    });
  });
});
