import { constant, damageOn, HOST, unit, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '04071', {
  text: 'Attachment. Played onto a target Orc unit in your battlefield (it must stay an Orc). The attached unit has Toughness X, X being the damage on it (added to any other Toughness).',
  attach: { to: unit({ race: 'Orc' }), enter: { controller: YOU, zone: 'battlefield' } },
  abilities: [constant({ affects: 'host', modify: { keywords: { toughness: damageOn(HOST) } } })],
});
