import { action, andThen, choice, choose, chooseNumber, chosen, chosenNumber, damage, EACH, each, exists, powerOf, sacrifice, unit, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

/** The chosen unit's power, noted before it is sacrificed (a number with a single value is picked by itself). */
const POWER = powerOf(chosen('victim'));

export default defineCard(import.meta.url, '02052', {
  text: 'Action: sacrifice one of your units; if you did, every unit in either player\'s battlefield is dealt X damage, X being the power the sacrificed unit had.',
  abilities: [
    action({
      canResolve: exists(unit({ controller: YOU })),
      effect: [
        choice('victim', choose(unit({ controller: YOU }), { label: 'unit to sacrifice' })),
        choice('x', chooseNumber(POWER, POWER, { label: 'X: its power' })),
        sacrifice(chosen('victim')),
        andThen(each(unit({ zone: 'battlefield' }), damage(EACH, chosenNumber('x')))),
      ],
    }),
  ],
});
