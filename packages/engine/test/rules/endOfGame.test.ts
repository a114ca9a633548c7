import { describe, expect, it } from 'vitest';
import { advance, buildScenario } from '../../src/index.js';
import { draw } from '../../src/effects/movement.js';
import { board, expectScenario } from '../helpers.js';

describe('end of the game', () => {
  it('a player whose deck is empty is eliminated at once: drawing the last card in the quest phase ends the game', () => {
    expectScenario({
      phase: 'quest',
      players: board({ deck: ['Grunt'] }),
      expect: { winner: 2, result: 'win', phase: 'over', prompt: null, 'p1.hand.count': 1, 'p1.deck': 0 },
    });
  });

  it('drawing more cards than the deck holds also ends it', () => {
    expectScenario({
      phase: 'quest',
      players: board({ deck: ['Grunt', 'Grunt'], quest: { cards: ['Brute'] } }),
      expect: { winner: 2, 'p1.hand.count': 2 },
    });
  });

  it('drawing with cards left does not', () => {
    expectScenario({
      phase: 'quest',
      players: board({ deck: ['Grunt', 'Grunt'] }),
      expect: { winner: null, 'p1.deck': 1, phase: 'capital' },
    });
  });

  it('an empty deck at any time ends the game, whoever is active', () => {
    expectScenario({
      players: board({ hand: ['Grunt'] }, { deck: [] }),
      expect: { winner: 1, prompt: null },
    });
  });

  it('both decks empty at once is a draw', () => {
    expectScenario({
      players: board({ deck: [], hand: ['Grunt'] }, { deck: [] }),
      expect: { winner: 'draw', result: 'draw' },
    });
    const { state } = buildScenario({ players: board({ deck: ['Grunt'], hand: ['Wall'] }, { deck: ['Grunt'] }) });
    expect(state.result).toBeNull();
    draw(state, 0, 1);
    draw(state, 1, 1);
    state.prompt = null;
    advance(state);
    expect(state.result).toMatchObject({ kind: 'draw' });
  });

  it('a player who must burn 3 zones does not win with 2', () => {
    expectScenario({
      phase: 'battlefield',
      players: board({ zonesToWin: 3, battlefield: { cards: [{ card: 'Brute', as: 'b' }] } }, { quest: { burning: true }, kingdom: { damage: 7 } }),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@b' },
        { type: 'assign', target: 'kingdom', amount: 2 },
      ],
      expect: { winner: null, 'p2.kingdom.burning': true, 'p1.zonesToWin': 3, turn: 4 },
    });
  });

  it('... and wins with the third', () => {
    expectScenario({
      phase: 'battlefield',
      players: board({ zonesToWin: 3, battlefield: { cards: [{ card: 'Brute', as: 'b' }] } }, { quest: { burning: true }, battlefield: { burning: true }, kingdom: { damage: 7 } }),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@b' },
        { type: 'assign', target: 'kingdom', amount: 2 },
      ],
      expect: { winner: 1, result: 'win' },
    });
  });

  it('zonesToWin is per player: the opponent still needs only 2', () => {
    expectScenario({
      active: 2,
      phase: 'battlefield',
      players: board({ zonesToWin: 3, quest: { burning: true }, kingdom: { damage: 7 } }, { battlefield: { cards: [{ card: 'Brute', as: 'b' }] } }),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@b' },
        { type: 'assign', target: 'kingdom', amount: 2 },
      ],
      expect: { winner: 2 },
    });
  });
});
