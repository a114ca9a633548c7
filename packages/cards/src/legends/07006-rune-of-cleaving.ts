import { constant, HOST, leavesPlay, may, returnToHand, SELF, spend, unit, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '07006', {
  text: "Attachment. Rune. Played onto a target unit you control (it must stay yours), which has +2 power. When that unit leaves play, this card's controller may pay 2 resources to put this card back into its owner's hand.",
  attach: { to: unit({ controller: YOU }) },
  abilities: [
    constant({ affects: 'host', modify: { power: 2 } }),
    // It leaves play with its unit and still sees it go (an attachment's trigger about its host looks back).
    may({ when: leavesPlay(HOST), cost: spend(2), effect: returnToHand(SELF) }),
  ],
});
