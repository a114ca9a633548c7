import { constant, damageOn, HOST, unit, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '02009', {
  text: 'Attachment. Played onto a unit in your battlefield (checked only as it is played). The attached unit has +1 power for each damage token on it.',
  attach: { to: unit(), enter: { zone: 'battlefield', controller: YOU } },
  abilities: [constant({ affects: 'host', modify: { power: damageOn(HOST) } })],
});
