import { action, addTokens, beginTurn, constant, SELF, tokensOn, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '06006', {
  text: 'War Machine. +1 power per resource token on it. Action, once as each of your turns begins (at your first opportunity): place a resource token on it.',
  abilities: [
    constant({ modify: { power: tokensOn(SELF) } }),
    action({ when: beginTurn(YOU), effect: addTokens(SELF, 1) }),
  ],
});
