import { beginTurn, corrupt, forced, TARGET, unit, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '02030', {
  text: "Hero (at most one per zone). Forced: at the beginning of your turn, corrupt one target unit (any player's, its controller picks; with no unit in play nothing happens).",
  abilities: [forced({ when: beginTurn(YOU), target: unit(), effect: corrupt(TARGET) })],
});
