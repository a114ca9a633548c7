import { constant } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '02003', {
  text: 'Warrior. Its owner may play this unit from his hand whenever he could take an action (in any action window, either turn, even in response), paying its cost as usual.',
  abilities: [constant({ rules: { playAnyTime: true } })],
});
