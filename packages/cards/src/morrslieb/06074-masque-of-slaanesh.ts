import { action, beginTurn, choice, corrupt, EACH, EACH_PLAYER, each, eachPlayer, rules, unit, upTo, YOU, type Ctx } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

/** Its title is one the players named (a facedown card has none, so it never matches). */
function named(ctx: Ctx, id: number): boolean {
  const title = rules.printed(ctx.state, id)?.name;
  if (title === undefined) return false;
  return rules.picked(ctx, 'named').some((n) => rules.printed(ctx.state, n)?.name === title);
}

export default defineCard(import.meta.url, '06074', {
  text: "Hero. Triggered action as your turn begins: every player (the active one first) names a unit: he picks a faceup unit in play, either player's, or passes to name a title not in play; then every unit in play bearing one of the named titles is corrupted.",
  abilities: [
    action({
      when: beginTurn(YOU),
      effect: [
        // naming a title only a copy in play could be corrupted under: offering the units in play is enough,
        // and no hidden card's title is ever offered; a player may pass, naming a title with no copy in play
        // (he names any unit card of the game, not only one in play)
        eachPlayer(choice('named', upTo(1, unit({ faceup: true }), { by: EACH_PLAYER, label: 'unit whose title you name (every copy in play is corrupted); pass: a title with no copy in play' }))),
        each(unit({ where: named }), corrupt(EACH)),
      ],
    }),
  ],
});
