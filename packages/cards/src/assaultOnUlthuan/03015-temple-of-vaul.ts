import { beginTurn, damage, forced, section, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

const oneDamage = (label: string) => damage(section({ whose: YOU, by: YOU, targeting: false, label }), 1);

export default defineCard(import.meta.url, '03015', {
  text: 'Building. Forced: as your turn begins, your own capital is dealt 2 damage; you place it point by point, both in one section or split between two.',
  abilities: [
    forced({
      when: beginTurn(YOU),
      effect: [oneDamage('section of your capital for the first point of damage'), oneDamage('section of your capital for the second point of damage')],
    }),
  ],
});
