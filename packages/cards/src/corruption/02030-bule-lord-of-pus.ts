import { beginTurn, corrupt, forced, TARGET, unit, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '02030', {
  text: "Hero, one Hero per zone at most. Forced: as each of your turns begins, you corrupt a target unit (any player's; with no unit in play nothing happens).",
  abilities: [forced({ when: beginTurn(YOU), target: unit(), effect: corrupt(TARGET) })],
});
