import { describe, it } from 'vitest';
import { board, expectScenario } from '../../testing.js';

// Player 2 attacks; the defending Runesmith (with an Organ Gun on it) and the attacking Savage Marauders both die.
const combat = (resources: number) => ({
  phase: 'battlefield' as const,
  step: 'assignDamage' as const,
  combat: { zone: 'kingdom' as const, attackers: ['@c'], defenders: ['@s'] },
  active: 2 as const,
  players: board(
    {
      resources,
      hand: ['Burying the Grudge'],
      kingdom: { cards: [{ card: 'Runesmith', as: 's' }, { card: 'Organ Gun', as: 'gun', attachedTo: '@s' }] },
      discard: ['Troll Slayers'],
    },
    { battlefield: { cards: [{ card: 'Savage Marauders', as: 'c' }] } },
    ['dwarf', 'orc'],
  ),
});
const bothUnitsDie = [
  { type: 'assign' as const, target: '@s', amount: 2 },
  { type: 'assign' as const, target: '@c', amount: 3 },
  { type: 'pass' as const, player: 1 as const }, // the window before damage is applied
  { type: 'pass' as const, player: 1 as const }, // the Runesmith and its Organ Gun go to his pile in the order they left
];

describe('Burying the Grudge', () => {
  it('gains 1 resource per unit card put into any discard pile this turn', () => {
    expectScenario({
      ...combat(1),
      decisions: [
        ...bothUnitsDie,
        { expect: { '@s.loc': 'discard', '@c.loc': 'discard', '@gun.loc': 'discard', prompt: { player: 1, kind: 'action' } } },
        // loyalty: 1 now that the Runesmith is gone; the Troll Slayers discarded before this turn and the Organ Gun (a support) do not count
        { type: 'play', card: 'Burying the Grudge' },
        // played in the end-of-turn window (paying 1, from 1); the game then runs on to player 1's next turn
        { expect: { log: ['[T3 endTurn] P1 plays Burying the Grudge#0 (pays 1)', '[T3 endTurn] P1 gains 2 resources'], 'p1.discard': ['Troll Slayers', 'Runesmith', 'Organ Gun', 'Burying the Grudge'] } },
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
      expect: { 'p1.resources': 2, 'p1.discard.count': 4 },
    });
  });

  it('counts unit cards discarded from a hand too, not other cards', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 7, hand: ['Will of Tzeentch', 'Keystone Forge'], deck: ['Burying the Grudge', 'Mountain Brigade', 'Mountain Brigade', 'Mountain Brigade', 'Mountain Brigade'] },
        { hand: ['Black Orc Squad', 'Black Orc Squad', "Grimgor's Camp"] },
        ['dwarf', 'orc'],
      ),
      decisions: [
        // every hand is discarded (two unit cards, two supports), then each player draws 3: P1 draws Burying the Grudge
        { type: 'play', card: 'Will of Tzeentch' },
        { type: 'pass', player: 2 }, // P2 keeps his discarded cards in the order they went
        { expect: { 'p2.discard': ['Black Orc Squad', 'Black Orc Squad', "Grimgor's Camp"], 'p1.resources': 1 } },
        { type: 'play', card: 'Burying the Grudge' },
      ],
      expect: { 'p1.resources': 2, log: ['P1 gains 2 resources'] },
    });
  });
});
