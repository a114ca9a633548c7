import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe("Dat's Mine", () => {
  it('its tokens pay for an Attachment card played from your hand (you choose how to pay)', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 0, hand: [{ card: 'Choppa', as: 'c' }, 'Mountain Brigade'], quest: { cards: [{ card: "Dat's Mine", as: 'm', tokens: 3 }] }, battlefield: { cards: [{ card: 'Black Orc Squad', as: 'o' }] } },
        {},
        ['orc', 'dwarf'],
      ),
      decisions: [
        // Choppa costs 1 here (its loyalty met by the Orc cards in play): paid from the Mine's tokens
        { type: 'play', card: '@c', zone: 'battlefield', target: '@o' },
        { expect: { prompt: { player: 1, kind: 'pay' }, options: { include: [{ type: 'target', target: '@m' }], exclude: [{ type: 'pass' }] } } },
        { type: 'target', target: '@m' },
      ],
      expect: { '@c.loc': 'battlefield', '@m.tokens': 2 },
    });
  });

  it('its tokens do not pay for anything else (a unit, a tactic)', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 0, hand: ['Crooked Teef Goblins', "Reap What's Sown", 'Mountain Brigade'], quest: { cards: [{ card: "Dat's Mine", as: 'm', tokens: 5 }] } },
        {},
        ['orc', 'dwarf'],
      ),
      decisions: [
        { expect: { options: { include: [{ type: 'play', card: "Reap What's Sown", x: 0 }], exclude: [{ type: 'play', card: 'Crooked Teef Goblins', zone: 'battlefield' }, { type: 'play', card: "Reap What's Sown", x: 1 }] } } },
        { type: 'play', card: 'Crooked Teef Goblins', zone: 'battlefield', illegal: 'resources' },
      ],
      expect: { '@m.tokens': 5 },
    });
  });

  it('gains a token at the beginning of your turn while a unit quests on it', () => {
    expectScenario({
      phase: 'beginTurn',
      players: board({ quest: { cards: [{ card: "Dat's Mine", as: 'm' }, { card: 'Black Orc Squad', questing: '@m' }] } }, {}, ['orc', 'dwarf']),
      decisions: [{ expect: { '@m.tokens': 1 } }],
    });
    expectScenario({
      phase: 'beginTurn',
      players: board({ quest: { cards: [{ card: "Dat's Mine", as: 'm' }, { card: 'Black Orc Squad' }] } }, {}, ['orc', 'dwarf']),
      decisions: [{ expect: { '@m.tokens': 0 } }],
    });
  });
});
