import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

// Top two: Black Orc Squad (printed cost 3) and Hammerer of Karak Azul (printed cost 2); then two Mountain Brigades (4 each).
const deck = [{ card: 'Black Orc Squad', as: 'a' }, { card: 'Hammerer of Karak Azul', as: 'b' }, { card: 'Mountain Brigade', as: 'c' }, { card: 'Mountain Brigade', as: 'd' }];
const cometBoard = (p1: object = {}, p2: object = {}) =>
  board({ resources: 5, hand: ['Comet of Casandora'], deck, ...p1 }, { ...p2 }, ['high-elf', 'orc']);

describe('Comet of Casandora', () => {
  it('reveals the top 2; each player takes indirect damage equal to their total printed cost (3 + 2); then both go to the bottom of the deck', () => {
    expectScenario({
      phase: 'capital',
      players: cometBoard(),
      decisions: [
        { type: 'play', card: 'Comet of Casandora' },
        { expect: { revealed: ['Black Orc Squad', 'Hammerer of Karak Azul'], prompt: { player: 1, kind: 'assignIndirect' } } },
        { type: 'assign', target: 'kingdom', amount: 5, player: 1 },
        { expect: { prompt: { player: 2, kind: 'assignIndirect' } } },
        { type: 'assign', target: 'quest', amount: 5, player: 2 },
      ],
      expect: { 'p1.kingdom.damage': 5, 'p2.quest.damage': 5, '@a.loc': 'deck', '@b.loc': 'deck', 'p1.deck': 4, log: ['Black Orc Squad', 'Hammerer of Karak Azul'] },
    });
  });

  it('the two revealed cards went to the bottom: a second Comet reveals the next two (4 + 4)', () => {
    expectScenario({
      phase: 'capital',
      players: cometBoard({ resources: 10, hand: ['Comet of Casandora', 'Comet of Casandora'] }),
      decisions: [
        { type: 'play', card: 'Comet of Casandora' },
        // (holding a second Comet, he is asked whether to respond: he lets the first resolve)
        { type: 'pass', player: 1 },
        { type: 'assign', target: 'kingdom', amount: 5, player: 1 },
        { type: 'assign', target: 'quest', amount: 5, player: 2 },
        { type: 'play', card: 'Comet of Casandora' },
        { expect: { revealed: ['Mountain Brigade', 'Mountain Brigade'] } },
        { type: 'assign', target: 'battlefield', amount: 4, player: 1 },
        { type: 'assign', target: 'quest', amount: 4, player: 1 },
        { type: 'assign', target: 'kingdom', amount: 4, player: 2 },
        { type: 'assign', target: 'battlefield', amount: 4, player: 2 },
      ],
      expect: { 'p1.battlefield.damage': 4, 'p1.quest.damage': 4, 'p2.kingdom.damage': 4, 'p2.battlefield.damage': 4, '@c.loc': 'deck', '@d.loc': 'deck', 'p1.deck': 4 },
    });
  });

  it('with a single card in the deck, X is that card\'s printed cost alone', () => {
    expectScenario({
      phase: 'capital',
      players: cometBoard({ deck: [{ card: 'Hammerer of Karak Azul', as: 'b' }] }),
      decisions: [
        { type: 'play', card: 'Comet of Casandora' },
        { type: 'assign', target: 'kingdom', amount: 2, player: 1 },
        { type: 'assign', target: 'quest', amount: 2, player: 2 },
      ],
      expect: { 'p1.kingdom.damage': 2, 'p2.quest.damage': 2, '@b.loc': 'deck' },
    });
  });
});
