import { damage, forced, leavesPlay, SELF, TARGET, unit, unitOrSection, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

export default defineCard(import.meta.url, '01010', {
  text: 'Scout. Quest. Forced: when another Dwarf unit its controller controls leaves play, 1 damage goes to a unit or capital section (any player\'s) that he targets.',
  // Scout is a printed keyword in the catalogue.
  abilities: [
    forced({
      zone: 'quest',
      when: leavesPlay(unit({ controller: YOU, race: 'Dwarf', not: SELF })),
      target: unitOrSection({}, { whose: 'any', label: 'unit or capital section (any player\'s) to deal 1 damage to' }),
      effect: damage(TARGET, 1),
    }),
  ],
});
