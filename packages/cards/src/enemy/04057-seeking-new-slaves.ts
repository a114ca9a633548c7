import { action, choice, fromDiscard, OPPONENT, putIntoPlay, section, TARGET, unit, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '04057', {
  text: 'Action: one target unit card that went into an opponent\'s discard pile this turn enters play under your control, corrupted, in the zone of yours you pick (the unique, Hero and zone restrictions still apply).',
  abilities: [
    action({
      target: fromDiscard(unit({ thisTurn: 'enteredDiscard' }), { whose: OPPONENT, label: 'unit card that entered an opponent\'s discard pile this turn' }),
      effect: [
        choice('zone', section({ whose: YOU, unburned: false, targeting: false, label: 'your zone to put it into' })),
        putIntoPlay(TARGET, { chosen: 'zone' }, { corrupted: true }),
      ],
    }),
  ],
});
