import { attachTo, constant, HOST, leavesPlay, may, SELF, spend, TARGET, unit, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '06046', {
  text: "Attachment. Played onto a target unit you control (it must stay yours), which has +1 power. When that unit leaves play, this card's controller may pay 1 resource to put this card back into play attached to a different target unit he controls.",
  attach: { to: unit({ controller: YOU }) },
  abilities: [
    constant({ affects: 'host', modify: { power: 1 } }),
    // It leaves play with its unit and still sees it go (an attachment's trigger about its host looks
    // back); passing on the target declines. The old unit has left play, so any unit is "another".
    may({ when: leavesPlay(HOST), target: unit({ controller: YOU }), cost: spend(1), effect: attachTo(SELF, TARGET) }),
  ],
});
