import { action, beginTurn, corrupt, damage, OPPONENT, powerOf, spend, TARGET, target, unit, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '06113', {
  text: 'Daemon. Triggered Action, once as your turn begins: corrupt one target unit (either player\'s). Action: pay 2 resources and choose a target corrupted unit an opponent controls and another target unit: the second is dealt damage equal to the first\'s power (as it resolves).',
  abilities: [
    action({ id: 'corrupt', when: beginTurn(YOU), target: unit(), effect: corrupt(TARGET) }),
    action({
      id: 'delude',
      cost: spend(2),
      targets: [unit({ controller: OPPONENT, corrupt: true }), unit({ not: TARGET })],
      effect: damage(target(1), powerOf(TARGET)),
    }),
  ],
});
