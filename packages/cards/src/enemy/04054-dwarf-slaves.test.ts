import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Dwarf Slaves', () => {
  it('after it enters play, its controller may develop this zone with his deck\'s top card', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 4, hand: [{ card: 'Dwarf Slaves', as: 's' }, 'Mountain Brigade'], deck: ['Black Orc Squad', 'Mountain Brigade', 'Mountain Brigade'] }, {}, ['dark-elf', 'dwarf']),
      decisions: [
        { type: 'play', card: '@s', zone: 'quest' },
        { expect: { '@s.loc': 'quest', 'p1.quest.developments': 0 } },
        { type: 'use', card: '@s', ability: 'action' },
      ],
      expect: { 'p1.quest.developments': 1, 'p1.kingdom.developments': 0, 'p1.deck': 2, 'p1.quest.hitPoints': 9 },
    });
  });

  it('is optional, and not usable later on', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 4, hand: [{ card: 'Dwarf Slaves', as: 's' }, 'Mountain Brigade', 'Mountain Brigade'] }, {}, ['dark-elf', 'dwarf']),
      decisions: [
        { type: 'play', card: '@s', zone: 'kingdom' },
        // its first opportunity goes by: its controller does something else instead
        { type: 'develop', card: 'Mountain Brigade', zone: 'battlefield' },
        { expect: { 'p1.kingdom.developments': 0, 'p1.battlefield.developments': 1 } },
        { type: 'pass', player: 2 },
        { type: 'use', card: '@s', ability: 'action', illegal: 'first opportunity after its trigger' },
      ],
    });
  });
});
