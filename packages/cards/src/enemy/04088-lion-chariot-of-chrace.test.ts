import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Lion Chariot of Chrace', () => {
  it('takes 1 damage to strike with Counterstrike 2 when declared as a defender', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { battlefield: { cards: [{ card: 'Chaos Knights', as: 'ck' }] } },
        { kingdom: { cards: [{ card: 'Lion Chariot of Chrace', as: 'c' }] } },
        ['chaos', 'high-elf'],
      ),
      decisions: [
        { type: 'pass', player: 2 },
        { type: 'attack', zone: 'kingdom' },
        { type: 'pass', player: 2 },
        { type: 'attacker', card: '@ck' },
        { type: 'use', card: '@c', ability: 'action', player: 2 },
        { type: 'pass', player: 2 },
        { expect: { '@c.damage': 1, '@ck.damage': 0 } },
        { type: 'pass', player: 2 },
        { type: 'defender', card: '@c', player: 2 },
        { expect: { '@ck.damage': 2 } },
      ],
    });
  });

  it('without using it, the unit strikes nothing as it is declared', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { battlefield: { cards: [{ card: 'Chaos Knights', as: 'ck' }] } },
        { kingdom: { cards: [{ card: 'Lion Chariot of Chrace', as: 'c' }] } },
        ['chaos', 'high-elf'],
      ),
      decisions: [
        { type: 'pass', player: 2 },
        { type: 'attack', zone: 'kingdom' },
        { type: 'pass', player: 2 },
        { type: 'attacker', card: '@ck' },
        { type: 'pass', player: 2 },
        { type: 'defender', card: '@c', player: 2 },
        { expect: { '@ck.damage': 0 } },
      ],
    });
  });

  it('used twice, Counterstrike 4 (they add up)', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { battlefield: { cards: [{ card: 'Chaos Knights', as: 'ck' }, { card: 'Black Orc Squad', as: 'o' }] } },
        { kingdom: { cards: [{ card: 'Lion Chariot of Chrace', as: 'c' }] } },
        ['chaos', 'high-elf'],
      ),
      decisions: [
        { type: 'pass', player: 2 },
        { type: 'attack', zone: 'kingdom' },
        { type: 'pass', player: 2 },
        { type: 'attacker', card: '@ck' },
        { type: 'pass' },
        { type: 'use', card: '@c', ability: 'action', player: 2 },
        { type: 'pass', player: 2 },
        { type: 'use', card: '@c', ability: 'action', player: 2 },
        { type: 'pass', player: 2 },
        { type: 'pass', player: 2 },
        { type: 'defender', card: '@c', player: 2 },
        { expect: { '@c.damage': 2, '@ck.loc': 'discard' } },
      ],
    });
  });
});

describe('Lion Chariot of Chrace, its own damage', () => {
  it('is dealt even when it destroys the unit (no Counterstrike then)', () => {
    expectScenario({
      phase: 'capital',
      players: board({}, { kingdom: { cards: [{ card: 'Lion Chariot of Chrace', as: 'c', damage: 2 }] } }, ['chaos', 'high-elf']),
      decisions: [{ type: 'use', card: '@c', ability: 'action', player: 2 }, { type: 'pass', player: 2 }],
      expect: { '@c.loc': 'discard' },
    });
  });

  it('the Counterstrike lasts only the turn it was gained', () => {
    expectScenario({
      phase: 'battlefield',
      active: 2,
      players: board(
        { battlefield: { cards: [{ card: 'Chaos Knights', as: 'ck' }] } },
        { kingdom: { cards: [{ card: 'Lion Chariot of Chrace', as: 'c' }] } },
        ['chaos', 'high-elf'],
      ),
      decisions: [
        // used in P2's own turn
        { type: 'use', card: '@c', ability: 'action', player: 2 },
        { type: 'pass', player: 2 },
        { expect: { '@c.damage': 1 } },
        // on to P1's battlefield phase (P2 could use it again in each window: he passes)
        { type: 'pass', player: 2 },
        { type: 'pass', player: 2 },
        { type: 'pass', player: 2 },
        { type: 'pass', player: 2 },
        { type: 'pass', player: 2 },
        // P1's capital phase: he plays nothing
        { type: 'pass', player: 1 },
        { type: 'pass', player: 2 },
        { type: 'pass', player: 2 },
        { expect: { turn: 4, prompt: { player: 1, kind: 'attackZone' } } },
        { type: 'attack', zone: 'kingdom' },
        { type: 'pass', player: 2 },
        { type: 'attacker', card: '@ck' },
        { type: 'pass', player: 2 },
        { type: 'defender', card: '@c', player: 2 },
        // no Counterstrike any more
        { expect: { '@ck.damage': 0 } },
      ],
    });
  });
});
