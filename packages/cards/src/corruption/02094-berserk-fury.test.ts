import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Berserk Fury', () => {
  it('a target unit (any player\'s) has 3 more power this turn; at the end of the turn it is dealt 2 damage, and the power goes', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 3, hand: ['Berserk Fury', 'Mountain Brigade'], kingdom: { cards: [{ card: 'Chaos Knights', as: 'ck' }] } },
        { hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Mountain Brigade', as: 'mb' }] } },
        ['chaos', 'orc'],
      ),
      decisions: [
        { type: 'play', card: 'Berserk Fury' },
        { expect: { options: { include: [{ type: 'target', target: '@ck' }, { type: 'target', target: '@mb' }] } } },
        { type: 'target', target: '@mb' },
        { expect: { '@mb.power': 5, '@mb.damage': 0, 'p1.resources': 0 } },
        { type: 'pass', player: 1 },
        { expect: { turn: 4, active: 2 } },
      ],
      expect: { '@mb.power': 2, '@mb.damage': 2, '@ck.damage': 0 },
    });
  });

  it('the end-of-turn damage can destroy the unit', () => {
    expectScenario({
      phase: 'battlefield',
      players: board({ resources: 3, hand: ['Berserk Fury'], battlefield: { cards: [{ card: 'Savage Gors', as: 'sg' }] } }, {}, ['chaos', 'orc']),
      decisions: [
        { type: 'play', card: 'Berserk Fury' },
        { expect: { '@sg.power': 4 } },
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@sg' },
        { type: 'assign', target: 'kingdom', amount: 4 },
      ],
      expect: { 'p2.kingdom.damage': 4, '@sg.loc': 'discard', turn: 4 },
    });
  });

  it('with its target gone when it resolves, it does nothing (and no damage comes later)', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 3, hand: ['Berserk Fury', 'Mountain Brigade'], kingdom: { cards: [{ card: 'Chaos Knights', as: 'ck' }] } },
        { kingdom: { cards: [{ card: 'Lobber Crew', as: 'lc' }, { card: 'Black Orc Squad', as: 'b' }] } },
        ['chaos', 'orc'],
      ),
      decisions: [
        { type: 'play', card: 'Berserk Fury' },
        { type: 'target', target: '@lc' },
        // in response P2 sacrifices the target for its own ability; P1 sacrifices his only unit
        { type: 'use', card: '@lc', ability: 'action', player: 2 },
        { type: 'pass', player: 1 },
        { type: 'pass', player: 2 },
        { expect: { '@lc.loc': 'discard', '@ck.loc': 'discard', '@b.power': 1, chain: 0 } },
        { type: 'pass', player: 1 },
      ],
      expect: { '@b.damage': 0, '@b.power': 1, log: ['T4 '] },
    });
  });
});
