import { action, atLeast, choice, choose, chosen, conditionFn, ifThen, pickedCount, putIntoPlay, rules, section, unit, YOU, YOUR_TURN, type CardRef, type Effect } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

/** More units than any discard pile holds. */
const MOST = 60;

/**
 * First every choice: the next unit of your discard pile not handled yet (none left: done), then the
 * zone of yours it enters, and so on. Then, with no choice in between, all are put into play (one
 * effect: they enter together, and what their entering triggers resolves after all have entered —
 * FAQ Detailed Timing C-3). One that cannot enter (uniqueness, a Hero already in that zone, its own
 * zone restriction) stays in the pile.
 */
function units(i: number, done: readonly CardRef[]): Effect[] {
  if (i >= MOST) return [];
  const card = `unit${i}`;
  const zone = `zone${i}`;
  return [
    choice(card, choose(unit(done.length > 0 ? { not: done } : {}), { from: 'discard', whose: YOU, min: 1, max: 1, ifNone: 'continue', label: 'next unit of your discard pile to put into play' })),
    ifThen(atLeast(pickedCount(card), 1), [
      choice(zone, section({ whose: YOU, unburned: false, targeting: false, label: 'zone it enters' })),
      ...units(i + 1, [...done, chosen(card)]),
      putIntoPlay(chosen(card), { chosen: zone }),
    ]),
  ];
}

export default defineCard(import.meta.url, '02108', {
  text: 'Epic Spell. Played only during your turn. Action: every unit card in your discard pile is put into play, each into the zone of yours you pick for it (not targeted; uniqueness and each card\'s own restrictions still apply).',
  abilities: [
    action({
      if: YOUR_TURN,
      canResolve: conditionFn((ctx) => ctx.state.players[ctx.player].discard.some((id) => rules.printed(ctx.state, id)?.type === 'Unit')),
      effect: units(0, []),
    }),
  ],
});
