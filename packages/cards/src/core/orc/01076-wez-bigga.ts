import { act, action, constant, custom, entersPlay, EVENT_CARD, forced, HOST, played, startLasting, unit, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

export default defineCard(import.meta.url, '01076', {
  text: 'Action: until the end of the turn, the next unit you play costs 1 less, and that unit comes into play carrying 1 damage token (placed, not dealt).',
  abilities: [action({ effect: [startLasting('cheaper'), startLasting('marksNext')] })],
  lasting: {
    // The reduction waits for the next unit you play; paying for it uses it up (FAQ: Conditional Actions).
    cheaper: { once: true, abilities: [constant({ rules: { cost: { of: unit(), change: -1 } } })] },
    // That same unit, as it is played, is marked to enter play with the damage.
    marksNext: { once: true, abilities: [forced({ when: played(unit(), { player: YOU, asDevelopment: false }), effect: startLasting('entersDamaged', { card: EVENT_CARD }) })] },
    entersDamaged: {
      once: true,
      // The unit that entered play is the event's card.
      abilities: [forced({ when: entersPlay(HOST), effect: custom('1 damage token on it', (ctx) => act.placeDamage(ctx, ctx.use.ev.card, 1) > 0) })],
    },
  },
});
