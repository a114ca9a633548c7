import { action, chosen, choice, EACH, EACH_PLAYER, each, eachPlayer, entersPlay, sacrifice, unit, upTo } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

const keep = (name: string, zone: 'kingdom' | 'quest' | 'battlefield') =>
  choice(name, upTo(1, unit({ controller: EACH_PLAYER, zone }), { by: EACH_PLAYER, label: `unit of your ${zone} to keep (at most one; every other unit is sacrificed)` }));

export default defineCard(import.meta.url, '06029', {
  text: 'Dragon. Triggered action, usable once as this unit enters play: every player (the active one first) keeps at most one unit of his own in each of his three zones; every unit in play not kept is then sacrificed, all together.',
  abilities: [
    action({
      when: entersPlay(),
      effect: [
        // not targets: picked as it resolves, each player among his own units, zone by zone
        eachPlayer(keep('keepKingdom', 'kingdom'), keep('keepQuest', 'quest'), keep('keepBattlefield', 'battlefield')),
        each(unit({ not: [chosen('keepKingdom'), chosen('keepQuest'), chosen('keepBattlefield')] }), sacrifice(EACH)),
      ],
    }),
  ],
});
