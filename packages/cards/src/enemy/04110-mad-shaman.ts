import { addTokens, atLeast, beginTurn, constant, forced, hitPointsOf, SELF, sum, tokensOn } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '04110', {
  text: 'Shaman. Its power rises by 1 per resource token it carries. Whenever it carries more resource tokens than its hit points, its controller sacrifices it. Forced: at the start of your turn, put 1 resource token on this unit.',
  abilities: [
    constant({ id: 'power', modify: { power: tokensOn(SELF) } }),
    constant({ id: 'sacrifice', if: atLeast(tokensOn(SELF), sum(hitPointsOf(SELF), 1)), rules: { sacrificeSelf: true } }),
    forced({ when: beginTurn(), effect: addTokens(SELF, 1) }),
  ],
});
