import { beginTurn, corrupt, forced, SELF } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '08010', {
  text: 'Feared 1 (when it attacks, its controller may choose 1 target unit whose text box, traits aside, is blank while it attacks). Forced: as each of your turns begins, this unit becomes corrupted.',
  abilities: [forced({ when: beginTurn(), effect: corrupt(SELF) })],
});
