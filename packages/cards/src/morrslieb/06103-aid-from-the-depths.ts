import { action, healCapital, questTokenOnDevelopment, removeTokensFrom, section, SELF, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

const healOne = (n: number) =>
  healCapital(section({ whose: YOU, damaged: true, ifNone: 'continue', label: `section of your capital to heal (point ${n} of 2)` }), 1);

export default defineCard(import.meta.url, '06103', {
  text: 'Triggered action, each time you put a card from your hand into play as a development: if a unit is questing on this quest when it resolves, it gains 1 resource token. Action: remove 2 resource tokens from it (the cost): up to 2 damage is removed from your capital, one point at a time from damaged sections you pick.',
  abilities: [
    questTokenOnDevelopment(),
    action({ cost: removeTokensFrom(SELF, 2), effect: [healOne(1), healOne(2)] }),
  ],
});
