import { beginTurn, constant, damage, forced, HOST, unit, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '06013', {
  text: "Attachment. Spell. Played onto a target unit of either player, which has +2 power. Forced: as the Mark's controller's turn begins, its unit is dealt 1 damage that cannot be cancelled.",
  attach: { to: unit() },
  abilities: [
    constant({ affects: 'host', modify: { power: 2 } }),
    forced({ when: beginTurn(YOU), effect: damage(HOST, 1, { uncancellable: true }) }),
  ],
});
