import { action, anyCard, count, damage, TARGET, unit, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '05041', {
  text: 'Lizardmen. Action: one target unit is dealt X damage, X being the number of Lizardmen cards in play under your control as this resolves (units, supports, attachments, legends; facedown cards have no traits).',
  abilities: [action({ target: unit(), effect: damage(TARGET, count(anyCard({ trait: 'Lizardmen', controller: YOU }))) })],
});
