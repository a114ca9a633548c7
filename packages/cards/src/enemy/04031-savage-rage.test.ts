import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Savage Rage', () => {
  it("is played onto an Orc unit only, either player's", () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 4, hand: [{ card: 'Savage Rage', as: 'r' }, 'Mountain Brigade'], kingdom: { cards: [{ card: 'Black Orc Squad', as: 'bos' }, { card: 'Mountain Brigade', as: 'mb' }] } },
        { battlefield: { cards: [{ card: 'Black Orc Squad', as: 'theirs' }] } },
        ['orc', 'orc'],
      ),
      decisions: [
        { type: 'play', card: '@r', zone: 'kingdom', target: '@mb', illegal: 'cannot be attached' },
        { type: 'play', card: '@r', zone: 'battlefield', target: '@theirs' },
      ],
      expect: { '@r.loc': 'battlefield', '@r.controller': 1, 'p2.battlefield.supports': ['Savage Rage'], '@r.tokens': 0, '@theirs.power': 1 },
    });
  });

  it('gives the attached unit +1 power per token on it', () => {
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Black Orc Squad', as: 'bos' }, { card: 'Savage Rage', as: 'r', attachedTo: '@bos', tokens: 2 }] } }, {}, ['orc', 'dwarf']),
      decisions: [{ expect: { '@bos.power': 3 } }],
    });
  });

  it('gains a token each time the attached unit deals combat damage (attacking here), and the unit then has that power', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { battlefield: { cards: [{ card: 'Black Orc Squad', as: 'bos' }, { card: 'Savage Rage', as: 'r', attachedTo: '@bos', tokens: 1 }] } },
        { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'mb' }] } },
        ['orc', 'dwarf'],
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@bos' },
        { type: 'defender', card: '@mb', player: 2 },
        { type: 'assign', target: '@mb', amount: 2 },
        { type: 'assign', target: '@bos', amount: 2, player: 2 },
      ],
      expect: { '@mb.damage': 2, '@r.tokens': 2, '@bos.power': 3 },
    });
  });

  it('gains nothing when another unit deals combat damage', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { battlefield: { cards: [{ card: 'Black Orc Squad', as: 'bos' }, { card: 'Savage Rage', as: 'r', attachedTo: '@bos' }, { card: 'Black Orc Squad', as: 'b2' }] } },
        {},
        ['orc', 'chaos'],
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@b2' },
        { type: 'pass' },
        { type: 'assign', target: 'kingdom', amount: 1 },
      ],
      expect: { 'p2.kingdom.damage': 1, '@r.tokens': 0, '@bos.power': 1 },
    });
  });
});
