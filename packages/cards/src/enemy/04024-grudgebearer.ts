import { addTokens, constant, forced, leavesPlay, SELF, tokensOn, unit, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '04024', {
  text: 'Gets +1 power per resource token on it. Forced: whenever another Dwarf unit you control leaves play, add 1 resource token to this unit (not once it has left play itself). With its text blank the tokens stay but give nothing.',
  abilities: [
    constant({ modify: { power: tokensOn(SELF) } }),
    // A card out of play takes no tokens: when it leaves together with the other unit, nothing is added.
    forced({ when: leavesPlay(unit({ controller: YOU, race: 'Dwarf', not: SELF })), effect: addTokens(SELF, 1) }),
  ],
});
