import { action, cancel, fromChain, TARGET, tactic } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '03021', {
  text: 'Action: pick a tactic just played (any tactic on the chain, however many links came after it) and cancel it. Not a target.',
  abilities: [
    // "Cancel a tactic just played": chosen on play, but not a target (no "target" in the text).
    action({ target: fromChain(tactic({ faceup: true }), { targeting: false, label: 'tactic to cancel' }), effect: cancel(TARGET) }),
  ],
});
