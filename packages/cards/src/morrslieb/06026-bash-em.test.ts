import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe("Bash 'Em!", () => {
  it('gives the turn a second battlefield phase right after the first: the same unit attacks twice', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 7, hand: ["Bash 'Em!", 'Mountain Brigade'], battlefield: { cards: [{ card: 'Crooked Teef Goblins', as: 'g' }] } }),
      decisions: [
        { type: 'play', card: "Bash 'Em!" },
        { expect: { 'p1.resources': 1, 'p1.discard': ["Bash 'Em!"] } },
        { type: 'pass' },
        { expect: { phase: 'battlefield', prompt: { player: 1, kind: 'attackZone' } } },
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@g' },
        { type: 'assign', target: 'kingdom', amount: 1 },
        { expect: { 'p2.kingdom.damage': 1, turn: 3, phase: 'battlefield', prompt: { player: 1, kind: 'attackZone' }, log: ['begins an additional battlefield phase'] } },
        { type: 'attack', zone: 'quest' },
        { type: 'attacker', card: '@g' },
        { type: 'assign', target: 'quest', amount: 1 },
      ],
      // no third battlefield phase: the turn ends
      expect: { 'p2.kingdom.damage': 1, 'p2.quest.damage': 1, turn: 4 },
    });
  });

  it('a copy played once the first battlefield phase is over (in the additional one) adds nothing', () => {
    expectScenario({
      phase: 'battlefield',
      players: board({ resources: 12, hand: [{ card: "Bash 'Em!", as: 'b1' }, { card: "Bash 'Em!", as: 'b2' }], battlefield: { cards: [{ card: 'Crooked Teef Goblins', as: 'g' }] } }),
      decisions: [
        { type: 'play', card: '@b1' },
        { type: 'pass' },
        { expect: { prompt: { player: 1, kind: 'action' }, 'p1.discard': ["Bash 'Em!"] } },
        { type: 'pass' },
        { type: 'attack', zone: 'kingdom' },
        { type: 'pass' }, // a window after each combat step: P1 could play the second copy
        { type: 'attacker', card: '@g' },
        { type: 'pass' },
        { type: 'pass' },
        { type: 'assign', target: 'kingdom', amount: 1 },
        { type: 'pass' },
        // the first battlefield phase's last window (the End of Turn window) comes before the additional phase
        { expect: { phase: 'endTurn', turn: 3, prompt: { player: 1, kind: 'action' } } },
        { type: 'pass' },
        // the additional battlefield phase: its first action window
        { expect: { phase: 'battlefield', prompt: { player: 1, kind: 'action' }, log: ['begins an additional battlefield phase'] } },
        { type: 'play', card: '@b2' },
        { expect: { 'p1.resources': 0, 'p1.discard': ["Bash 'Em!", "Bash 'Em!"] } },
        { type: 'attack', zone: 'quest' },
        { type: 'attacker', card: '@g' },
        { type: 'assign', target: 'quest', amount: 1 },
      ],
      expect: { 'p2.kingdom.damage': 1, 'p2.quest.damage': 1, turn: 4 },
    });
  });

  it('played in the window after the first attack (the battlefield phase\'s last window, FAQ timing), another battlefield phase follows', () => {
    expectScenario({
      phase: 'battlefield',
      players: board({ resources: 12, hand: [{ card: "Bash 'Em!", as: 'b1' }, { card: "Bash 'Em!", as: 'b2' }], battlefield: { cards: [{ card: 'Crooked Teef Goblins', as: 'g' }] } }),
      decisions: [
        { type: 'pass' },
        { type: 'attack', zone: 'kingdom' },
        { type: 'pass' },
        { type: 'attacker', card: '@g' },
        { type: 'pass' },
        { type: 'pass' },
        { type: 'assign', target: 'kingdom', amount: 1 },
        { type: 'pass' },
        { expect: { phase: 'endTurn', turn: 3, prompt: { player: 1, kind: 'action' }, 'p2.kingdom.damage': 1 } },
        { type: 'play', card: '@b1' },
        { type: 'pass' },
        { expect: { phase: 'endTurn', 'p1.discard': ["Bash 'Em!"], log: ['this turn has an additional battlefield phase'] } },
        { type: 'pass' },
        { expect: { phase: 'battlefield', turn: 3, log: ['begins an additional battlefield phase'] } },
        { type: 'pass' },
        { type: 'attack', zone: 'quest' },
        { type: 'pass' },
        { type: 'attacker', card: '@g' },
        { type: 'pass' },
        { type: 'pass' },
        { type: 'assign', target: 'quest', amount: 1 },
        { type: 'pass' },
        // after the additional phase's attack it is too late: the second copy adds nothing
        { expect: { phase: 'endTurn', turn: 3, prompt: { player: 1, kind: 'action' } } },
        { type: 'play', card: '@b2' },
        // (nothing left to do: the chain resolves, the turn ends)
      ],
      expect: { 'p1.discard': ["Bash 'Em!", "Bash 'Em!"], 'p2.kingdom.damage': 1, 'p2.quest.damage': 1, turn: 4 },
    });
  });

  it('without it there is one battlefield phase', () => {
    expectScenario({
      phase: 'battlefield',
      players: board({ battlefield: { cards: [{ card: 'Crooked Teef Goblins', as: 'g' }] } }),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@g' },
        { type: 'assign', target: 'kingdom', amount: 1 },
      ],
      expect: { 'p2.kingdom.damage': 1, turn: 4 },
    });
  });
});
