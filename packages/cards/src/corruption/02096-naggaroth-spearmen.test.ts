import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Naggaroth Spearmen', () => {
  it('in the battlefield, pays X (its zone\'s developments) to deal X more combat damage this turn', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        {
          resources: 3,
          hand: ['Mountain Brigade'],
          kingdom: { developments: ['Mountain Brigade'] },
          battlefield: { cards: [{ card: 'Naggaroth Spearmen', as: 'ns' }], developments: ['Mountain Brigade', 'Mountain Brigade'] },
        },
        { battlefield: { developments: ['Mountain Brigade'] } },
        ['dark-elf', 'orc'],
      ),
      decisions: [
        { type: 'use', card: '@ns', ability: 'action' },
        // X = 2: only the developments in its own zone
        { expect: { 'p1.resources': 1, '@ns.power': 1 } },
        { type: 'pass' },
        { type: 'attack', zone: 'quest' },
        { type: 'attacker', card: '@ns' },
        { type: 'assign', target: 'quest', amount: 3 },
      ],
      expect: { 'p2.quest.damage': 3 },
    });
  });

  it('works only in the battlefield, needs a development there, and X resources', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 3, hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Naggaroth Spearmen', as: 'ns' }], developments: ['Mountain Brigade'] } }, {}, ['dark-elf', 'orc']),
      decisions: [{ type: 'use', card: '@ns', ability: 'action', illegal: 'battlefield' }],
    });
    expectScenario({
      phase: 'capital',
      players: board({ resources: 3, hand: ['Mountain Brigade'], battlefield: { cards: [{ card: 'Naggaroth Spearmen', as: 'ns' }] }, kingdom: { developments: ['Mountain Brigade'] } }, {}, ['dark-elf', 'orc']),
      decisions: [{ type: 'use', card: '@ns', ability: 'action', illegal: 'could not resolve' }],
    });
    expectScenario({
      phase: 'capital',
      players: board({ resources: 1, hand: ['Mountain Brigade'], battlefield: { cards: [{ card: 'Naggaroth Spearmen', as: 'ns' }], developments: ['Mountain Brigade', 'Mountain Brigade'] } }, {}, ['dark-elf', 'orc']),
      decisions: [{ type: 'use', card: '@ns', ability: 'action', illegal: 'costs more' }],
    });
  });

  it('the extra damage lasts until the end of the turn', () => {
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board(
        { resources: 1, battlefield: { cards: [{ card: 'Naggaroth Spearmen', as: 'ns' }], developments: ['Mountain Brigade'] } },
        { hand: ['Mountain Brigade'] },
        ['dark-elf', 'orc'],
      ),
      decisions: [
        { type: 'pass', player: 2 },
        // used in the opponent's turn
        { type: 'use', card: '@ns', ability: 'action', player: 1 },
        { expect: { 'p1.resources': 0 } },
        { type: 'pass' },
        { type: 'pass' },
        { type: 'pass' },
        { expect: { turn: 4, active: 1, phase: 'capital' } },
        { type: 'pass', player: 1 },
        { type: 'pass', player: 1 },
        { type: 'attack', zone: 'quest' },
        { type: 'pass' },
        { type: 'attacker', card: '@ns' },
        { type: 'pass' },
        { type: 'pass' },
        { type: 'assign', target: 'quest', amount: 1 },
        { type: 'pass' },
      ],
      expect: { 'p2.quest.damage': 1 },
    });
  });
});
