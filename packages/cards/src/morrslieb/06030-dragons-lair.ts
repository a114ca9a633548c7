import { action, addTokens, atLeast, beginTurn, choice, chooseOne, chosen, ifThen, pickedCount, putIntoPlay, removeTokens, rules, search, section, SELF, shuffleDeck, tokensOn, unit, YOU, type Ctx, type PlayerId, type ZoneName } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

/** A zone of yours the Dragon found can enter (uniqueness, a Hero already there, its own restrictions — FAQ: Put into Play). */
function canEnter(ctx: Ctx, p: PlayerId, zone: ZoneName): boolean {
  const found = rules.picked(ctx, 'dragon')[0];
  return found !== undefined && p === ctx.player && rules.cannotEnterPlay(ctx.state, found, p, zone) === null;
}

export default defineCard(import.meta.url, '06030', {
  text: 'Building. Action, once as each of your turns begins (at your first opportunity): place a resource token here; after that you may take 2 resource tokens off it, and if you do, search your five topmost deck cards for one Dragon unit that enters play in a zone of yours of your choice, your deck being shuffled afterwards.',
  abilities: [
    action({
      when: beginTurn(YOU),
      effect: [
        addTokens(SELF, 1),
        chooseOne([
          {
            label: 'remove 2 resource tokens from it to search for a Dragon unit',
            if: atLeast(tokensOn(SELF), 2),
            do: [
              removeTokens(SELF, 2),
              choice('dragon', search(5, unit({ trait: 'Dragon' }), { label: 'Dragon unit to put into play (pass: none)' })),
              ifThen(atLeast(pickedCount('dragon'), 1), [
                choice('zone', section({ whose: YOU, unburned: false, zoneWhere: canEnter, label: 'zone it enters' })),
                putIntoPlay(chosen('dragon'), { chosen: 'zone' }),
              ]),
              shuffleDeck(YOU),
            ],
          },
          { label: 'keep the tokens', do: [] },
        ]),
      ],
    }),
  ],
});
