import { constant, HOST, leavesPlay, may, returnToHand, SELF, spend, unit } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '07034', {
  text: "Attachment. Disease. Played onto a target unit of either player; that unit is unable to attack. When that unit leaves play, this card's controller may pay 2 resources to put this card back into its owner's hand.",
  attach: { to: unit() },
  abilities: [
    constant({ affects: 'host', modify: { cannotAttack: true } }),
    // It leaves play with its unit and still sees it go (an attachment's trigger about its host looks back).
    may({ when: leavesPlay(HOST), cost: spend(2), effect: returnToHand(SELF) }),
  ],
});
