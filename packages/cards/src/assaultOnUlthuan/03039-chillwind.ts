import { action, andThen, choose, corrupt, restore, TARGET, unit } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '03039', {
  text: "Spell. Action: a target unit of either player that can be corrupted becomes corrupted; if it did, you may next restore one corrupted unit in play, anyone's, the target too (picked as it resolves, not a target).",
  abilities: [
    action({
      target: unit({ corruptible: true }),
      effect: [
        corrupt(TARGET),
        // "Then": only once the corruption happened (FAQ: Multiple Effects); "you may": a pass declines.
        andThen(restore(choose(unit({ corrupt: true }), { min: 0, ifNone: 'continue', label: 'corrupted unit to restore (pass: none)' }))),
      ],
    }),
  ],
});
