import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

const shieldBoard = () =>
  board(
    {
      capital: 'high-elf',
      resources: 5,
      hand: ['Shield of Saphery', 'Bribery', 'Mountain Brigade'],
      kingdom: { cards: [{ card: 'Silver Helm Brigade', as: 's' }, { card: 'Black Orc Squad', as: 'b' }] },
    },
    { resources: 4, hand: ['Bribery', 'Mountain Brigade'], kingdom: { cards: [{ card: 'Silver Helm Brigade', as: 'o' }] } },
    ['high-elf', 'orc'],
  );

describe('Shield of Saphery', () => {
  it('targets only a High Elf unit you control', () => {
    expectScenario({
      phase: 'capital',
      players: shieldBoard(),
      decisions: [
        // the Orc unit and the opponent's High Elf are no candidates: the one left is chosen for him
        { type: 'play', card: 'Shield of Saphery' },
        { expect: { chain: 1, prompt: { player: 2, kind: 'action' } } },
      ],
    });
  });

  it("for the rest of the turn the opponent's effects cannot target it", () => {
    expectScenario({
      phase: 'capital',
      players: shieldBoard(),
      decisions: [
        { type: 'play', card: 'Shield of Saphery' },
        { type: 'pass', player: 2 },
        // the opponent's Bribery: the shielded unit is no candidate
        { type: 'pass', player: 1 },
        { type: 'play', card: 'Bribery', player: 2 },
        { expect: { options: { include: [{ type: 'target', target: '@b' }], exclude: [{ type: 'target', target: '@s' }] } } },
        { type: 'target', target: '@s', illegal: '' },
        { type: 'target', target: '@b' },
      ],
    });
  });

  it('its own controller may still target it', () => {
    expectScenario({
      phase: 'capital',
      players: shieldBoard(),
      decisions: [
        { type: 'play', card: 'Shield of Saphery' },
        { type: 'pass', player: 2 },
        { type: 'play', card: 'Bribery', player: 1 },
        { expect: { options: { include: [{ type: 'target', target: '@s' }] } } },
      ],
    });
  });

  it('it ends with the turn: in the next turn the opponent may target it', () => {
    const players = shieldBoard();
    players[0] = { ...players[0], hand: ['Shield of Saphery'] };
    expectScenario({
      phase: 'capital',
      players,
      decisions: [
        { type: 'play', card: 'Shield of Saphery' },
        // the opponent (holding Bribery) passes each window until the next turn begins
        { type: 'pass', player: 2 },
        { type: 'pass', player: 2 },
        { type: 'pass', player: 2 },
        { type: 'pass', player: 2 },
        { expect: { turn: 4, phase: 'beginTurn' } },
        { type: 'play', card: 'Bribery', player: 2 },
        { expect: { options: { include: [{ type: 'target', target: '@s' }] } } },
      ],
    });
  });
});
