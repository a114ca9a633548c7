/**
 * "If <condition>, sacrifice it" as a constant (`rules: { sacrificeSelf: true }` with `if:`): as soon
 * as the condition holds, at the state checks, its controller sacrifices the card (FAQ: Sacrifice — it
 * cannot be prevented); not while the condition does not hold, nor once its text box is blank.
 */
import { describe, it } from 'vitest';
import type { CardDef } from '../../src/index.js';
import { action, addTokens, atLeast, constant, gain, hitPointsOf, SELF, sum, TARGET, tokensOn, unit } from '../../src/dsl.js';
import { board, expectScenario, registerFixtures, testUnit } from '../helpers.js';

function tactic(id: string, name: string, extra: Partial<CardDef>): CardDef {
  return { ...testUnit(id, name), type: 'Tactic', cost: 0, power: 0, hitPoints: 0, ...extra };
}

registerFixtures([
  // 3 hit points; sacrificed as soon as its tokens outnumber its hit points.
  testUnit('x9671', 'Overcharged', { hitPoints: 3, abilities: [constant({ if: atLeast(tokensOn(SELF), sum(hitPointsOf(SELF), 1)), rules: { sacrificeSelf: true } })] }),
  tactic('x9672', 'Charge Up', { abilities: [action({ target: unit(), effect: addTokens(TARGET, 1) })] }),
  tactic('x9673', 'Wither', { abilities: [action({ target: unit(), effect: gain(TARGET, { hitPoints: -1 }) })] }),
  tactic('x9674', 'Hush', { abilities: [action({ target: unit(), effect: gain(TARGET, { blank: true }) })] }),
]);

describe('"if <condition>, sacrifice it"', () => {
  it('sacrifices the card as soon as its condition holds, not before', () => {
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Charge Up', 'Charge Up', 'Brute'], kingdom: { cards: [{ card: 'Overcharged', as: 'o', tokens: 2 }] } }),
      decisions: [
        { type: 'play', card: 'Charge Up' },
        { type: 'pass' },
        { expect: { '@o.tokens': 3, '@o.loc': 'kingdom' } },
        { type: 'play', card: 'Charge Up' },
      ],
      expect: { '@o.loc': 'discard', 'p1.discard.count': 3 },
    });
  });

  it('also when its hit points fall below its tokens', () => {
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Wither', 'Brute'], kingdom: { cards: [{ card: 'Overcharged', as: 'o', tokens: 3 }] } }),
      decisions: [{ type: 'play', card: 'Wither' }],
      expect: { '@o.loc': 'discard' },
    });
  });

  it('not while its text box is blank', () => {
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Hush', 'Charge Up', 'Brute'], kingdom: { cards: [{ card: 'Overcharged', as: 'o', tokens: 3 }] } }),
      decisions: [
        { type: 'play', card: 'Hush' },
        { type: 'pass' },
        { type: 'play', card: 'Charge Up' },
      ],
      expect: { '@o.loc': 'kingdom', '@o.tokens': 4 },
    });
  });
});
