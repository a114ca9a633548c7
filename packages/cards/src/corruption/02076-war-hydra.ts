import { addTokens, entersPlay, SELF, shield, whenever } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '02076', {
  text: 'Creature. When this unit enters play, put 5 resource tokens on it. Forced (errata): each point of damage that would be dealt to it costs one of its tokens instead and is cancelled, and its controller adds 1 resource to his pool per token so removed (damage that cannot be cancelled is not).',
  abilities: [
    // Not a Forced effect (no "Forced:"): a mandatory triggered constant effect, kept when the unit
    // loses its Forced effects. A card out of play gets no tokens: if it has left play by the time
    // this resolves, nothing happens.
    whenever({ id: 'tokens', when: entersPlay(), effect: addTokens(SELF, 5) }),
    // Printed "Forced:": lost with the unit's Forced effects (Eataine Harbour).
    shield({ id: 'hydra', to: SELF, tokensPerPoint: true, gainResources: true, forced: true }),
  ],
});
