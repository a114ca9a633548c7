import { constant } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '04091', {
  text: 'Enters play only in the battlefield. In its controller\'s battlefield phase it must be declared as an attacker whenever it is able to attack (so he cannot decline to attack while it can).',
  abilities: [constant({ modify: { mustAttack: true } })],
});
