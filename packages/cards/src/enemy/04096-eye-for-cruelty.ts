import { action, destroy, HOST, replace, startLasting, TARGET, unit } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '04096', {
  text: 'Spell. Action: choose a target unit; for the rest of the turn, whenever it would be healed, it is destroyed instead (its damage stays, and it does not count as healed).',
  abilities: [action({ target: unit(), effect: startLasting('cruelty', { card: TARGET }) })],
  lasting: { cruelty: { abilities: [replace({ on: 'heal', card: HOST, instead: destroy(HOST) })] } },
});
