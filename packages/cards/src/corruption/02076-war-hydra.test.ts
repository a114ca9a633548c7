import { describe, expect, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('War Hydra', () => {
  it('gets 5 resource tokens when it enters play', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 5, hand: [{ card: 'War Hydra', as: 'h' }, 'Mountain Brigade'] }, {}, ['dark-elf', 'orc']),
      decisions: [{ type: 'play', card: '@h', zone: 'battlefield' }, { expect: { '@h.tokens': 5, '@h.loc': 'battlefield', 'p1.resources': 0 } }],
    });
  });

  it('each point of damage it would be dealt costs a token instead and gives its controller 1 resource; without tokens, damage is dealt', () => {
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board(
        { resources: 0, kingdom: { cards: [{ card: 'War Hydra', as: 'h', tokens: 3 }] } },
        { resources: 4, battlefield: { cards: [{ card: 'Reaper Bolt Thrower', as: 'r' }, { card: 'Repeater Bolt Thrower', as: 'rep' }], developments: ['01001', '01001'] } },
        ['dark-elf', 'chaos'],
      ),
      decisions: [
        { type: 'use', card: '@r', ability: 'action', player: 2 },
        { type: 'pass', player: 2 },
        { type: 'assign', target: '@h', amount: 2, player: 1 },
        { expect: { '@h.damage': 0, '@h.tokens': 1, 'p1.resources': 2, '@h.loc': 'kingdom' } },
        // 2 more: 1 token cancels 1 point, the other is dealt and destroys the 1-hit-point Hydra
        { type: 'use', card: '@rep', ability: 'action', player: 2 },
        { type: 'assign', target: '@h', amount: 2, player: 1 },
      ],
      expect: { '@h.loc': 'discard', 'p1.resources': 3 },
    });
  });

  it('damage that cannot be cancelled (Counterstrike) is not stopped by its tokens', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { battlefield: { cards: [{ card: 'War Hydra', as: 'h', tokens: 5 }] } },
        { kingdom: { cards: [{ card: 'Reiksguard Knights', as: 'rk' }] } },
        ['dark-elf', 'empire'],
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@h' },
        { type: 'defender', card: '@rk', player: 2 },
      ],
      expect: { '@h.loc': 'discard', 'p1.resources': 0 },
    });
  });

  it('one that has left play by the time its token effect resolves gets no tokens', () => {
    const r = expectScenario({
      phase: 'capital',
      players: board({ resources: 6, hand: [{ card: 'War Hydra', as: 'h' }, { card: '01076', as: 'wez' }, 'Mountain Brigade'] }, {}, ['dark-elf', 'orc']),
      decisions: [
        // We'z Bigga!: the next unit P1 plays costs 1 less and comes with 1 damage token, placed by a
        // triggered constant effect, which resolves before the Hydra's Forced effect
        { type: 'play', card: '@wez' },
        { type: 'play', card: '@h', zone: 'battlefield' },
        { expect: { '@h.loc': 'discard', '@h.tokens': 0 } },
      ],
    });
    const log = r.state.log!;
    const died = log.findIndex((l) => l.includes('War Hydra#0 is destroyed'));
    const resolved = log.findIndex((l) => l.includes('War Hydra#0 resolves'));
    // the state check destroyed it first; its effect then resolved and put no token anywhere
    expect(died).toBeGreaterThanOrEqual(0);
    expect(resolved).toBeGreaterThan(died);
    expect(log.some((l) => l.includes('resource token'))).toBe(false);
  });
});
