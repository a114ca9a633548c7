import { action, andThen, choice, chosen, damage, development, developFromDeck, pickedCount, sacrifice, section, TARGET, unitOrSection, upTo, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

/** More than any board holds: "any number" of your developments. */
const ANY = 40;

export default defineCard(import.meta.url, '06094', {
  text: "Spell. Action: your deck's top card goes facedown into a zone of yours (your pick) as a development; after that, you sacrifice as many of your developments as you choose (X, the new one may be among them) and one target unit or capital section (either player's) is dealt X damage.",
  abilities: [
    action({
      target: unitOrSection({}, { label: 'unit or capital section to deal X damage to' }),
      effect: [
        choice('zone', section({ whose: YOU, unburned: false, targeting: false, label: 'zone the development goes into' })),
        developFromDeck(YOU, 1, { chosen: 'zone' }),
        andThen(
          choice('devs', upTo(ANY, development({ controller: YOU }), { label: 'developments of yours to sacrifice (X: one damage each)' })),
          sacrifice(chosen('devs')),
          damage(TARGET, pickedCount('devs')),
        ),
      ],
    }),
  ],
});
