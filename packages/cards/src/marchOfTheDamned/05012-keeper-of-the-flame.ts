import { action, attachment, damage, destroy, exists, ifThen, SELF, TARGET, unit } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '05012', {
  text: 'Warrior. Action: this unit is dealt 1 damage that cannot be cancelled; only if that damage is dealt, one target Attachment card (either player\'s) is destroyed.',
  abilities: [
    // The damage is the effect, not a cost: the target is chosen as it is used, the damage and the
    // destruction happen as it resolves ("if it does": nothing is destroyed if the unit is no longer in
    // play to take it — a damage effect on a card gone from play still counts as resolved for andThen).
    action({ target: attachment(), effect: ifThen(exists(unit({ is: SELF })), [damage(SELF, 1, { uncancellable: true }), destroy(TARGET)]) }),
  ],
});
