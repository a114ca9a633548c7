import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Giant Spider', () => {
  it('enters play only in the battlefield', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 4, hand: [{ card: 'Giant Spider', as: 'gs' }] }),
      decisions: [
        { type: 'play', card: '@gs', zone: 'kingdom', illegal: '' },
        { expect: { options: { exclude: [{ type: 'play', card: '@gs', zone: 'kingdom' }, { type: 'play', card: '@gs', zone: 'quest' }] } } },
        { type: 'play', card: '@gs', zone: 'battlefield' },
      ],
      expect: { '@gs.loc': 'battlefield', 'p1.resources': 0 },
    });
  });

  it('cannot be declared as an attacker against a zone holding no unit; other units still can', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { battlefield: { cards: [{ card: 'Giant Spider', as: 'gs' }, { card: 'Huntsmen', as: 'hu' }] } },
        // a development, a support and a unit elsewhere do not count
        { quest: { cards: ['Keystone Forge'], developments: ['Mountain Brigade'] }, kingdom: { cards: ['Mountain Brigade'] } },
      ),
      decisions: [
        { type: 'attack', zone: 'quest' },
        { expect: { prompt: { player: 1, kind: 'declareAttackers' }, options: { include: [{ type: 'attacker', card: '@hu' }], exclude: [{ type: 'attacker', card: '@gs' }] } } },
        { type: 'attacker', card: '@gs', illegal: '' },
        { type: 'attacker', card: '@hu' },
        { type: 'assign', target: 'quest', amount: 1 },
      ],
      expect: { 'p2.quest.damage': 1, '@gs.loc': 'battlefield', turn: 4 },
    });
  });

  it('attacks normally a zone holding a unit', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { battlefield: { cards: [{ card: 'Giant Spider', as: 'gs' }] } },
        { kingdom: { cards: [{ card: 'Huntsmen', as: 'm' }] } },
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@gs' },
        { type: 'pass', player: 2 },
        { type: 'assign', target: 'kingdom', amount: 2 },
      ],
      expect: { 'p2.kingdom.damage': 2, '@m.loc': 'kingdom' },
    });
  });

  it('once declared, it keeps attacking though the zone loses its units', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { resources: 9, hand: ['Manaan Take You!'], battlefield: { cards: [{ card: 'Giant Spider', as: 'gs' }] } },
        { kingdom: { cards: [{ card: 'Huntsmen', as: 'm' }] } },
      ),
      decisions: [
        { type: 'pass' },
        { type: 'attack', zone: 'kingdom' },
        { type: 'pass' },
        { type: 'attacker', card: '@gs' },
        // the defending zone's only unit is destroyed before defenders are declared
        { type: 'play', card: 'Manaan Take You!' },
        { type: 'target', target: '@m' },
        { expect: { '@m.loc': 'discard', 'combat.attackers': ['Giant Spider'] } },
        { type: 'assign', target: 'kingdom', amount: 2 },
      ],
      expect: { 'p2.kingdom.damage': 2 },
    });
  });
  it('a development made a unit (Jade Acolyte) is a unit in the defending zone', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { battlefield: { cards: [{ card: 'Giant Spider', as: 'gs' }] } },
        { resources: 1, battlefield: { cards: [{ card: 'Jade Acolyte', as: 'j' }] }, quest: { developments: [{ card: 'Mountain Brigade', as: 'd' }] } },
        ['orc', 'empire'],
      ),
      decisions: [
        { type: 'use', card: '@j', ability: 'action', player: 2 },
        { expect: { 'p2.quest.units': ['Mountain Brigade'] } },
        { type: 'attack', zone: 'quest' },
        { type: 'attacker', card: '@gs' },
        { expect: { 'combat.attackers': ['Giant Spider'] } },
      ],
    });
  });
});
