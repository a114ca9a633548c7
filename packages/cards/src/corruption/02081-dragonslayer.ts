import { constant, is, SELF } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '02081', {
  text: 'Slayer. Toughness 2. In your battlefield phase it may be declared as an attacker while it is in your quest zone (as well as from your battlefield).',
  // While it is in the quest zone it may attack from there (and keeps attacking if moved to the battlefield);
  // from the kingdom it may not.
  abilities: [constant({ if: is(SELF, { zone: 'quest' }), modify: { attackFromAnyZone: true } })],
});
