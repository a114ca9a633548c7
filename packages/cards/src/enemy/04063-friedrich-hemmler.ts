import { damage, EACH, each, forced, isOpposed, unit } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '04063', {
  text: 'Hero. Mage. Forced: once this unit is opposed in a combat, every unit attacking or defending in it (this one too) is dealt 1 damage that cannot be cancelled.',
  abilities: [forced({ when: isOpposed(), effect: each(unit({ or: [{ attacking: true }, { defending: true }] }), damage(EACH, 1, { uncancellable: true })) })],
});
