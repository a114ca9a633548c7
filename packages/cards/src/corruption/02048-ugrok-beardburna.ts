import { constant, damageOn, SELF } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '02048', {
  text: 'Hero (at most one Hero in each zone). Warrior. It has +1 power for every damage token on it.',
  abilities: [constant({ modify: { power: damageOn(SELF) } })],
});
