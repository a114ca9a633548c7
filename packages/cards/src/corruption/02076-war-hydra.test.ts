import { logLines } from '@invasion/engine';
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
        // triggered constant effect; the Hydra's tokens are one too: P1 orders the two
        { type: 'play', card: '@wez' },
        { type: 'play', card: '@h', zone: 'battlefield' },
        { expect: { prompt: { player: 1, kind: 'orderEffects' } } },
        { type: 'resolve', index: 1 }, // the damage first
        { expect: { '@h.loc': 'discard', '@h.tokens': 0 } },
      ],
    });
    const log = logLines(r.state);
    const died = log.findIndex((l) => l.includes('War Hydra#0 is destroyed'));
    const resolved = log.findIndex((l) => l.includes('War Hydra#0 resolves'));
    // the state check destroyed it first; its effect then resolved and put no token anywhere
    expect(died).toBeGreaterThanOrEqual(0);
    expect(resolved).toBeGreaterThan(died);
    expect(log.some((l) => l.includes('resource token'))).toBe(false);
  });

  it('its tokens on entering play are no Forced effect; its token shield is (Eataine Harbour takes only the shield)', () => {
    // entering a zone without developments under Eataine Harbour: 5 tokens all the same
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 5, hand: [{ card: 'War Hydra', as: 'h' }, 'Mountain Brigade'] },
        { resources: 2, kingdom: { cards: ['06011'] }, battlefield: { cards: [{ card: 'Reaper Bolt Thrower', as: 'r' }] } },
        ['dark-elf', 'high-elf'],
      ),
      decisions: [
        { type: 'play', card: '@h', zone: 'battlefield' },
        { type: 'pass', player: 2 },
        { expect: { '@h.tokens': 5, '@h.loc': 'battlefield' } },
        // ... but no shield there: 1 damage destroys it, no resource gained
        { type: 'use', card: '@r', ability: 'action', player: 2 },
        { type: 'assign', target: '@h', amount: 1, player: 1 },
        { type: 'assign', target: 'kingdom', amount: 1, player: 1 },
      ],
      expect: { '@h.loc': 'discard', 'p1.resources': 0 },
    });
    // with a development in its zone it keeps its Forced effect
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board(
        { resources: 0, kingdom: { cards: [{ card: 'War Hydra', as: 'h', tokens: 3 }], developments: ['Mountain Brigade'] } },
        { resources: 2, kingdom: { cards: ['06011'] }, battlefield: { cards: [{ card: 'Reaper Bolt Thrower', as: 'r' }] } },
        ['dark-elf', 'high-elf'],
      ),
      decisions: [
        { type: 'use', card: '@r', ability: 'action', player: 2 },
        { type: 'assign', target: '@h', amount: 2, player: 1 },
      ],
      expect: { '@h.loc': 'kingdom', '@h.damage': 0, '@h.tokens': 1, log: ['cancels 2 damage'] },
    });
  });
});
