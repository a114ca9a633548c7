import { action, beginTurn, choose, chooseOne, damage, ifThen, is, OPPONENT, sacrifice, TARGET, unit, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

/** The target's controller (`who`) picks: sacrifice a unit of his, and the damage is cancelled, or take it. */
function offer(who: typeof YOU | typeof OPPONENT) {
  return chooseOne(
    [
      { label: 'sacrifice a unit to cancel the damage', do: sacrifice(choose(unit({ controller: who }), { by: who, label: 'unit to sacrifice (the damage is cancelled)' })) },
      { label: 'let the damage be dealt', do: damage(TARGET, 1) },
    ],
    who,
  );
}

export default defineCard(import.meta.url, '06110', {
  text: 'Warrior. Triggered Action, once at the beginning of your turn: one target unit (either player\'s) in a zone of the same name as this unit\'s zone is to be dealt 1 damage; the player controlling that unit may sacrifice a unit he controls (that one too) to cancel it.',
  abilities: [action({ when: beginTurn(YOU), target: unit({ zone: 'corresponding' }), effect: ifThen(is(TARGET, { controller: YOU }), offer(YOU), offer(OPPONENT)) })],
});
