import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Kairos Fateweaver', () => {
  it('makes each of your developments a 2-power, 2-hit-point unit that still counts as a development; not the opponent\'s', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        {
          hand: [{ card: 'Black Orc Squad', as: 'new' }, 'Mountain Brigade'],
          legend: { card: 'Kairos Fateweaver', as: 'k' },
          kingdom: { developments: [{ card: 'Mountain Brigade', as: 'd1' }] },
          battlefield: { developments: [{ card: 'Troll Den', as: 'd2' }] },
        },
        { kingdom: { developments: [{ card: 'Mountain Brigade', as: 'o' }] } },
      ),
      decisions: [
        // a development played now enters play as a development, then is a unit too
        { type: 'develop', card: '@new', zone: 'quest' },
      ],
      expect: {
        'p1.quest.units': ['Black Orc Squad'],
        '@new.dev': true,
        '@new.power': 2,
        '@new.corrupt': false,
        'p1.kingdom.units': ['Mountain Brigade'],
        'p1.battlefield.units': ['Troll Den'],
        '@d1.dev': true,
        '@d1.faceDown': true,
        '@d1.power': 2,
        '@d1.hitPoints': 2,
        '@d2.power': 2,
        'p1.kingdom.developments': 1,
        'p1.kingdom.hitPoints': 9,
        'p2.kingdom.units': [],
        '@o.power': 0,
        '@k.power': 2,
      },
    });
  });

  it('its development-units add their power to the zone, attack from the battlefield and defend', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { legend: { card: 'Kairos Fateweaver', as: 'k' }, battlefield: { developments: [{ card: 'Troll Den', as: 'd' }] } },
        { quest: { developments: [{ card: 'Mountain Brigade', as: 'o' }] } },
      ),
      decisions: [
        { expect: { 'p1.battlefield.power': 2 + 2 } },
        { type: 'attack', zone: 'quest' },
        { expect: { options: { include: [{ type: 'attacker', card: '@d' }, { type: 'attacker', card: '@k' }] } } },
        { type: 'attacker', card: '@d' },
        { type: 'pass' },
        { type: 'assign', target: 'quest', amount: 2 },
      ],
      expect: { 'p2.quest.damage': 2, '@d.damage': 0, '@d.loc': 'battlefield' },
    });
  });

  it('a development-unit dealt lethal damage is destroyed; when Kairos leaves play the others are only developments again, without their damage', () => {
    expectScenario({
      phase: 'battlefield',
      active: 2,
      players: board(
        {
          legend: { card: 'Kairos Fateweaver', as: 'k' },
          kingdom: { developments: [{ card: 'Mountain Brigade', as: 'd1', damage: 1 }, { card: 'Troll Den', as: 'd2' }] },
        },
        { battlefield: { cards: [{ card: 'Chaos Knights', as: 'ck' }, { card: 'Black Orc Squad', as: 'b' }] } },
      ),
      decisions: [
        // P2 attacks P1's kingdom; P1's development-units defend
        { type: 'attack', zone: 'kingdom', player: 2 },
        { type: 'attacker', card: '@ck' },
        { type: 'attacker', card: '@b' },
        { expect: { options: { include: [{ type: 'defender', card: '@d1' }, { type: 'defender', card: '@d2' }] } } },
        { type: 'defender', card: '@d2', player: 1 },
        { type: 'pass', player: 1 },
        { type: 'assign', target: '@d2', amount: 2, player: 2 },
        { type: 'assign', target: 'kingdom', amount: 2, player: 2 },
        { type: 'assign', target: '@b', amount: 2, player: 1 },
        { expect: { '@d2.loc': 'discard', '@b.damage': 2, 'p1.kingdom.damage': 2, 'p1.kingdom.units': ['Mountain Brigade'] } },
      ],
    });
    expectScenario({
      phase: 'battlefield',
      active: 2,
      players: board(
        { legend: { card: 'Kairos Fateweaver', as: 'k' }, kingdom: { developments: [{ card: 'Mountain Brigade', as: 'd1', damage: 1 }] } },
        { battlefield: { cards: [{ card: 'Chaos Knights', as: 'ck' }] } },
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom', target: '@k', player: 2 },
        { type: 'attacker', card: '@ck' },
        { type: 'pass', player: 1 },
        { type: 'assign', target: '@k', amount: 3, player: 2 },
        // Kairos strikes back with its power in the kingdom
        { type: 'assign', target: '@ck', amount: 2, player: 1 },
      ],
      expect: { '@k.loc': 'discard', '@d1.loc': 'kingdom', '@d1.dev': true, '@d1.damage': 0, '@d1.power': 0, 'p1.kingdom.units': [], 'p1.kingdom.developments': 1 },
    });
  });
});
