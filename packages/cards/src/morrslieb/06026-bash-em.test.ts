import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe("Bash 'Em!", () => {
  it('gives the turn a second battlefield phase: the same unit attacks twice', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 7, hand: ["Bash 'Em!"], battlefield: { cards: [{ card: 'Crooked Teef Goblins', as: 'g' }] } }),
      decisions: [
        { type: 'play', card: "Bash 'Em!" },
        { expect: { phase: 'battlefield', prompt: { player: 1, kind: 'attackZone' } } },
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@g' },
        { type: 'assign', target: 'kingdom', amount: 1 },
        { expect: { 'p2.kingdom.damage': 1, phase: 'battlefield', prompt: { player: 1, kind: 'attackZone' }, log: ['begins an additional battlefield phase'] } },
        { type: 'attack', zone: 'quest' },
        { type: 'attacker', card: '@g' },
        { type: 'assign', target: 'quest', amount: 1 },
      ],
      expect: { 'p2.kingdom.damage': 1, 'p2.quest.damage': 1, turn: 4 },
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
