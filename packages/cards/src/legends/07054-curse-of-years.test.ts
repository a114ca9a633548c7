import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Curse of Years', () => {
  it("goes onto any player's unit; with no token it changes nothing", () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { capital: 'undead', resources: 3, hand: [{ card: 'Curse of Years', as: 'c' }, 'Mountain Brigade'] },
        { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'theirs' }] } },
        ['undead', 'dwarf'],
      ),
      decisions: [
        { type: 'play', card: '@c', zone: 'kingdom', target: '@theirs' },
        { expect: { '@c.loc': 'kingdom', '@c.controller': 1, '@theirs.hitPoints': 6, 'p1.resources': 1 } },
      ],
    });
  });

  it('its unit has 1 fewer hit point per token on it', () => {
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Mountain Brigade', as: 'm' }, { card: 'Curse of Years', as: 'c', attachedTo: '@m', tokens: 2 }] } }, {}, ['undead', 'dwarf']),
      decisions: [{ expect: { '@m.hitPoints': 4 } }],
    });
  });

  it("as its controller's turn begins he may add a token (a triggered Action); the unit dies when its damage reaches the lowered hit points", () => {
    expectScenario({
      phase: 'beginTurn',
      players: board(
        { hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Mountain Brigade', as: 'm', damage: 4 }, { card: 'Curse of Years', as: 'c', attachedTo: '@m', tokens: 1 }] } },
        {},
        ['undead', 'dwarf'],
      ),
      decisions: [
        { expect: { prompt: { player: 1, kind: 'action' }, options: { include: [{ type: 'use', card: '@c', ability: 'action' }] }, '@m.hitPoints': 5 } },
        { type: 'use', card: '@c', ability: 'action' },
        { expect: { '@c.loc': 'discard', '@m.loc': 'discard' } },
      ],
    });
  });

  it('not used at that opportunity, no token is added', () => {
    expectScenario({
      phase: 'beginTurn',
      players: board(
        { hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Mountain Brigade', as: 'm' }, { card: 'Curse of Years', as: 'c', attachedTo: '@m', tokens: 1 }] } },
        {},
        ['undead', 'dwarf'],
      ),
      decisions: [
        { type: 'pass', player: 1 },
        { expect: { '@c.tokens': 1, '@m.hitPoints': 5 } },
      ],
    });
  });

  it("on an opponent's unit: the Curse's controller may add a token as that opponent's turn begins", () => {
    const players = board(
      { kingdom: { cards: [{ card: 'Curse of Years', as: 'c', attachedTo: '@theirs' }] } },
      { hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Mountain Brigade', as: 'theirs' }] } },
      ['undead', 'dwarf'],
    );
    expectScenario({
      phase: 'beginTurn',
      active: 2,
      players,
      decisions: [{ type: 'use', card: '@c', ability: 'action', player: 1 }],
      expect: { '@c.tokens': 1, '@theirs.hitPoints': 5 },
    });
    // optional
    expectScenario({
      phase: 'beginTurn',
      active: 2,
      players,
      decisions: [{ type: 'pass', player: 1 }],
      expect: { '@c.tokens': 0, phase: 'capital', active: 2 },
    });
  });

  it("on an opponent's unit: nothing as the turn of the Curse's own controller begins", () => {
    expectScenario({
      phase: 'beginTurn',
      players: board(
        { hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Curse of Years', as: 'c', attachedTo: '@theirs' }] } },
        { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'theirs' }] } },
        ['undead', 'dwarf'],
      ),
      decisions: [{ type: 'use', card: '@c', ability: 'action', illegal: 'first opportunity after its trigger' }],
    });
  });

  it("not as the opponent's turn begins", () => {
    expectScenario({
      phase: 'beginTurn',
      active: 2,
      players: board(
        { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'm' }, { card: 'Curse of Years', as: 'c', attachedTo: '@m', tokens: 1 }] } },
        { hand: ['Mountain Brigade'] },
        ['undead', 'dwarf'],
      ),
      decisions: [{ expect: { options: { exclude: [{ type: 'use', card: '@c', ability: 'action' }] } } }],
    });
  });
});
