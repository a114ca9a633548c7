import { action, gain, TARGET, unit } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

export default defineCard(import.meta.url, '01047', {
  text: 'Action: for the rest of the turn, a unit you target may not be declared as an attacker, nor as a defender (a unit already in combat stays in it).',
  // FAQ (CS 47) errata: "cannot be declared"; a unit already in combat keeps its status.
  abilities: [action({ target: unit(), effect: gain(TARGET, { cannotAttack: true, cannotDefend: true }, 'turn') })],
});
