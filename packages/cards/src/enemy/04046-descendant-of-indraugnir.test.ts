import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Descendant of Indraugnir', () => {
  it('when it attacks, its opponent is dealt 4 indirect damage and assigns it himself among his units and sections', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { battlefield: { cards: [{ card: 'Descendant of Indraugnir', as: 'd' }, { card: 'Chaos Knights', as: 'k' }] } },
        { kingdom: { cards: [{ card: 'Black Orc Squad', as: 'b' }] } },
        ['high-elf', 'orc'],
      ),
      decisions: [
        { type: 'attack', zone: 'quest' },
        { type: 'attacker', card: '@d' },
        { type: 'pass' },
        { type: 'use', card: '@d', ability: 'action' },
        { expect: { prompt: { player: 2, kind: 'assignIndirect' } } },
        { type: 'assign', target: '@b', amount: 1, player: 2 },
        { type: 'assign', target: 'kingdom', amount: 2, player: 2 },
        { type: 'assign', target: 'battlefield', amount: 1, player: 2 },
        // 4 in all, none to its own player's cards
        { expect: { '@b.damage': 1, 'p2.kingdom.damage': 2, 'p2.battlefield.damage': 1, '@d.damage': 0, '@k.damage': 0, 'p1.kingdom.damage': 0 } },
      ],
    });
  });

  it('is not usable unless it was itself declared as an attacker', () => {
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Mountain Brigade'], battlefield: { cards: [{ card: 'Descendant of Indraugnir', as: 'd' }] } }, {}, ['high-elf', 'orc']),
      decisions: [{ type: 'use', card: '@d', ability: 'action', illegal: 'first opportunity after its trigger' }],
    });
    expectScenario({
      phase: 'battlefield',
      players: board(
        // (Rip Dere 'Eads Off! keeps an action open for player 1 after attackers are declared)
        { resources: 5, hand: ["Rip Dere 'Eads Off!"], battlefield: { cards: [{ card: 'Descendant of Indraugnir', as: 'd' }, { card: 'Chaos Knights', as: 'k' }], developments: ['Mountain Brigade'] } },
        { kingdom: { cards: ['Mountain Brigade'] } },
        ['high-elf', 'orc'],
      ),
      decisions: [
        { type: 'pass' },
        { type: 'attack', zone: 'kingdom' },
        { type: 'pass' },
        { type: 'attacker', card: '@k' },
        { type: 'pass' },
        { type: 'use', card: '@d', ability: 'action', illegal: 'first opportunity after its trigger' },
      ],
    });
  });
});
