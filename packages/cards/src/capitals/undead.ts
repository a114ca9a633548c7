/** Undead board: once the first player is known, the top 5 cards of your deck go to your discard pile. */
import { discardDeckTop, YOU, type Effect } from '@invasion/engine/dsl';

export const undeadSetup: readonly Effect[] = [discardDeckTop(YOU, 5)];
