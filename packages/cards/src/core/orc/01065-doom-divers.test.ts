import { describe, it } from 'vitest';
import { board, expectScenario } from '../../testing.js';

describe('Doom Divers', () => {
  it("at the beginning of its controller's turn each player, active first, sacrifices a development or damages each of his capital sections", () => {
    expectScenario({
      phase: 'beginTurn',
      players: board(
        { battlefield: { cards: ['Doom Divers'] }, kingdom: { developments: ['Mountain Brigade'] } },
        { quest: { developments: [{ card: 'Mountain Brigade', as: 'd' }, { card: 'Mountain Brigade', as: 'e' }] } },
      ),
      decisions: [
        { expect: { prompt: { player: 1, kind: 'choose' } } },
        { type: 'mode', index: 1 }, // player 1 keeps his development and takes the damage
        { expect: { prompt: { player: 2, kind: 'choose' }, 'p1.kingdom.damage': 1, 'p1.quest.damage': 1, 'p1.battlefield.damage': 1, 'p1.kingdom.developments': 1 } },
        { type: 'mode', index: 0, player: 2 },
        { expect: { prompt: { player: 2, kind: 'choose' } } },
        { type: 'target', target: '@d', player: 2 },
        { expect: { '@d.loc': 'discard', '@e.loc': 'quest', 'p2.kingdom.damage': 0, 'p2.quest.damage': 0, 'p2.battlefield.damage': 0 } },
      ],
    });
  });

  it('a player without developments must take the damage; a burning section takes none; nothing happens outside the battlefield', () => {
    expectScenario({
      phase: 'beginTurn',
      players: board({ battlefield: { cards: ['Doom Divers'] } }, { kingdom: { cards: ['Doom Divers'] }, quest: { burning: true, damage: 8 } }),
      decisions: [{ expect: { 'p1.quest.damage': 1, 'p1.kingdom.damage': 1, 'p2.kingdom.damage': 1, 'p2.battlefield.damage': 1, 'p2.quest.damage': 8 } }],
    });
    expectScenario({
      phase: 'beginTurn',
      players: board({ kingdom: { cards: ['Doom Divers'] } }),
      decisions: [{ expect: { 'p1.quest.damage': 0, 'p2.quest.damage': 0 } }],
    });
  });

  it("does nothing at the beginning of the opponent's turn", () => {
    expectScenario({
      phase: 'beginTurn',
      active: 2,
      players: board({ battlefield: { cards: ['Doom Divers'] } }),
      decisions: [{ expect: { 'p1.quest.damage': 0, 'p2.quest.damage': 0 } }],
    });
  });
});
