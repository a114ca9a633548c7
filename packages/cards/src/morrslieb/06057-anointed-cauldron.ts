import { action, discard, OPPONENT, YOU, zoneAttacked } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '06057', {
  text: 'Siege. Triggered Action, once each time the zone of your capital holding it is attacked: the attacking player discards 1 card of his choice from his hand.',
  abilities: [action({ when: zoneAttacked({ player: YOU, zone: 'this' }), effect: discard(OPPONENT, 1) })],
});
