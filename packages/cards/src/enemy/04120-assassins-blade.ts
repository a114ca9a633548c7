import { constant, unit, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '04120', {
  text: 'Attachment. Weapon. Played onto a unit in your battlefield (checked only as it is played); it may be played from hand in any action window (its cost paid as usual), not only in your capital phase. The attached unit has +1 power.',
  attach: { to: unit(), enter: { zone: 'battlefield', controller: YOU } },
  abilities: [constant({ id: 'anyTime', rules: { playAnyTime: true } }), constant({ id: 'power', affects: 'host', modify: { power: 1 } })],
});
