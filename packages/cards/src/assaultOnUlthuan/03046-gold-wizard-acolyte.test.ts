import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Gold Wizard Acolyte', () => {
  it('when it attacks, one target unit cannot defend against that attack (only in that attack)', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { battlefield: { cards: [{ card: 'Gold Wizard Acolyte', as: 'g' }] } },
        { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'm' }, { card: 'Black Orc Squad', as: 'b' }] } },
        ['empire', 'orc'],
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@g' },
        { type: 'use', card: '@g', ability: 'action' },
        { type: 'target', target: '@m' },
        { expect: { prompt: { player: 2, kind: 'declareDefenders' }, options: { include: [{ type: 'defender', card: '@b' }], exclude: [{ type: 'defender', card: '@m' }] } } },
        { type: 'pass', player: 2 },
        { type: 'assign', target: 'kingdom', amount: 1 },
      ],
      expect: { 'p2.kingdom.damage': 1, turn: 4 },
    });
  });

  it('can be used only right after it is declared as an attacker, and only from the battlefield', () => {
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Mountain Brigade'], battlefield: { cards: [{ card: 'Gold Wizard Acolyte', as: 'g' }] } }, { kingdom: { cards: ['Mountain Brigade'] } }, ['empire', 'orc']),
      decisions: [{ type: 'use', card: '@g', ability: 'action', illegal: 'first opportunity after its trigger' }],
    });
    // questing on Sack Tor Aendris it may attack from the quest zone, but its Battlefield action stays off
    expectScenario({
      phase: 'battlefield',
      players: board(
        // (Rip Dere 'Eads Off! keeps a legal action open for P1 after attackers are declared)
        { resources: 5, hand: ["Rip Dere 'Eads Off!"], quest: { cards: [{ card: 'Sack Tor Aendris', as: 's' }, { card: 'Gold Wizard Acolyte', as: 'g', questing: '@s' }], developments: ['Mountain Brigade'] } },
        { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'm' }] } },
        ['empire', 'orc'],
      ),
      decisions: [
        { type: 'pass' },
        { type: 'attack', zone: 'kingdom' },
        { type: 'pass' },
        { type: 'attacker', card: '@g' },
        { type: 'use', card: '@g', ability: 'action', illegal: 'only in the battlefield' },
        { type: 'pass' },
        { expect: { prompt: { player: 2, kind: 'declareDefenders' }, options: { include: [{ type: 'defender', card: '@m' }] } } },
      ],
    });
  });
});
