import { action, count, damage, isOpposed, OPPONENT, TARGET, unit } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

/** The units on the other side of the combat: the opponent's units attacking or defending. */
const OPPOSING = { controller: OPPONENT, or: [{ attacking: true }, { defending: true }] } as const;

export default defineCard(import.meta.url, '07025', {
  text: 'Warrior. Elite. Triggered Action, once each time it is opposed in combat: X damage to one target opposing unit, X being the number of opposing units as it resolves.',
  abilities: [action({ when: isOpposed(), target: unit(OPPOSING), effect: damage(TARGET, count(unit(OPPOSING))) })],
});
