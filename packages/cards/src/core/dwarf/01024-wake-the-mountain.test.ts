import { describe, it } from 'vitest';
import { board, expectScenario } from '../../testing.js';

const DECK = [{ card: 'Runesmith', as: 'a' }, { card: 'Troll Slayers', as: 'b' }, { card: 'Keystone Forge', as: 'c' }, { card: 'Mountain Brigade', as: 'd' }];

describe('Wake the Mountain', () => {
  it('puts the top three cards of the deck facedown as developments, all in the battlefield or all in the kingdom', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 4, hand: ['Wake the Mountain'], deck: DECK }, {}, ['dwarf', 'orc']),
      decisions: [
        { type: 'play', card: 'Wake the Mountain' },
        // two options only: the quest zone is not one
        { expect: { prompt: { player: 1, kind: 'choose' }, options: { include: [{ type: 'mode', index: 0 }, { type: 'mode', index: 1 }], exclude: [{ type: 'mode', index: 2 }] } } },
        { type: 'mode', index: 1 },
      ],
      expect: {
        'p1.battlefield.developments': 3,
        'p1.battlefield.hitPoints': 11,
        '@a.dev': true,
        '@c.faceDown': true,
        '@d.loc': 'deck',
        'p1.deck': 1,
        'p1.resources': 0,
        'p1.kingdom.developments': 0,
        'p1.quest.developments': 0,
      },
    });
    expectScenario({
      phase: 'capital',
      players: board({ resources: 4, hand: ['Wake the Mountain'], deck: DECK }, {}, ['dwarf', 'orc']),
      decisions: [{ type: 'play', card: 'Wake the Mountain' }, { type: 'mode', index: 0 }],
      expect: { 'p1.kingdom.developments': 3, 'p1.kingdom.hitPoints': 11, 'p1.battlefield.developments': 0, '@b.loc': 'kingdom' },
    });
  });
});
