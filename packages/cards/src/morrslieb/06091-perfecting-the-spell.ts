import { action, andThen, anyCard, atLeast, choice, choose, chosen, count, development, developFromDeck, ifThen, minus, pickedCount, section, toDeck, YOU, type CardRef, type Effect } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

/** X: the developments its player controls as it resolves (the new one included). */
const X = count(development({ controller: YOU }));

/** More than any board holds developments. */
const MAX = 20;

/**
 * With n of the X cards already put on the bottom: the others (X − n, still the top ones) go back on
 * top one after another in the order the player picks (the last one put back is the top card).
 */
function backOnTop(n: number, bottom: readonly CardRef[]): Effect[] {
  const out: Effect[] = [];
  const done: CardRef[] = [];
  for (let j = 0; j < MAX - n; j++) {
    const name = `top${n}_${j}`;
    const not = [...bottom, ...done];
    out.push(
      ifThen(atLeast(minus(X, n), j + 1), [
        choice(name, choose(anyCard(not.length > 0 ? { not } : {}), { from: 'deckTop', depth: minus(X, n), ifNone: 'continue', label: 'card to put back on top next (the last one put back is the top card)' })),
        toDeck(chosen(name)),
      ]),
    );
    done.push(chosen(name));
  }
  return out;
}

/** The bottom first: one card at a time among those looked at (pass: the rest go back on top). */
function toBottom(i: number, bottom: readonly CardRef[]): Effect[] {
  if (i >= MAX) return [];
  const name = `bottom${i}`;
  const left = minus(X, i);
  return [
    ifThen(atLeast(left, 1), [
      choice(name, choose(anyCard(bottom.length > 0 ? { not: [...bottom] } : {}), { from: 'deckTop', depth: left, min: 0, max: 1, label: 'card to put on the bottom of your deck next (pass: the rest go back on top)' })),
      toDeck(chosen(name), { bottom: true }),
      ifThen(atLeast(pickedCount(name), 1), toBottom(i + 1, [...bottom, chosen(name)]), backOnTop(i, bottom)),
    ]),
  ];
}

export default defineCard(import.meta.url, '06091', {
  text: "Spell. Action: your deck's top card goes facedown into a zone of yours (your pick) as a development; after that you look at your deck's top X cards (X: the developments you control) and put each of them back on the top or the bottom of your deck, in the order you choose.",
  abilities: [
    action({
      effect: [
        choice('zone', section({ whose: YOU, unburned: false, targeting: false, label: 'zone the development goes into' })),
        developFromDeck(YOU, 1, { chosen: 'zone' }),
        andThen(...toBottom(0, [])),
      ],
    }),
  ],
});
