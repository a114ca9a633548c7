import { describe, it } from 'vitest';
import { board, expectScenario } from '../../testing.js';

describe('Doom Divers', () => {
  it('at the beginning of its controller\'s turn each player sacrifices a development or damages each capital section', () => {
    expectScenario({
      phase: 'beginTurn',
      players: board(
        { battlefield: { cards: ['Doom Divers'] }, kingdom: { developments: ['Mountain Brigade'] } },
        { quest: { developments: [{ card: 'Mountain Brigade', as: 'd' }] } },
      ),
      decisions: [
        { expect: { prompt: { player: 1, kind: 'choose' } } },
        { type: 'pass' }, // player 1 keeps his development and takes the damage
        { expect: { prompt: { player: 2, kind: 'choose' } } },
        { type: 'target', target: '@d', player: 2 },
        { expect: { 'p1.kingdom.damage': 1, 'p1.quest.damage': 1, 'p1.battlefield.damage': 1, 'p1.kingdom.developments': 1, '@d.loc': 'discard', 'p2.kingdom.damage': 0 } },
      ],
    });
  });

  it('a player without developments must take the damage; nothing happens outside the battlefield', () => {
    expectScenario({
      phase: 'beginTurn',
      players: board({ battlefield: { cards: ['Doom Divers'] } }, { kingdom: { cards: ['Doom Divers'] } }),
      decisions: [{ expect: { 'p1.quest.damage': 1, 'p2.quest.damage': 1, 'p2.kingdom.damage': 1 } }],
    });
    expectScenario({
      phase: 'beginTurn',
      players: board({ kingdom: { cards: ['Doom Divers'] } }),
      decisions: [{ expect: { 'p1.quest.damage': 0, 'p2.quest.damage': 0 } }],
    });
  });
});
