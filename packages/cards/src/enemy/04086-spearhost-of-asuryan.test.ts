import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Spearhost of Asuryan', () => {
  it('when it attacks, its player may deal 2 indirect damage to the opponent, who spreads it himself', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        // (a Knights Panther in the kingdom and a resource to pay it keep P1 a choice in each window)
        { resources: 1, battlefield: { cards: [{ card: 'Spearhost of Asuryan', as: 's' }] }, kingdom: { cards: [{ card: 'Knights Panther', as: 'k' }] } },
        { quest: { cards: [{ card: 'Mountain Brigade', as: 'm' }] } },
        ['high-elf', 'orc'],
      ),
      decisions: [
        { type: 'pass' }, // (the battlefield phase's opening window)
        { type: 'attack', zone: 'kingdom' },
        { type: 'pass' }, // (the window once the zone is named)
        { type: 'attacker', card: '@s' },
        { type: 'use', card: '@s', ability: 'action' },
        { type: 'pass' }, // (no response of his own)
        { expect: { prompt: { player: 2, kind: 'assignIndirect' } } },
        { type: 'assign', target: '@m', amount: 1, player: 2 },
        { type: 'assign', target: 'battlefield', amount: 1, player: 2 },
        { expect: { '@m.damage': 1, 'p2.battlefield.damage': 1 } },
        // one use for the one declaration
        { type: 'use', card: '@s', ability: 'action', illegal: 'first opportunity after its trigger' },
      ],
    });
  });

  it('declined at its first opportunity, the use is gone', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        // (a Knights Panther in the kingdom and a resource to pay it keep P1 a choice in each window)
        { resources: 1, battlefield: { cards: [{ card: 'Spearhost of Asuryan', as: 's' }] }, kingdom: { cards: [{ card: 'Knights Panther', as: 'k' }] } },
        { quest: { cards: [{ card: 'Mountain Brigade', as: 'm' }] } },
        ['high-elf', 'orc'],
      ),
      decisions: [
        { type: 'pass' }, // (the battlefield phase's opening window)
        { type: 'attack', zone: 'kingdom' },
        { type: 'pass' }, // (the window once the zone is named)
        { type: 'attacker', card: '@s' },
        { type: 'pass' },
        { type: 'use', card: '@s', ability: 'action', illegal: 'first opportunity after its trigger' },
      ],
      expect: { '@m.damage': 0, 'p2.quest.damage': 0, 'p2.battlefield.damage': 0, 'p2.kingdom.damage': 0 },
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
