import { action, andThen, chooseNumber, choice, chosenNumber, controllerOf, developFromDeck, ifThen, is, minus, OPPONENT, powerOf, sacrifice, TARGET, unit, YOU, type Effect, type PlayerRef } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

/** How many of his deck's top cards go into each zone (0 in all: he declines); at most X in all. */
const X = powerOf(TARGET);
const WHO = controllerOf(TARGET);
const HOW_MANY: Effect[] = [
  choice('k', chooseNumber(0, X, { by: WHO, label: 'developments from the top of your deck into your kingdom' })),
  choice('q', chooseNumber(0, minus(X, chosenNumber('k')), { by: WHO, label: 'developments from the top of your deck into your quest zone' })),
  choice('b', chooseNumber(0, minus(minus(X, chosenNumber('k')), chosenNumber('q')), { by: WHO, label: 'developments from the top of your deck into your battlefield' })),
];

/** The sacrifice, then the chosen numbers of deck-top cards facedown into that player's zones. */
const sacrificeThenDevelop = (p: PlayerRef): Effect[] => [
  sacrifice(TARGET),
  andThen(developFromDeck(p, chosenNumber('k'), 'kingdom'), developFromDeck(p, chosenNumber('q'), 'quest'), developFromDeck(p, chosenNumber('b'), 'battlefield')),
];

export default defineCard(import.meta.url, '06120', {
  text: "Wood Elf. Order only. Action: the controller of one target unit sacrifices it; then that player may put up to X cards from the top of his deck into play facedown as developments, in zones of his choice, X being the unit's power as it was in play.",
  abilities: [
    action({
      target: unit(),
      // X and "that player" are the unit's as it last was in play: read (and his numbers chosen) before
      // it goes; the sacrifice itself cannot fail, so choosing first changes nothing else.
      effect: [...HOW_MANY, ifThen(is(TARGET, { controller: YOU }), sacrificeThenDevelop(YOU), sacrificeThenDevelop(OPPONENT))],
    }),
  ],
});
