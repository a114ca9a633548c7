/**
 * A replacement of healing (`replace({ on: 'heal' })`: "when it would be healed, ... instead"): the
 * damage stays, the card is not healed (nothing sees it healed) and the replacing effect resolves.
 * A unit without damage cannot be healed (FAQ: Healing), so nothing is replaced then.
 */
import { describe, it } from 'vitest';
import { action, addTokens, destroy, EVENT_CARD, heal, isHealed, replace, SELF, TARGET, unit, whenever } from '../../src/dsl.js';
import { board, expectScenario, registerFixtures, testUnit } from '../helpers.js';

registerFixtures([
  // "If this unit would be healed, destroy it instead."
  testUnit('x9527', 'Festering Brute', { hitPoints: 4, abilities: [replace({ on: 'heal', card: SELF, instead: destroy(EVENT_CARD) })] }),
  // "Action: heal all damage on target unit."
  testUnit('x9528', 'Field Medic', { abilities: [action({ target: unit(), effect: heal(TARGET, 'all') })] }),
  // "Whenever a unit is healed, put a resource token on this unit."
  testUnit('x9529', 'Heal Watcher', { abilities: [whenever({ when: isHealed(unit()), effect: addTokens(SELF, 1) })] }),
]);

describe('a replacement of healing', () => {
  it('the damaged unit is destroyed instead of healed; nothing sees a healing', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { kingdom: { cards: [{ card: 'Field Medic', as: 'm' }, { card: 'Heal Watcher', as: 'w' }] } },
        { kingdom: { cards: [{ card: 'Festering Brute', as: 'b', damage: 2 }, { card: 'Grunt', as: 'g' }] } },
      ),
      decisions: [
        { type: 'use', card: '@m', ability: 'action' },
        { type: 'target', target: '@b' },
        { type: 'pass' },
      ],
      expect: { '@b.loc': 'discard', '@w.tokens': 0 },
    });
  });

  it('an undamaged unit cannot be healed: nothing is replaced', () => {
    expectScenario({
      phase: 'capital',
      players: board({ kingdom: { cards: [{ card: 'Field Medic', as: 'm' }] } }, { kingdom: { cards: [{ card: 'Festering Brute', as: 'b' }, { card: 'Grunt', as: 'g' }] } }),
      decisions: [
        { type: 'use', card: '@m', ability: 'action' },
        { type: 'target', target: '@b' },
        { type: 'pass' },
      ],
      expect: { '@b.loc': 'kingdom' },
    });
  });

  it('another unit is healed as usual (and seen healed)', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { kingdom: { cards: [{ card: 'Field Medic', as: 'm', damage: 1 }, { card: 'Heal Watcher', as: 'w' }] } },
        { kingdom: { cards: [{ card: 'Festering Brute', as: 'b', damage: 2 }] } },
      ),
      decisions: [
        { type: 'use', card: '@m', ability: 'action' },
        { type: 'target', target: '@m' },
        { type: 'pass' },
      ],
      expect: { '@m.damage': 0, '@b.damage': 2, '@w.tokens': 1 },
    });
  });
});
