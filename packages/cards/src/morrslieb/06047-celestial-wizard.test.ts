import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Celestial Wizard', () => {
  it("on a development from hand: a token, then he may remove 2 to deal 1 damage to every unit in the Wizard's zone on both capitals", () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { hand: ['Mountain Brigade', 'Mountain Brigade'], battlefield: { cards: [{ card: 'Celestial Wizard', as: 'w', tokens: 1 }, { card: 'Mountain Brigade', as: 'mb' }] }, quest: { cards: [{ card: 'Mountain Brigade', as: 'mq' }] } },
        { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'ok' }] }, battlefield: { cards: [{ card: 'Mountain Brigade', as: 'ob' }] } },
        ['empire', 'dwarf'],
      ),
      decisions: [
        { expect: { options: { exclude: [{ type: 'use', card: '@w', ability: 'action' }] } } },
        { type: 'develop', card: 'Mountain Brigade', zone: 'quest' },
        { type: 'use', card: '@w', ability: 'action' },
        { expect: { '@w.tokens': 2, prompt: { player: 1, kind: 'choose' } } },
        // no zone to pick: it is the Wizard's own (the battlefield), on both capitals
        { expect: { options: { include: [{ type: 'mode', index: 0 }, { type: 'mode', index: 1 }], exclude: [{ type: 'mode', index: 2 }] } } },
        { type: 'mode', index: 0 },
      ],
      expect: { '@w.tokens': 0, '@mb.damage': 1, '@ob.damage': 1, '@mq.damage': 0, '@ok.damage': 0, '@w.damage': 1 },
    });
  });

  it('he may keep the tokens; with fewer than 2 tokens after the new one there is nothing to remove', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { hand: ['Mountain Brigade', 'Mountain Brigade'], kingdom: { cards: [{ card: 'Celestial Wizard', as: 'w', tokens: 1 }] } },
        { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'ok' }] } },
        ['empire', 'dwarf'],
      ),
      decisions: [
        { type: 'develop', card: 'Mountain Brigade', zone: 'quest' },
        { type: 'use', card: '@w', ability: 'action' },
        { type: 'mode', index: 1 },
      ],
      expect: { '@w.tokens': 2, '@ok.damage': 0, '@w.damage': 0 },
    });
    expectScenario({
      phase: 'capital',
      players: board(
        { hand: ['Mountain Brigade', 'Mountain Brigade'], kingdom: { cards: [{ card: 'Celestial Wizard', as: 'w' }] } },
        { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'ok' }] } },
        ['empire', 'dwarf'],
      ),
      decisions: [
        { type: 'develop', card: 'Mountain Brigade', zone: 'quest' },
        { type: 'use', card: '@w', ability: 'action' },
      ],
      expect: { '@w.tokens': 1, '@ok.damage': 0 },
    });
  });

  it("not for the opponent's development", () => {
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board({ kingdom: { cards: [{ card: 'Celestial Wizard', as: 'w', tokens: 3 }] } }, { hand: ['Mountain Brigade', 'Mountain Brigade'] }, ['empire', 'dwarf']),
      decisions: [
        { type: 'develop', card: 'Mountain Brigade', zone: 'quest' },
        { expect: { '@w.tokens': 3, options: { exclude: [{ type: 'use', card: '@w', ability: 'action' }] } } },
      ],
    });
  });
});
