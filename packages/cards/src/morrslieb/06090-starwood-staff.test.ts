import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Starwood Staff', () => {
  it('after you play a Spell card, the attached unit may gain +1 power until the turn ends, once per Spell', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        {
          resources: 2,
          deck: ['Mountain Brigade'],
          hand: [{ card: 'Scroll of Asur', as: 's' }, 'Mountain Brigade'],
          battlefield: { cards: [{ card: 'Silver Helm Brigade', as: 'u' }, { card: 'Starwood Staff', as: 'st', attachedTo: '@u' }] },
        },
        {},
        ['high-elf', 'orc'],
      ),
      decisions: [
        { type: 'use', card: '@st', ability: 'action', illegal: 'first opportunity' },
        { type: 'play', card: '@s' },
        { type: 'use', card: '@st', ability: 'action' },
        { expect: { '@u.power': 2 } },
        { type: 'use', card: '@st', ability: 'action', illegal: 'first opportunity' },
        { type: 'pass', player: 1 },
        { expect: { phase: 'battlefield', '@u.power': 2 } },
        { type: 'pass', player: 1 },
        { expect: { active: 2, '@u.power': 1 } },
      ],
    });
  });

  it('not for a tactic without the Spell trait', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        {
          resources: 4,
          hand: [{ card: 'Called Back', as: 'c' }, 'Mountain Brigade'],
          kingdom: { cards: [{ card: 'Mountain Brigade', as: 'mb' }] },
          battlefield: { cards: [{ card: 'Silver Helm Brigade', as: 'u' }, { card: 'Starwood Staff', as: 'st', attachedTo: '@u' }] },
        },
        {},
        ['high-elf', 'orc'],
      ),
      decisions: [
        { type: 'play', card: '@c' },
        { type: 'target', target: '@mb' },
        { type: 'use', card: '@st', ability: 'action', illegal: 'first opportunity' },
      ],
    });
  });

  it('goes only onto a High Elf unit you control', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 3, hand: [{ card: 'Starwood Staff', as: 'st' }], kingdom: { cards: [{ card: 'Mountain Brigade', as: 'mb' }, { card: 'Silver Helm Brigade', as: 'he' }] } },
        { kingdom: { cards: [{ card: 'Silver Helm Brigade', as: 'ohe' }] } },
        ['high-elf', 'orc'],
      ),
      decisions: [
        { type: 'play', card: '@st', zone: 'kingdom', target: '@mb', illegal: '' },
        { type: 'play', card: '@st', zone: 'kingdom', target: '@ohe', illegal: '' },
        { type: 'play', card: '@st', zone: 'kingdom', target: '@he' },
      ],
      expect: { '@st.loc': 'kingdom' },
    });
  });

  it("not for a Spell the opponent plays", () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { battlefield: { cards: [{ card: 'Silver Helm Brigade', as: 'u' }, { card: 'Starwood Staff', as: 'st', attachedTo: '@u' }] } },
        { resources: 2, deck: ['Mountain Brigade'], hand: [{ card: 'Scroll of Asur', as: 's' }] },
        ['high-elf', 'high-elf'],
      ),
      decisions: [
        // player 1 has nothing to do and passes by himself
        { type: 'play', card: '@s', player: 2 },
        { expect: { '@s.loc': 'discard' } },
        { type: 'use', card: '@st', ability: 'action', illegal: '' },
      ],
      expect: { '@u.power': 1 },
    });
  });

  it('destroyed in response to its action, the unit it was attached to still gains the power (FAQ: an effect resolves without its source)', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        {
          resources: 2,
          deck: ['Mountain Brigade'],
          hand: [{ card: 'Scroll of Asur', as: 's' }, 'Mountain Brigade'],
          battlefield: { cards: [{ card: 'Silver Helm Brigade', as: 'u' }, { card: 'Starwood Staff', as: 'st', attachedTo: '@u' }] },
        },
        { resources: 2, hand: [{ card: 'Burn It Down', as: 'bid' }], battlefield: { developments: ['01001'] } },
        ['high-elf', 'orc'],
      ),
      decisions: [
        { type: 'play', card: '@s' },
        { type: 'pass', player: 2 },
        { type: 'use', card: '@st', ability: 'action' },
        { type: 'play', card: '@bid', player: 2 },
        { type: 'pass', player: 1 },
        { expect: { '@st.loc': 'discard', '@u.power': 2 } },
      ],
    });
  });
});
