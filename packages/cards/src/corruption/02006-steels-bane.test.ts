import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe("Steel's Bane", () => {
  it('cancels the next 10 damage that would be dealt to the target High Elf unit this turn, across several hits, and no more', () => {
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board(
        { resources: 1, hand: ["Steel's Bane"], kingdom: { cards: [{ card: 'Ellyrian Elite', as: 'ee' }, { card: 'Huntsmen', as: 'hu' }] } },
        { resources: 2, battlefield: { cards: [{ card: 'Reaper Bolt Thrower', as: 'rbt' }, { card: 'Chaos Knights', as: 'k1' }, { card: 'Chaos Knights', as: 'k2' }, { card: 'Chaos Knights', as: 'k3' }] } },
        ['high-elf', 'chaos'],
      ),
      decisions: [
        { type: 'use', card: '@rbt', ability: 'action', player: 2 },
        // played in response; only a High Elf unit may be its target (here the only one: chosen for P1)
        { type: 'play', card: "Steel's Bane", player: 1 },
        { expect: { 'p1.resources': 0, prompt: { player: 1, kind: 'assignIndirect' } } },
        // the indirect damage P1 puts on his High Elf unit is cancelled (8 of the 10 are left)
        { type: 'assign', target: '@ee', amount: 2, player: 1 },
        { expect: { '@ee.damage': 0, log: ["Steel's Bane#0 cancels 2 damage"] } },
        { type: 'attack', zone: 'kingdom', player: 2 },
        { type: 'attacker', card: '@k1' },
        { type: 'attacker', card: '@k2' },
        { type: 'attacker', card: '@k3' },
        { type: 'defender', card: '@ee', player: 1 },
        { type: 'pass', player: 1 },
        { type: 'assign', target: '@ee', amount: 9, player: 2 },
        { type: 'assign', target: '@k1', amount: 2, player: 1 },
        // 8 more are cancelled, the 9th is dealt
        { expect: { '@ee.damage': 1, '@ee.loc': 'kingdom', '@hu.damage': 0 } },
      ],
    });
  });

  it('targets only a High Elf unit', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 3, hand: ["Steel's Bane", 'Mountain Brigade'], kingdom: { cards: [{ card: 'Huntsmen', as: 'hu' }, { card: "Finreir's Guard", as: 'fg' }, { card: 'High Elf Spearmen', as: 'sp' }] } }, {}, ['high-elf', 'orc']),
      decisions: [
        { type: 'play', card: "Steel's Bane" },
        { expect: { options: { include: [{ type: 'target', target: '@fg' }, { type: 'target', target: '@sp' }], exclude: [{ type: 'target', target: '@hu' }] } } },
        { type: 'target', target: '@sp' },
      ],
    });
    expectScenario({
      phase: 'capital',
      players: board({ resources: 3, hand: ["Steel's Bane", 'Mountain Brigade'], kingdom: { cards: ['Mountain Brigade'] } }, {}, ['high-elf', 'orc']),
      decisions: [{ type: 'play', card: "Steel's Bane", illegal: 'no legal target' }],
    });
  });

  it('does not cancel damage that cannot be cancelled (Counterstrike)', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 1, hand: ["Steel's Bane", 'Mountain Brigade'], battlefield: { cards: [{ card: 'Ellyrian Elite', as: 'ee' }] } },
        { kingdom: { cards: [{ card: 'Reiksguard Knights', as: 'rk' }] } },
        ['high-elf', 'empire'],
      ),
      decisions: [
        { type: 'play', card: "Steel's Bane" },
        { type: 'pass' }, // on to the battlefield phase
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@ee' },
        { type: 'defender', card: '@rk', player: 2 },
        // Counterstrike 2 is uncancellable: dealt in full
        { expect: { '@ee.damage': 2 } },
      ],
    });
  });

  it('ends with the turn it was played in', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 1, hand: ["Steel's Bane"], kingdom: { cards: [{ card: 'Ellyrian Elite', as: 'ee' }] } },
        // P2 can pay for his Bolt Thrower only once his own turn has given him resources
        { resources: 0, battlefield: { cards: [{ card: 'Reaper Bolt Thrower', as: 'rbt' }] } },
        ['high-elf', 'dark-elf'],
      ),
      decisions: [
        { type: 'play', card: "Steel's Bane" },
        { expect: { turn: 4, phase: 'kingdom', prompt: { player: 2, kind: 'action' } } },
        { type: 'use', card: '@rbt', ability: 'action', player: 2 },
        { type: 'assign', target: '@ee', amount: 2, player: 1 },
      ],
      expect: { '@ee.damage': 2 },
    });
  });
});
