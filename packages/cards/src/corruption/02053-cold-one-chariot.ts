import { constant, count, development } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '02053', {
  text: 'Cavalry. Its hit points equal the number of developments in the zone of your capital it is in (with none there it has 0 and is destroyed).',
  abilities: [constant({ modify: { hitPoints: count(development({ zone: 'this' })) } })],
});
