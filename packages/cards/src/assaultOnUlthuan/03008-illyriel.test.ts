import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

const iBoard = (p2Resources: number, zone: 'battlefield' | 'kingdom' = 'battlefield') =>
  board(
    { resources: 1, hand: ['Mountain Brigade'], [zone]: { cards: [{ card: 'Illyriel', as: 'i' }] } },
    { resources: p2Resources, kingdom: { cards: [{ card: 'Mountain Brigade', as: 'u' }] }, hand: ['Mountain Brigade'] },
    ['high-elf', 'dwarf'],
  );

describe('Illyriel', () => {
  it("at the start of your turn: the target's owner may pay you 2 resources to keep it", () => {
    expectScenario({
      phase: 'beginTurn',
      players: iBoard(3),
      decisions: [
        { expect: { prompt: { player: 1, kind: 'action' }, options: { include: [{ type: 'use', card: '@i', ability: 'action' }] } } },
        { type: 'use', card: '@i', ability: 'action' },
        { type: 'target', target: '@u' },
        { expect: { 'prompt.player': 2 } },
        { type: 'mode', index: 0, player: 2 },
        { expect: { '@u.loc': 'kingdom', 'p2.resources': 1, log: ['P1 gains 2 resources'] } },
        // once per trigger
        { type: 'use', card: '@i', ability: 'action', illegal: 'first opportunity after its trigger' },
      ],
    });
  });

  it('or he lets it return to his hand', () => {
    expectScenario({
      phase: 'beginTurn',
      players: iBoard(3),
      decisions: [
        { type: 'use', card: '@i', ability: 'action' },
        { type: 'target', target: '@u' },
        { type: 'mode', index: 1, player: 2 },
        { expect: { '@u.loc': 'hand', 'p2.resources': 3 } },
      ],
    });
  });

  it('an owner with fewer than 2 resources cannot pay: the unit returns', () => {
    expectScenario({
      phase: 'beginTurn',
      players: iBoard(1),
      decisions: [
        { type: 'use', card: '@i', ability: 'action' },
        { type: 'target', target: '@u' },
        { expect: { '@u.loc': 'hand', 'p2.resources': 1 } },
      ],
    });
  });

  it('the owner decides and gets the card back, even when the other player controls it', () => {
    expectScenario({
      phase: 'beginTurn',
      players: board(
        { resources: 1, hand: ['Mountain Brigade'], battlefield: { cards: [{ card: 'Illyriel', as: 'i' }] }, kingdom: { cards: [{ card: 'Mountain Brigade', as: 'u', owner: 2 }] } },
        { resources: 0, hand: ['Mountain Brigade'] },
        ['high-elf', 'dwarf'],
      ),
      decisions: [
        { type: 'use', card: '@i', ability: 'action' },
        { type: 'target', target: '@u' },
        { expect: { '@u.loc': 'hand', 'p2.hand.count': 2, '@u.controller': 2 } },
      ],
    });
  });

  it('only from the battlefield, and only at the start of its controller\'s turn', () => {
    expectScenario({
      phase: 'beginTurn',
      players: iBoard(3, 'kingdom'),
      decisions: [{ type: 'use', card: '@i', ability: 'action', illegal: 'only in the battlefield' }],
    });
    expectScenario({
      phase: 'capital',
      players: iBoard(3),
      decisions: [{ type: 'use', card: '@i', ability: 'action', illegal: 'first opportunity after its trigger' }],
    });
    // the start of the opponent's turn does not trigger it
    expectScenario({
      phase: 'beginTurn',
      active: 2,
      players: iBoard(3),
      // (had it triggered, its player would have been offered it in a window at the start of the turn)
      decisions: [{ expect: { phase: 'capital', 'prompt.player': 2 } }],
    });
  });
});
