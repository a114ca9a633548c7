import { action, anyCard, choice, move, questTokenOnDevelopment, removeTokensFrom, SELF, support, TARGET, unit, zoneFor } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '06008', {
  text: "Triggered action, each time you put a card from your hand into play as a development: if a unit is questing on this quest when it resolves, it gains 1 resource token. Action: remove 2 resource tokens from it (the cost): one target unit or support card (either player's; not an attachment, which stays with its host) moves to another zone of its controller's capital.",
  abilities: [
    questTokenOnDevelopment(),
    action({
      cost: removeTokensFrom(SELF, 2),
      target: anyCard({ or: [unit(), support({ notTrait: 'Attachment' })] }),
      effect: [choice('to', zoneFor(TARGET, { label: 'zone of its controller to move it to' })), move(TARGET, { chosen: 'to' })],
    }),
  ],
});
