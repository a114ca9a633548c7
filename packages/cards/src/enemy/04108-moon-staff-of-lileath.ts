import { action, attacks, defends, HOST, indirectDamage, OPPONENT, unit } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '04108', {
  text: "Attachment. Weapon. Played onto a High Elf unit (either player's; it must stay a High Elf unit). Action, usable once right after the unit it is on is declared as an attacker, or as a defender: your opponent is dealt 2 indirect damage, which he assigns himself.",
  attach: { to: unit({ race: 'High Elf' }) },
  abilities: [
    action({ id: 'attacks', when: attacks(HOST), effect: indirectDamage(OPPONENT, 2) }),
    action({ id: 'defends', when: defends(HOST), effect: indirectDamage(OPPONENT, 2) }),
  ],
});
