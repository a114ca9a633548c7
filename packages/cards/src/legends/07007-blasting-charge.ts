import { action, choice, chosen, destroy, development, EACH_PLAYER, eachPlayer, indirectDamage, section, upTo } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '07007', {
  text: 'Action: pick one zone of either capital (not a target) and destroy as many as 3 of the developments there; after that you and your opponent each take 3 indirect damage, each player assigning his own (the player whose turn it is first).',
  abilities: [
    action({
      effect: [
        choice('zone', section({ unburned: false, targeting: false, label: 'zone whose developments are blasted' })),
        choice('devs', upTo(3, development({ zone: { chosen: 'zone' } }), { targeting: false, label: 'developments to destroy (up to 3)' })),
        destroy(chosen('devs')),
        // both players at once: the active player assigns his first (FAQ: Indirect Damage)
        eachPlayer(indirectDamage(EACH_PLAYER, 3)),
      ],
    }),
  ],
});
