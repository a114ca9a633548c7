import { constant, is, SELF } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '05034', {
  text: 'Lizardmen. While it is opposed in combat (attacking against at least one defender or an attacked legend, or defending against attackers), this unit has +1 power.',
  abilities: [constant({ if: is(SELF, { opposed: true }), modify: { power: 1 } })],
});
