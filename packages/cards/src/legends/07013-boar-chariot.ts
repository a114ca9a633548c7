import { action, attacks, constant, HOST, leavesPlay, may, returnToHand, SELF, spend, startLasting, unit, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '07013', {
  text: "Attachment. Cavalry. Played onto a target unit you control (it must stay yours). Action, once each time that unit attacks: for the rest of the turn, no damage (either player's, of any kind) can be cancelled. When that unit leaves play, this card's controller may pay 2 resources to put this card back into its owner's hand.",
  attach: { to: unit({ controller: YOU }) },
  abilities: [
    action({ when: attacks(HOST), effect: startLasting('noCancel') }),
    // It leaves play with its unit and still sees it go (an attachment's trigger about its host looks back).
    may({ when: leavesPlay(HOST), cost: spend(2), effect: returnToHand(SELF) }),
  ],
  lasting: { noCancel: { abilities: [constant({ rules: { damageUncancellable: 'all' } })] } },
});
