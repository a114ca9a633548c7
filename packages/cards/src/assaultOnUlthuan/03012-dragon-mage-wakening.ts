import { constant, unit } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '03012', {
  text: 'Attachment. Played onto a target unit (either player\'s); that unit has 3 more hit points.',
  attach: { to: unit() },
  abilities: [constant({ affects: 'host', modify: { hitPoints: 3 } })],
});
