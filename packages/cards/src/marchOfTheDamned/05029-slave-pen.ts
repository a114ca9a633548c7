import { action, addTokens, choose, constant, sacrifice, SELF, tokensOn, unit, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '05029', {
  text: 'Building. It has 1 more power for each resource token on it. Action (once per turn): sacrifice one of your units (cost): put a resource token on this card.',
  abilities: [
    constant({ modify: { power: tokensOn(SELF) } }),
    // The sacrifice is the cost ("do X to do Y"): any unit its controller controls, chosen as it is paid.
    action({ limit: 'turn', cost: sacrifice(choose(unit({ controller: YOU }), { label: 'unit of yours to sacrifice' })), effect: addTokens(SELF, 1) }),
  ],
});
