import { entersPlay, forced, healCapital, THIS_SECTION } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '02021', {
  text: 'Engineer. Forced: when this unit enters play, remove up to 2 damage tokens from the section of your capital matching the zone it entered.',
  abilities: [forced({ when: entersPlay(), effect: healCapital(THIS_SECTION, 2) })],
});
