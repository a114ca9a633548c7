import { EVENT_CARD, heal, HOST, replace, sacrifice, SELF, unit } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '04062', {
  text: 'Attachment. Rune. Played onto one target Dwarf unit (either player\'s; it must stay a Dwarf unit). Instead of the attached unit being destroyed, this card is sacrificed and every damage token on that unit is removed (it stays in play).',
  attach: { to: unit({ race: 'Dwarf' }) },
  abilities: [replace({ on: 'destroy', card: HOST, instead: [sacrifice(SELF), heal(EVENT_CARD, 'all')] })],
});
