import { addTokens, entersPlay, forced, SELF, shield } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '02076', {
  text: 'Creature. When this unit enters play, put 5 resource tokens on it. Forced (errata): each point of damage that would be dealt to it costs one of its tokens instead and is cancelled, and its controller adds 1 resource to his pool per token so removed (damage that cannot be cancelled is not).',
  abilities: [
    // A card out of play gets no tokens: if it has left play by the time this resolves, nothing happens.
    forced({ id: 'tokens', when: entersPlay(), effect: addTokens(SELF, 5) }),
    shield({ id: 'hydra', to: SELF, tokensPerPoint: true, gainResources: true }),
  ],
});
