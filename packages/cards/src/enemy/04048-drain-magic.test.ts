import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

const RIP = "Rip Dere 'Eads Off!";

describe('Drain Magic', () => {
  it('cancels a Spell tactic just played: it goes to the discard pile without effect', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 5, hand: [{ card: 'Call the Blood', as: 'c' }, 'Mountain Brigade'] },
        { resources: 4, hand: [{ card: 'Drain Magic', as: 'd' }], kingdom: { cards: [{ card: 'Mountain Brigade', as: 'm', damage: 1 }] } },
        ['chaos', 'high-elf'],
      ),
      decisions: [
        { type: 'play', card: '@c' },
        { type: 'play', card: '@d', player: 2 },
      ],
      expect: { '@m.loc': 'kingdom', '@c.loc': 'discard', '@d.loc': 'discard', 'p2.resources': 2 },
    });
  });

  it('cancels a Spell attachment being played: it never enters play', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 5, hand: [{ card: 'Cloud of Flies', as: 'f' }, 'Mountain Brigade'], battlefield: { cards: [{ card: 'Chaos Knights', as: 'k' }] } },
        { resources: 4, hand: [{ card: 'Drain Magic', as: 'd' }] },
        ['chaos', 'high-elf'],
      ),
      decisions: [
        { type: 'play', card: '@f', zone: 'battlefield', target: '@k' },
        { type: 'play', card: '@d', player: 2 },
      ],
      expect: { '@f.loc': 'discard', '@d.loc': 'discard', 'p1.battlefield.supports': [] },
    });
  });

  it('cannot be played against a tactic that is not a Spell, nor with nothing just played', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 3, hand: [{ card: RIP, as: 'r' }, 'Mountain Brigade'] },
        // (P2's own Rip keeps a legal action open for him)
        { resources: 8, hand: [{ card: 'Drain Magic', as: 'd' }, RIP], kingdom: { developments: ['Mountain Brigade'] } },
        ['orc', 'high-elf'],
      ),
      decisions: [
        { type: 'play', card: '@r' },
        { expect: { prompt: { player: 2, kind: 'action' } } },
        { type: 'play', card: '@d', player: 2, illegal: 'no legal target' },
      ],
    });
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board({}, { resources: 4, hand: [{ card: 'Drain Magic', as: 'd' }, 'Mountain Brigade'] }, ['orc', 'high-elf']),
      decisions: [{ type: 'play', card: '@d', illegal: 'no legal target' }],
    });
  });
});
