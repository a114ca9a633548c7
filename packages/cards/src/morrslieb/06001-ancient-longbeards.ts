import { action, attacks, defends, developFromDeck, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '06001', {
  text: "Warrior. Elite. Triggered action, once each time this unit is declared as an attacker or as a defender: your deck's top card goes facedown into this unit's zone as a development.",
  abilities: [
    action({ id: 'attacks', when: attacks(), effect: developFromDeck(YOU, 1, 'this') }),
    action({ id: 'defends', when: defends(), effect: developFromDeck(YOU, 1, 'this') }),
  ],
});
