import { action, and, damage, EACH, each, ifElse, ifThen, is, OPPONENT, powerOf, target, unit, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

const first = target(0);
const second = target(1);

export default defineCard(import.meta.url, '03045', {
  text: "Action: pick two target units in different battlefields — one in yours, one in your opponent's. Each deals damage equal to its power (as it resolves) to the other, both at the same time; if either target is gone by then, neither deals anything.",
  abilities: [
    action({
      targets: [
        unit({ controller: YOU, zone: 'battlefield' }),
        unit({ controller: OPPONENT, zone: 'battlefield' }),
      ],
      effect: ifThen(
        and(is(first, unit()), is(second, unit())),
        each(unit({ or: [{ is: first }, { is: second }] }), damage(EACH, ifElse(is(EACH, { is: first }), powerOf(second), powerOf(first)))),
      ),
    }),
  ],
});
