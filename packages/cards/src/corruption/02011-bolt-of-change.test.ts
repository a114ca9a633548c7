import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Bolt of Change', () => {
  it('turns a target development (anyone\'s) into a 2-power, 2-hit-point unit for this turn, while it remains a development', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { capital: 'chaos', resources: 2, hand: [{ card: 'Bolt of Change', as: 'b' }, 'Mountain Brigade'], battlefield: { cards: [{ card: 'Huntsmen', as: 'hu' }], developments: [{ card: 'Troll Den', as: 'd' }] } },
        { kingdom: { developments: [{ card: 'Mountain Brigade', as: 'o' }] } },
      ),
      decisions: [
        { type: 'play', card: '@b' },
        // developments only, an opponent's too; not a unit
        { expect: { options: { include: [{ type: 'target', target: '@d' }, { type: 'target', target: '@o' }], exclude: [{ type: 'target', target: '@hu' }] } } },
        { type: 'target', target: '@d' },
        { expect: { 'p1.battlefield.units': ['Huntsmen', 'Troll Den'], '@d.dev': true, '@d.faceDown': true, '@d.power': 2, '@d.hitPoints': 2, 'p1.battlefield.hitPoints': 9, 'p1.resources': 0 } },
        { type: 'pass' },
        // a unit now: it attacks, and deals its 2 damage
        { type: 'attack', zone: 'quest' },
        { type: 'attacker', card: '@d' },
        { type: 'pass' },
        { type: 'assign', target: 'quest', amount: 2 },
      ],
      // the turn is over: it is only a development again
      expect: { turn: 4, 'p2.quest.damage': 2, '@d.loc': 'battlefield', '@d.dev': true, '@d.power': 0, 'p1.battlefield.units': ['Huntsmen'], 'p1.battlefield.developments': 1 },
    });
  });

  it('an opponent\'s development made a unit can defend, and 2 damage destroy it', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { capital: 'chaos', resources: 1, hand: ['Bolt of Change'], battlefield: { cards: [{ card: 'Chaos Knights', as: 'ck' }] } },
        { kingdom: { developments: [{ card: 'Mountain Brigade', as: 'o' }] } },
      ),
      decisions: [
        { type: 'play', card: 'Bolt of Change' }, // its only development: chosen for P1
        { expect: { 'p2.kingdom.units': ['Mountain Brigade'], '@o.power': 2 } },
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@ck' },
        { type: 'defender', card: '@o', player: 2 },
        { type: 'assign', target: '@o', amount: 2 },
        { type: 'assign', target: 'kingdom', amount: 1 },
        { type: 'assign', target: '@ck', amount: 2, player: 2 },
      ],
      expect: { '@o.loc': 'discard', '@ck.damage': 2, 'p2.kingdom.damage': 1, 'p2.kingdom.developments': 0 },
    });
  });
});
