import { action, andThen, declareDefender, move, takeControl, TARGET, unit } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '03041', {
  text: 'Action: one target unit that is attacking comes under your control for the rest of this turn; then it moves to the zone under attack (now yours) and is declared as a defender there.',
  abilities: [
    action({
      target: unit({ attacking: true }),
      // "Then": only a unit whose control changed goes over to the defence (the attacker playing it on his own unit changes nothing).
      effect: [takeControl(TARGET, 'turn'), andThen(move(TARGET, 'attacked'), declareDefender(TARGET))],
    }),
  ],
});
