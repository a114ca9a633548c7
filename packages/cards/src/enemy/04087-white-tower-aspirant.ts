import { constant } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '04087', {
  text: 'Kingdom. No card effect can cancel indirect damage, whoever deals it and whoever takes it (Toughness included).',
  abilities: [constant({ zone: 'kingdom', rules: { damageUncancellable: 'indirect' } })],
});
