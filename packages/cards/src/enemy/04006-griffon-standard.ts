import { constant, count, unit, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '04006', {
  text: "Attachment. Played onto an Empire unit in your battlefield (it must stay an Empire unit). The attached unit has +1 power per Empire unit standing in the zone it is in on its controller's capital, itself included.",
  attach: { to: unit({ race: 'Empire' }), enter: { zone: 'battlefield', controller: YOU } },
  abilities: [constant({ affects: 'host', modify: { power: count(unit({ race: 'Empire', zone: 'this' })) } })],
});
