import { action, beginPhase, choice, HOST, move, unit, YOU, zoneFor } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '03047', {
  text: 'Attachment. Played onto a target unit you control (it must stay yours). Action, usable once as your battlefield phase begins (your first opportunity then): the attached unit, with this card, moves to another zone of your capital.',
  attach: { to: unit({ controller: YOU }) },
  abilities: [
    action({
      when: beginPhase('battlefield', YOU),
      effect: [choice('to', zoneFor(HOST)), move(HOST, { chosen: 'to' })],
    }),
  ],
});
