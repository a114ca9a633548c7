import { addTokens, beginTurn, constant, forced, ifThen, QUESTING, SELF, support, times, tokensOn, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '04067', {
  text: 'Quest. The first support card you play each turn costs X less, X being the resource tokens here. Quest. Forced: at the beginning of your turn, add 1 resource token here if a unit is questing here.',
  abilities: [
    constant({ zone: 'quest', rules: { cost: { of: support(), change: times(tokensOn(SELF), -1), first: 'turn' } } }),
    forced({ zone: 'quest', when: beginTurn(YOU), effect: ifThen(QUESTING, addTokens(SELF, 1)) }),
  ],
});
