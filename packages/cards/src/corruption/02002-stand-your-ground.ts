import { action, choice, fromDiscard, putIntoPlay, section, TARGET, unit, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '02002', {
  text: 'Action: choose a target Dwarf unit card that reached your discard pile at any point this turn (by any route); it is put into play in one of your zones, which you pick as it resolves.',
  abilities: [
    action({
      // FAQ Q&A: any Dwarf unit card that entered the pile this turn, however it got there (a destroyed development too).
      target: fromDiscard(unit({ race: 'Dwarf', thisTurn: 'enteredDiscard' }), { label: 'Dwarf unit card that entered your discard pile this turn' }),
      effect: [choice('zone', section({ whose: YOU, unburned: false, label: 'zone it enters' })), putIntoPlay(TARGET, { chosen: 'zone' })],
    }),
  ],
});
