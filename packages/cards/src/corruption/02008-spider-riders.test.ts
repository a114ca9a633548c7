import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Spider Riders', () => {
  it('has +2 power while it attacks from the battlefield, and only then', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { battlefield: { cards: [{ card: 'Spider Riders', as: 'sr' }] } },
        { kingdom: { cards: [{ card: 'Black Orc Squad', as: 'b' }] } },
      ),
      decisions: [
        { expect: { '@sr.power': 0 } },
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@sr' },
        { expect: { '@sr.power': 2 } },
        { type: 'defender', card: '@b', player: 2 },
        { type: 'assign', target: '@b', amount: 2 },
        { type: 'assign', target: '@sr', amount: 1, player: 2 },
      ],
      expect: { '@b.damage': 2, '@sr.loc': 'discard' },
    });
  });

  it('gives nothing while defending', () => {
    expectScenario({
      phase: 'battlefield',
      active: 2,
      players: board(
        { battlefield: { cards: [{ card: 'Spider Riders', as: 'sr' }] } },
        { battlefield: { cards: [{ card: 'Black Orc Squad', as: 'b' }] } },
        ['orc', 'orc'],
      ),
      decisions: [
        { type: 'attack', zone: 'battlefield' },
        { type: 'attacker', card: '@b' },
        { type: 'defender', card: '@sr', player: 1 },
        { expect: { '@sr.power': 0 } },
      ],
    });
  });

  it('attacking from outside the battlefield (questing on Sack Tor Aendris) it gains nothing', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { quest: { cards: [{ card: 'Sack Tor Aendris', as: 'q' }, { card: 'Spider Riders', as: 'sr', questing: '@q' }] } },
        { kingdom: { cards: [{ card: 'Black Orc Squad', as: 'b' }] } },
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@sr' },
        { expect: { 'combat.attackers': ['Spider Riders'], '@sr.power': 0 } },
      ],
    });
  });
});
