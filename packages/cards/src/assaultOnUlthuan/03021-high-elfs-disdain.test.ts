import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

const RIP = "Rip Dere 'Eads Off!";

describe("High Elf's Disdain", () => {
  it('cancels a tactic just played: it goes to the discard pile without effect', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 3, hand: [{ card: RIP, as: 'r' }, 'Mountain Brigade'] },
        { resources: 4, hand: [{ card: "High Elf's Disdain", as: 'h' }], kingdom: { developments: ['Mountain Brigade'] } },
        ['orc', 'high-elf'],
      ),
      decisions: [
        { type: 'play', card: '@r' },
        { type: 'play', card: '@h', player: 2 },
      ],
      // the development stays facedown
      expect: { 'p2.kingdom.developments': 1, 'p2.kingdom.units': [], '@r.loc': 'discard', '@h.loc': 'discard' },
    });
  });

  it('may cancel any tactic still on the chain, not only the last one', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 3, hand: [{ card: RIP, as: 'r1' }, 'Mountain Brigade'], kingdom: { developments: [{ card: 'Mountain Brigade', as: 'd1' }] } },
        { resources: 8, hand: [{ card: RIP, as: 'r2' }, { card: "High Elf's Disdain", as: 'h' }], kingdom: { developments: [{ card: 'Mountain Brigade', as: 'd2' }] } },
        ['orc', 'high-elf'],
      ),
      decisions: [
        { type: 'play', card: '@r1' },
        { type: 'target', target: '@d2' },
        { type: 'play', card: '@r2', player: 2 },
        { type: 'target', target: '@d1' },
        // (P1 has nothing more to play: the priority comes back to P2)
        { type: 'play', card: '@h', player: 2 },
        { expect: { prompt: { player: 2, kind: 'choose' }, options: { include: [{ type: 'target', target: '@r1' }, { type: 'target', target: '@r2' }], exclude: [{ type: 'target', target: '@h' }] } } },
        { type: 'target', target: '@r1' },
      ],
      // P1's Rip is cancelled (P2's development stays facedown); P2's resolves (P1's Brigade is turned faceup)
      expect: { 'p2.kingdom.developments': 1, 'p1.kingdom.developments': 0, 'p1.kingdom.units': ['Mountain Brigade'], '@r1.loc': 'discard', '@r2.loc': 'discard' },
    });
  });

  it('cannot be played with no tactic on the chain, nor against a card played facedown as a development', () => {
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board({}, { resources: 4, hand: [{ card: "High Elf's Disdain", as: 'h' }, 'Mountain Brigade'] }, ['orc', 'high-elf']),
      decisions: [{ type: 'play', card: '@h', illegal: 'no legal target' }],
    });
    expectScenario({
      phase: 'capital',
      players: board(
        { hand: [RIP, 'Mountain Brigade'] },
        // (P2's Rip keeps a legal action open for him)
        { resources: 8, hand: [{ card: "High Elf's Disdain", as: 'h' }, RIP], kingdom: { developments: ['Mountain Brigade'] } },
        ['orc', 'high-elf'],
      ),
      decisions: [
        { type: 'develop', card: RIP, zone: 'kingdom' },
        { expect: { prompt: { player: 2, kind: 'action' } } },
        { type: 'play', card: '@h', player: 2, illegal: 'no legal target' },
      ],
    });
  });
});
