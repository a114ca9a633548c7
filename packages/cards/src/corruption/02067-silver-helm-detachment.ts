import { action, addTokens, entersPlay, gain, removeTokensFrom, SELF, whenever } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '02067', {
  text: 'Warrior. Elite. Comes into play carrying 3 resource tokens. Action (once per turn): remove one of its tokens to give it +1 power for the rest of the turn.',
  abilities: [
    // Placed as it enters, before anything else can happen (a mandatory triggered constant effect, like War Hydra's).
    whenever({ id: 'tokens', when: entersPlay(), effect: addTokens(SELF, 3) }),
    action({ limit: 'turn', cost: removeTokensFrom(SELF, 1), effect: gain(SELF, { power: 1 }) }),
  ],
});
