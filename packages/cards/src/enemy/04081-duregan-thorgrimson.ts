import { action, beginTurn, damage, EACH, each, exists, ifElse, ifThen, is, powerOf, SELF, TARGET, unit } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '04081', {
  text: 'Hero. Action, usable once at the start of your turn (first action window): this unit and one other target unit deal each other damage equal to their own power, at the same time. (Errata: simultaneous.)',
  abilities: [
    action({
      when: beginTurn(),
      target: unit({ not: SELF }),
      // Only while this unit is still in play to deal (and take) its damage; both amounts are dealt together.
      effect: ifThen(
        exists(unit({ is: SELF })),
        each(unit({ or: [{ is: SELF }, { is: TARGET }] }), damage(EACH, ifElse(is(EACH, { is: SELF }), powerOf(TARGET), powerOf(SELF)))),
      ),
    }),
  ],
});
