import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Nimble Spearman', () => {
  it('as it enters play, its player may develop its zone facedown with his deck\'s top card', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 4, hand: [{ card: 'Nimble Spearman', as: 's' }, 'Mountain Brigade'], deck: [{ card: 'Black Orc Squad', as: 'top' }, 'Mountain Brigade', 'Mountain Brigade'] }, {}, ['empire', 'dwarf']),
      decisions: [
        { type: 'play', card: '@s', zone: 'quest' },
        { expect: { '@s.loc': 'quest', 'p1.quest.developments': 0 } },
        { type: 'use', card: '@s', ability: 'action' },
      ],
      expect: { '@top.loc': 'quest', '@top.dev': true, '@top.faceDown': true, 'p1.quest.developments': 1, 'p1.kingdom.developments': 0, 'p1.deck': 2 },
    });
  });

  it('is optional, and not usable later on', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 4, hand: [{ card: 'Nimble Spearman', as: 's' }, 'Mountain Brigade', 'Mountain Brigade'] }, {}, ['empire', 'dwarf']),
      decisions: [
        { type: 'play', card: '@s', zone: 'kingdom' },
        { type: 'develop', card: 'Mountain Brigade', zone: 'battlefield' },
        { expect: { 'p1.kingdom.developments': 0, 'p1.battlefield.developments': 1 } },
        { type: 'pass', player: 2 },
        { type: 'use', card: '@s', ability: 'action', illegal: 'first opportunity after its trigger' },
      ],
    });
  });
});
