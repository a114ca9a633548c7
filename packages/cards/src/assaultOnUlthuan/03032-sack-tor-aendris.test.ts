import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Sack Tor Aendris', () => {
  it('lets its questing unit attack from the quest zone, and gains a token at the end of that turn', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { quest: { cards: [{ card: 'Sack Tor Aendris', as: 's' }, { card: 'Black Orc Squad', as: 'q', questing: '@s' }, { card: 'Mountain Brigade', as: 'other' }] } },
        { kingdom: { cards: ['Mountain Brigade'] } },
        ['dark-elf', 'dwarf'],
      ),
      decisions: [
        { type: 'attack', zone: 'quest' },
        { expect: { options: { include: [{ type: 'attacker', card: '@q' }], exclude: [{ type: 'attacker', card: '@other' }] } } },
        { type: 'attacker', card: '@q' },
        { type: 'assign', target: 'quest', amount: 1 },
        { expect: { 'p2.quest.damage': 1, '@q.loc': 'quest', '@q.questing': true } },
      ],
      expect: { turn: 4, '@s.tokens': 1 },
    });
  });

  it('no token in a turn its questing unit took no part in an attack', () => {
    expectScenario({
      phase: 'battlefield',
      players: board({ quest: { cards: [{ card: 'Sack Tor Aendris', as: 's' }, { card: 'Black Orc Squad', questing: '@s' }] } }, {}, ['dark-elf', 'dwarf']),
      decisions: [{ type: 'pass' }],
      expect: { turn: 4, '@s.tokens': 0 },
    });
  });

  it('its resource tokens pay for cards like resources', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 0, hand: [{ card: 'Savage Gors', as: 'g' }, 'Mountain Brigade'], quest: { cards: [{ card: 'Sack Tor Aendris', as: 's', tokens: 3 }] } }, {}, ['chaos', 'dwarf']),
      decisions: [{ type: 'play', card: '@g', zone: 'battlefield' }],
      expect: { '@g.loc': 'battlefield', '@s.tokens': 1, 'p1.resources': 0 },
    });
  });
});
