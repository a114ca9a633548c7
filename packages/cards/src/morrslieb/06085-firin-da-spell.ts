import { action, andThen, choice, count, development, developFromDeck, gain, section, TARGET, unit, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '06085', {
  text: "Spell. Action: your deck's top card goes facedown into a zone of yours (your pick) as a development; after that, one target attacking unit (either player's) gets +1 power per development you control, counted then, until the end of the turn.",
  abilities: [
    action({
      target: unit({ attacking: true }),
      effect: [
        choice('zone', section({ whose: YOU, unburned: false, targeting: false, label: 'zone the development goes into' })),
        developFromDeck(YOU, 1, { chosen: 'zone' }),
        andThen(gain(TARGET, { power: count(development({ controller: YOU })) })),
      ],
    }),
  ],
});
