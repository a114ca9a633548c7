import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Bolt of Change', () => {
  it('turns a target development into a 2-power, 2-hit-point unit for this turn, while it remains a development', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { capital: 'chaos', resources: 2, hand: [{ card: 'Bolt of Change', as: 'b' }, 'Mountain Brigade'], battlefield: { developments: [{ card: 'Troll Den', as: 'd' }] } },
        { kingdom: { developments: [{ card: 'Mountain Brigade', as: 'o' }] } },
      ),
      decisions: [
        { type: 'play', card: '@b' },
        { expect: { options: { include: [{ type: 'target', target: '@d' }, { type: 'target', target: '@o' }] } } },
        { type: 'target', target: '@d' },
        { expect: { 'p1.battlefield.units': ['Troll Den'], '@d.dev': true, '@d.power': 2, '@d.hitPoints': 2, 'p1.battlefield.hitPoints': 9, 'p1.resources': 0 } },
        { type: 'pass' },
        { type: 'attack', zone: 'quest' },
        { type: 'attacker', card: '@d' },
        { type: 'assign', target: 'quest', amount: 2 },
      ],
      expect: { turn: 4, 'p2.quest.damage': 2, '@d.loc': 'battlefield', '@d.dev': true, '@d.power': 0, 'p1.battlefield.units': [] },
    });
  });
});
