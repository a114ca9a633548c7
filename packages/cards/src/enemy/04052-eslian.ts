import { action, attacks, corrupt, OPPONENT, TARGET, unit } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '04052', {
  text: 'Hero. Cultist. Action, usable once right after this unit is declared as an attacker: corrupt one target unit (not already corrupted) in the zone under attack.',
  abilities: [action({ when: attacks(), target: unit({ controller: OPPONENT, zone: 'attacked', corruptible: true }), effect: corrupt(TARGET) })],
});
