import { isDestroyed, putIntoPlay, SELF, whenever } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '02084', {
  text: 'Warrior. When this unit is destroyed in your battlefield, it is put back into play in your kingdom rather than staying in your discard pile (as a new card: no damage, no attachments). Sacrificed, or destroyed elsewhere, it stays there.',
  abilities: [
    // Neither "Forced:" nor "you may": a mandatory effect of its own text, resolved at once after the
    // destruction, before anything else (FAQ: Detailed Timing A — constant effects first). It is
    // destroyed (what sees destructions sees it), then put into play from the pile.
    whenever({ when: isDestroyed(SELF, { zone: 'battlefield' }), effect: putIntoPlay(SELF, 'kingdom') }),
  ],
});
