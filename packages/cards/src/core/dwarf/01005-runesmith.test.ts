import { describe, it } from 'vitest';
import { board, expectScenario } from '../../testing.js';

describe('Runesmith', () => {
  it('in the quest zone, spends 2 to give a target unit +1 power until the end of the turn', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 3, hand: ['Mountain Brigade'], quest: { cards: [{ card: 'Runesmith', as: 'r' }] }, battlefield: { cards: [{ card: 'Black Orc Squad', as: 'b' }] } },
        { kingdom: { cards: [{ card: 'Chaos Knights', as: 'c' }] } },
      ),
      decisions: [
        { type: 'use', card: '@r', ability: 'action' },
        // any unit may be targeted, the opponent's included
        { expect: { prompt: { player: 1, kind: 'choose' }, options: { include: [{ type: 'target', target: '@b' }, { type: 'target', target: '@c' }, { type: 'target', target: '@r' }] } } },
        { type: 'target', target: '@b' },
        // paid on initiation; neither player can respond, so it resolves at once
        { expect: { 'p1.resources': 1, chain: 0, '@b.power': 2, '@c.power': 3, log: ['P1 uses Runesmith#', '(pays 2)'] } },
        { type: 'pass' }, // end of the capital phase
        { type: 'pass' }, // no attack: the turn ends
        { expect: { turn: 4, '@b.power': 1 } },
      ],
    });
  });

  it('cannot be used outside the quest zone or without 2 resources', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 3, hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Runesmith', as: 'r' }] } }),
      decisions: [{ type: 'use', card: '@r', ability: 'action', illegal: 'only in the quest' }],
      expect: { 'p1.resources': 3 },
    });
    expectScenario({
      phase: 'capital',
      players: board({ resources: 1, hand: ['Mountain Brigade'], quest: { cards: [{ card: 'Runesmith', as: 'q' }] } }),
      decisions: [{ type: 'use', card: '@q', ability: 'action', illegal: 'costs more' }],
      expect: { 'p1.resources': 1 },
    });
  });
});
