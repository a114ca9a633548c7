import { EACH_PLAYER, eachPlayer, entersPlay, forced, indirectDamage } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '03007', {
  text: 'Mage. Forced: when this unit enters play, both players are dealt 2 indirect damage; each assigns his own, the active player first.',
  abilities: [forced({ when: entersPlay(), effect: eachPlayer(indirectDamage(EACH_PLAYER, 2)) })],
});
