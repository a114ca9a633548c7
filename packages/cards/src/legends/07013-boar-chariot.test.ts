import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

const attackBoard = () =>
  board(
    { battlefield: { cards: [{ card: 'Black Orc Squad', as: 'b' }, { card: 'Boar Chariot', as: 'c', attachedTo: '@b' }, { card: 'Huntsmen', as: 'hu' }] } },
    { kingdom: { cards: [{ card: 'Hammerer of Karak Azul', as: 'ham' }] } },
  );

describe('Boar Chariot', () => {
  it('goes only onto a unit you control', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 4, hand: [{ card: 'Boar Chariot', as: 'c' }], kingdom: { cards: [{ card: 'Black Orc Squad', as: 'b' }] } },
        { kingdom: { cards: [{ card: 'Black Orc Squad', as: 'theirs' }] } },
      ),
      decisions: [
        { type: 'play', card: '@c', zone: 'kingdom', target: '@theirs', illegal: 'cannot be attached' },
        { type: 'play', card: '@c', zone: 'kingdom', target: '@b' },
        { type: 'pass', player: 2 },
      ],
      expect: { '@c.loc': 'kingdom' },
    });
  });

  it('once its unit attacks, its Action makes damage uncancellable: Toughness cancels nothing', () => {
    expectScenario({
      phase: 'battlefield',
      players: attackBoard(),
      decisions: [
        { expect: { options: { exclude: [{ type: 'use', card: '@c', ability: 'action' }] } } },
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@b' },
        { type: 'pass' }, // no more attackers
        { type: 'use', card: '@c', ability: 'action' },
        { expect: { prompt: { player: 2, kind: 'declareDefenders' } } },
        { type: 'defender', card: '@ham', player: 2 },
        { type: 'assign', target: '@ham', amount: 1 },
        { type: 'assign', target: '@b', amount: 1, player: 2 },
      ],
      expect: { '@ham.damage': 1 },
    });
  });

  it('without the Action, Toughness cancels as usual', () => {
    expectScenario({
      phase: 'battlefield',
      players: attackBoard(),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@b' },
        { type: 'pass' },
        { type: 'pass', player: 1 }, // does not use it
        { type: 'defender', card: '@ham', player: 2 },
        { type: 'assign', target: '@ham', amount: 1 },
        { type: 'assign', target: '@b', amount: 1, player: 2 },
      ],
      expect: { '@ham.damage': 0, log: ['Toughness 1 cancels'] },
    });
  });

  it('the damage stays uncancellable for the turn after the Chariot has left play with its unit', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { battlefield: { cards: [{ card: 'Black Orc Squad', as: 'b', damage: 2 }, { card: 'Boar Chariot', as: 'c', attachedTo: '@b' }, { card: 'Huntsmen', as: 'hu' }] } },
        { kingdom: { cards: [{ card: 'Hammerer of Karak Azul', as: 'ham' }, { card: 'Huntsmen', as: 'cs' }, { card: 'Duelist Training', as: 'dt', attachedTo: '@cs' }] } },
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@b' },
        { type: 'attacker', card: '@hu' },
        { type: 'use', card: '@c', ability: 'action' },
        { type: 'defender', card: '@ham', player: 2 },
        { type: 'defender', card: '@cs', player: 2 },
        { type: 'target', target: '@b', player: 2 }, // Counterstrike 4 finishes the Squad
        { expect: { '@b.loc': 'discard', '@c.loc': 'discard' } },
        { type: 'pass' }, // order of the discard pile
        { type: 'pass' }, // no buy-back
        { type: 'assign', target: '@ham', amount: 1 },
        { type: 'assign', target: '@hu', amount: 2, player: 2 },
        { expect: { '@ham.damage': 1 } },
      ],
    });
  });

  it('another unit attacking does not arm it', () => {
    expectScenario({
      phase: 'battlefield',
      players: attackBoard(),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@hu' },
        { type: 'pass' },
        // nothing to use: the action window closes by itself
        { expect: { prompt: { player: 2, kind: 'declareDefenders' } } },
      ],
    });
  });

  it('when its unit leaves play, its controller may pay 2 to take it back into his hand', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 3, kingdom: { cards: [{ card: 'Lobber Crew', as: 'lc' }, { card: 'Boar Chariot', as: 'x', attachedTo: '@lc' }] } },
        { kingdom: { cards: [{ card: 'Huntsmen', as: 'hu' }] } },
      ),
      decisions: [
        { type: 'use', card: '@lc', ability: 'action' },
        { type: 'pass' }, // order of the discard pile
        { expect: { prompt: { player: 1, kind: 'choose' }, '@x.loc': 'discard' } },
        { type: 'mode', index: 0 },
      ],
      expect: { '@x.loc': 'hand', 'p1.resources': 1, '@lc.loc': 'discard' },
    });
  });

  it('declined, it stays in the discard pile and nothing is paid', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 3, kingdom: { cards: [{ card: 'Lobber Crew', as: 'lc' }, { card: 'Boar Chariot', as: 'x', attachedTo: '@lc' }] } },
        { kingdom: { cards: [{ card: 'Huntsmen', as: 'hu' }] } },
      ),
      decisions: [
        { type: 'use', card: '@lc', ability: 'action' },
        { type: 'pass' },
        { type: 'pass' }, // declines
        { expect: { prompt: { player: 2, kind: 'action' }, '@x.loc': 'discard', 'p1.resources': 3 } },
      ],
    });
  });
});
