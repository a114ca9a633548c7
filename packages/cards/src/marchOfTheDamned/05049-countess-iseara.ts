import { action, fromDiscard, gain, spend, TARGET, unit } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '05049', {
  text: 'Hero. Undead. Vampire. Action: for 1 resource, pick a unit of your own discard pile as the target; for the rest of the turn it has Necromancy (you may play it from your discard pile; played so, it goes to the bottom of your deck as the turn ends).',
  abilities: [action({ cost: spend(1), target: fromDiscard(unit(), { label: 'unit in your discard pile' }), effect: gain(TARGET, { keywords: { necromancy: true } }) })],
});
