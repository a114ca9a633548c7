import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Sack Tor Aendris', () => {
  it('lets its questing unit attack from the quest zone, and gains a token at the end of that turn', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        {
          quest: { cards: [{ card: 'Sack Tor Aendris', as: 's' }, { card: 'Black Orc Squad', as: 'q', questing: '@s' }, { card: 'Mountain Brigade', as: 'other' }] },
          kingdom: { cards: [{ card: 'Chaos Knights', as: 'k' }] },
        },
        { kingdom: { cards: ['Mountain Brigade'] } },
        ['dark-elf', 'dwarf'],
      ),
      decisions: [
        { type: 'attack', zone: 'quest' },
        // only the unit questing here, not another unit of the quest zone nor of the kingdom
        { expect: { options: { include: [{ type: 'attacker', card: '@q' }], exclude: [{ type: 'attacker', card: '@other' }, { type: 'attacker', card: '@k' }] } } },
        { type: 'attacker', card: '@q' },
        { type: 'assign', target: 'quest', amount: 1 },
        // it attacked from where it is: still questing, in the quest zone
        { expect: { 'p2.quest.damage': 1, '@q.loc': 'quest', '@q.questing': true } },
      ],
      expect: { turn: 4, '@s.tokens': 1 },
    });
  });

  it('also gains a token at the end of the opponent\'s turn when its questing unit defended', () => {
    expectScenario({
      phase: 'battlefield',
      active: 2,
      players: board(
        { quest: { cards: [{ card: 'Sack Tor Aendris', as: 's' }, { card: 'Black Orc Squad', as: 'q', questing: '@s' }] } },
        { battlefield: { cards: [{ card: 'Chaos Knights', as: 'k' }] } },
        ['dark-elf', 'dwarf'],
      ),
      decisions: [
        { type: 'attack', zone: 'quest' },
        { type: 'attacker', card: '@k' },
        { type: 'defender', card: '@q', player: 1 },
        { type: 'assign', target: '@q', amount: 3 },
        { type: 'assign', target: '@k', amount: 1, player: 1 },
      ],
      expect: { turn: 4, '@q.loc': 'quest', '@s.tokens': 1 },
    });
  });

  it('no token in a turn its questing unit took no part in an attack (another unit attacking does not count)', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { quest: { cards: [{ card: 'Sack Tor Aendris', as: 's' }, { card: 'Black Orc Squad', questing: '@s' }] }, battlefield: { cards: [{ card: 'Chaos Knights', as: 'k' }] } },
        {},
        ['dark-elf', 'dwarf'],
      ),
      decisions: [{ type: 'attack', zone: 'kingdom' }, { type: 'attacker', card: '@k' }, { type: 'pass' }, { type: 'assign', target: 'kingdom', amount: 3 }],
      expect: { turn: 4, 'p2.kingdom.damage': 3, '@s.tokens': 0 },
    });
  });

  it('its resource tokens pay for cards like resources: its player chooses how to pay', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 1, hand: [{ card: 'Savage Marauders', as: 'g' }, 'Mountain Brigade'], quest: { cards: [{ card: 'Sack Tor Aendris', as: 's', tokens: 3 }] } }, {}, ['chaos', 'dwarf']),
      decisions: [
        { type: 'play', card: '@g', zone: 'battlefield' },
        { expect: { prompt: { player: 1, kind: 'pay' }, options: { include: [{ type: 'target', target: '@s' }] } } },
        { type: 'target', target: '@s' },
        { type: 'target', target: '@s' },
        { type: 'pass' },
      ],
      expect: { '@s.tokens': 1, 'p1.resources': 0, 'p1.battlefield.units': ['Savage Marauders'] },
    });
  });
  // (a quest is only ever in the quest zone, so its "Quest." abilities are always on)
});
