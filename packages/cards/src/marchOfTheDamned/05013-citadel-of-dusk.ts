import { action, addTokens, entersPlay, gain, removeTokensFrom, SELF, whenever } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '05013', {
  text: 'Building. Comes into play carrying 3 resource tokens. Action (once per turn): take 1 of those tokens off it; it has 1 more power until the end of the turn.',
  abilities: [
    // Placed as it enters, before anything else can happen (a mandatory triggered constant effect).
    whenever({ id: 'tokens', when: entersPlay(), effect: addTokens(SELF, 3) }),
    action({ limit: 'turn', cost: removeTokensFrom(SELF, 1), effect: gain(SELF, { power: 1 }) }),
  ],
});
