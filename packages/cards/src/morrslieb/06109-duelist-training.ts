import { constant, unit, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '06109', {
  text: 'Attachment. Played onto a target unit you control (it must stay yours), which has Counterstrike 4: as it is declared a defender, it deals 4 damage to an attacking unit at once.',
  attach: { to: unit({ controller: YOU }) },
  abilities: [constant({ affects: 'host', modify: { keywords: { counterstrike: 4 } } })],
});
