import { attackResolved, each, EACH, is, returnToHand, SELF, unit, whenever } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '07018', {
  text: 'Mage. Once a combat in which it was a defender is over and it is still in play, every unit still attacking in that combat goes back to its owner\'s hand (mandatory).',
  abilities: [
    whenever({
      when: attackResolved({ player: 'you', if: is(SELF, { defending: true }) }),
      effect: each(unit({ attacking: true }), returnToHand(EACH)),
    }),
  ],
});
