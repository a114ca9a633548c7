import { action, damage, target, TARGET, unit } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '03054', {
  text: 'Spell. Action: pick two different target units (both are needed to play it); each is dealt 2 damage.',
  abilities: [action({ targets: [unit(), unit({ not: TARGET })], effect: [damage(TARGET, 2), damage(target(1), 2)] })],
});
