import { addTokens, atLeast, beginTurn, constant, forced, hitPointsOf, ifThen, sacrifice, SELF, sum, tokensOn } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '04110', {
  text: 'Shaman. Has +1 power for each resource token on it. Forced: at the start of your turn, put 1 resource token on this unit; then, if it carries more tokens than its hit points, you sacrifice it.',
  abilities: [
    constant({ modify: { power: tokensOn(SELF) } }),
    // The sacrifice is checked as its own token is added (the only way it gains tokens); see docs/card-interpretations.md.
    forced({ when: beginTurn(), effect: [addTokens(SELF, 1), ifThen(atLeast(tokensOn(SELF), sum(hitPointsOf(SELF), 1)), sacrifice(SELF))] }),
  ],
});
