import { constant, count, development, unit, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '06023', {
  text: 'Attachment, played onto a Dwarf unit you control. Its host has +1 hit points per development in the zone of your capital the Tankard is in.',
  attach: { to: unit({ controller: YOU, race: 'Dwarf' }) },
  abilities: [constant({ affects: 'host', modify: { hitPoints: count(development({ zone: 'this' })) } })],
});
