import { beginTurn, forced, healCapital, section, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

export default defineCard(import.meta.url, '01014', {
  text: 'Kingdom. Forced: at the beginning of your turn, remove 1 damage token from a damaged section of your capital that you pick.',
  abilities: [forced({ zone: 'kingdom', when: beginTurn(), effect: healCapital(section({ whose: YOU, damaged: true, label: 'section of your capital to heal 1 damage' }), 1) })],
});
