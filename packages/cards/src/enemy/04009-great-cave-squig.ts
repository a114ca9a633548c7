import { beginTurn, choose, chooseOne, damage, development, exists, forced, powerOf, sacrifice, SELF, targetOf, unit, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

const devHere = development({ controller: YOU, zone: 'this' });

export default defineCard(import.meta.url, '04009', {
  text: "Creature. Forced: as your turn begins, its controller picks one: sacrifice one of his developments in the Squig's own zone, or have the Squig deal as much damage as its power to one target unit he controls (the Squig itself allowed).",
  abilities: [
    forced({
      when: beginTurn(),
      // "Or" (FAQ): only an option that can fully resolve may be picked.
      effect: chooseOne([
        { label: 'sacrifice a development in this zone', if: exists(devHere), do: sacrifice(choose(devHere, { label: 'development to sacrifice' })) },
        { label: 'damage equal to its power to a target unit you control', do: damage(targetOf(unit({ controller: YOU }), { label: 'unit you control to damage' }), powerOf(SELF)) },
      ]),
    }),
  ],
});
