import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Ellyrian Reavers', () => {
  it('on entering play, the top deck card becomes a development in its battlefield', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 3, hand: [{ card: 'Ellyrian Reavers', as: 'er' }, 'Mountain Brigade'], deck: [{ card: 'Silver Helm Brigade', as: 'top' }, 'Mountain Brigade', 'Mountain Brigade'] }, {}, ['high-elf', 'orc']),
      decisions: [{ type: 'play', card: '@er', zone: 'kingdom' }],
      expect: { '@er.loc': 'kingdom', '@top.loc': 'battlefield', '@top.dev': true, 'p1.battlefield.developments': 1, 'p1.kingdom.developments': 0, 'p1.deck': 2 },
    });
  });

  it('the development is put into play, not played: its player may still play his own development this turn', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 3, hand: [{ card: 'Ellyrian Reavers', as: 'er' }, { card: 'Mountain Brigade', as: 'mb' }], deck: ['Silver Helm Brigade', 'Mountain Brigade', 'Mountain Brigade'] }, {}, ['high-elf', 'orc']),
      decisions: [
        { type: 'play', card: '@er', zone: 'kingdom' },
        { expect: { 'p1.battlefield.developments': 1 } },
        { type: 'develop', card: '@mb', zone: 'quest' },
      ],
      expect: { 'p1.quest.developments': 1, '@mb.dev': true },
    });
  });
});
