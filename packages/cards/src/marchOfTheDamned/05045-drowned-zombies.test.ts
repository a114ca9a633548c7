import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Drowned Zombies', () => {
  it('as it enters play, one target development (either player\'s) becomes a 1-power, 2-hit-point unit for the turn, still a development', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 3, hand: [{ card: 'Drowned Zombies', as: 'z' }, 'Mountain Brigade'], battlefield: { cards: [{ card: 'Black Orc Squad', as: 'u' }], developments: [{ card: 'Mountain Brigade', as: 'd' }] } },
        { kingdom: { developments: [{ card: 'Mountain Brigade', as: 'o' }] } },
        ['undead', 'empire'],
      ),
      decisions: [
        { type: 'play', card: '@z', zone: 'kingdom' },
        { type: 'use', card: '@z', ability: 'action' },
        // developments only (an opponent's too), not units
        { expect: { options: { include: [{ type: 'target', target: '@d' }, { type: 'target', target: '@o' }], exclude: [{ type: 'target', target: '@u' }, { type: 'target', target: '@z' }] } } },
        { type: 'target', target: '@d' },
        { expect: { 'p1.battlefield.units': ['Black Orc Squad', 'Mountain Brigade'], '@d.dev': true, '@d.faceDown': true, '@d.power': 1, '@d.hitPoints': 2, 'p1.battlefield.developments': 1 } },
        { type: 'pass' },
        // a unit now: it attacks and deals 1 damage
        { type: 'attack', zone: 'quest' },
        { type: 'attacker', card: '@d' },
        { type: 'pass' },
        { type: 'assign', target: 'quest', amount: 1 },
      ],
      // the turn is over: only a development again
      expect: { turn: 4, 'p2.quest.damage': 1, '@d.dev': true, '@d.power': 0, 'p1.battlefield.units': ['Black Orc Squad'], 'p1.battlefield.developments': 1 },
    });
  });

  it('played from the discard pile through Necromancy, it may use its action too, and goes to the bottom of the deck as the turn ends', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 3, hand: ['Mountain Brigade'], discard: [{ card: 'Drowned Zombies', as: 'z' }] },
        { kingdom: { developments: [{ card: 'Mountain Brigade', as: 'o' }] } },
        ['undead', 'empire'],
      ),
      decisions: [
        { type: 'play', card: '@z', zone: 'quest' },
        { type: 'use', card: '@z', ability: 'action' },
        { expect: { 'p2.kingdom.units': ['Mountain Brigade'], '@o.hitPoints': 2, '@o.power': 1 } },
        { type: 'pass' },
      ],
      expect: { turn: 4, '@z.loc': 'deck', 'p2.kingdom.units': [], 'p2.kingdom.developments': 1 },
    });
  });

  it('has no use without a development in play, nor later in the turn', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 3, hand: [{ card: 'Drowned Zombies', as: 'z' }, 'Mountain Brigade'] }, { kingdom: { cards: ['Mountain Brigade'] } }, ['undead', 'empire']),
      decisions: [{ type: 'play', card: '@z', zone: 'kingdom' }, { type: 'use', card: '@z', ability: 'action', illegal: 'no legal target' }],
    });
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Drowned Zombies', as: 'z' }], developments: ['Mountain Brigade'] } }, {}, ['undead', 'empire']),
      decisions: [{ type: 'use', card: '@z', ability: 'action', illegal: 'first opportunity after its trigger' }],
    });
  });
});
