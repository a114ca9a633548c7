import { action, choose, OPPONENT, sacrifice, unit } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '06037', {
  text: 'Spell. Action: your opponent picks one of the units he controls and sacrifices it (not a target; nothing happens if he has none).',
  abilities: [action({ effect: sacrifice(choose(unit({ controller: OPPONENT }), { by: OPPONENT, label: 'your unit to sacrifice' })) })],
});
