import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Infiltrate', () => {
  it("played in the opponent's kingdom phase, he draws only one card in his quest phase (2 quest power)", () => {
    expectScenario({
      phase: 'kingdom',
      active: 2,
      players: board(
        { resources: 3, hand: ['Infiltrate'] },
        { quest: { cards: ['Mountain Brigade'] }, hand: [] },
        ['empire', 'dwarf'],
      ),
      decisions: [
        { type: 'play', card: 'Infiltrate', player: 1 },
        // cost 1 + loyalty 2 less the Empire symbol
        { expect: { 'p1.resources': 1, 'p1.discard': ['Infiltrate'] } },
      ],
      expect: { phase: 'capital', 'p2.hand.count': 1, 'p2.deck': 9 },
    });
  });

  it('a card he drew earlier this turn counts: then he draws no more (his Silver Helm Brigade draws nothing)', () => {
    expectScenario({
      phase: 'quest',
      active: 2,
      players: board(
        { resources: 3, hand: ['Infiltrate'], kingdom: { cards: [{ card: 'Reiksguard Knights', as: 'rk' }] } },
        { hand: [], battlefield: { cards: [{ card: 'Silver Helm Brigade', as: 'shb' }] } },
        ['empire', 'high-elf'],
      ),
      decisions: [
        // P2 drew his quest-phase card (1 quest power) before this window
        { expect: { 'p2.hand.count': 1 } },
        { type: 'play', card: 'Infiltrate', player: 1 },
        { type: 'pass', player: 2 }, // his capital phase: nothing played
        { type: 'attack', zone: 'kingdom', player: 2 },
        { type: 'attacker', card: '@shb', player: 2 },
        // Counterstrike 2 damages the Brigade: its Forced draw finds no card to draw
        { type: 'defender', card: '@rk', player: 1 },
        { expect: { '@shb.damage': 2, 'p2.hand.count': 1 } },
        { type: 'assign', target: '@rk', amount: 1, player: 2 },
        { type: 'assign', target: '@shb', amount: 1, player: 1 },
      ],
      expect: { '@shb.loc': 'discard', 'p2.hand.count': 1, 'p2.deck': 9 },
    });
  });

  it('does not limit the player who played it (played in his kingdom phase, he draws his 5 quest-phase cards)', () => {
    expectScenario({
      phase: 'kingdom',
      players: board({ resources: 3, hand: ['Infiltrate'], quest: { cards: ['Mountain Brigade', 'Mountain Brigade'] } }, {}, ['empire', 'dwarf']),
      decisions: [{ type: 'play', card: 'Infiltrate' }],
      expect: { phase: 'capital', 'p1.discard': ['Infiltrate'], 'p1.hand.count': 5, 'p1.deck': 5 },
    });
  });

  it('lasts only this turn, and does not limit its player', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 3, hand: ['Infiltrate', 'Mountain Brigade'], quest: { cards: ['Mountain Brigade', 'Mountain Brigade'] } }, { quest: { cards: ['Mountain Brigade'] } }, ['empire', 'dwarf']),
      decisions: [
        { type: 'play', card: 'Infiltrate' },
        { type: 'pass', player: 1 },
        // turn 4: P2 draws 3 in his quest phase (1 + 2 from the Brigade's power)
        { expect: { turn: 4, 'p2.hand.count': 3 } },
      ],
    });
  });
});
