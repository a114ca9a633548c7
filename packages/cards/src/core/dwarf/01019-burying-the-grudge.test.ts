import { describe, it } from 'vitest';
import { board, expectScenario } from '../../testing.js';

// Player 2 attacks; both the defending Runesmith and the attacking Savage Marauders die.
const combat = (resources: number) => ({
  phase: 'battlefield' as const,
  step: 'assignDamage' as const,
  combat: { zone: 'kingdom' as const, attackers: ['@c'], defenders: ['@s'] },
  active: 2 as const,
  players: board(
    { resources, hand: ['Burying the Grudge'], kingdom: { cards: [{ card: 'Runesmith', as: 's' }] }, discard: ['Troll Slayers'] },
    { battlefield: { cards: [{ card: 'Savage Marauders', as: 'c' }] } },
    ['dwarf', 'orc'],
  ),
});
const bothUnitsDie = [
  { type: 'assign' as const, target: '@s', amount: 2 },
  { type: 'assign' as const, target: '@c', amount: 1 },
  { type: 'pass' as const, player: 1 as const }, // the window before damage is applied
];

describe('Burying the Grudge', () => {
  it('gains 1 resource per unit put into any discard pile this turn', () => {
    expectScenario({
      ...combat(1),
      decisions: [
        ...bothUnitsDie,
        { expect: { '@s.loc': 'discard', '@c.loc': 'discard', prompt: { player: 1, kind: 'action' } } },
        // loyalty: 1 now that the Runesmith is gone; the Troll Slayers discarded earlier does not count
        { type: 'play', card: 'Burying the Grudge' },
        // played in the end-of-turn window; the game then runs on to player 1's next turn
        { expect: { log: ['[T3 endTurn] P1 plays Burying the Grudge', '[T3 endTurn] P1 gains 2 resource(s)'], 'p1.discard': ['Troll Slayers', 'Runesmith', 'Burying the Grudge'] } },
      ],
    });
  });

  it('counts only the current turn', () => {
    expectScenario({
      ...combat(0),
      decisions: [
        ...bothUnitsDie,
        // too poor to play it this turn; next turn, after collecting 3, it gains nothing
        { expect: { turn: 4, phase: 'kingdom', 'p1.resources': 3 } },
        { type: 'play', card: 'Burying the Grudge' },
      ],
      expect: { 'p1.resources': 2, 'p1.discard.count': 3, log: ['[T4 kingdom] P1 gains 0 resource(s)'] },
    });
  });
});
