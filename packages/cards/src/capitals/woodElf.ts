/** Wood Elf board: once the first player is known, your deck's top card becomes a facedown development in your kingdom, then the next in your battlefield, then in your quest zone. */
import { developFromDeck, YOU, type Effect } from '@invasion/engine/dsl';

export const woodElfSetup: readonly Effect[] = [developFromDeck(YOU, 1, 'kingdom'), developFromDeck(YOU, 1, 'battlefield'), developFromDeck(YOU, 1, 'quest')];
