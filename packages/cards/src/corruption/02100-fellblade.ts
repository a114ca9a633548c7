import { addTokens, constant, corrupt, HOST, isCorrupted, SELF, tokensOn, unit, whenever } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '02100', {
  text: 'Attachment. Relic. Skaven. Played onto a Skaven unit (it must stay one), which is then corrupted. Each time any unit becomes corrupted (entering play corrupted is no change), this card gains 1 resource token. The attached unit deals X more damage in combat, X being the tokens on this card.',
  attach: { to: unit({ trait: 'Skaven' }), onAttach: corrupt(HOST) },
  abilities: [
    // "Whenever": neither "Forced:" nor "you may", a mandatory triggered constant effect, resolved
    // before Forced effects with the same trigger (FAQ: Simultaneous Effects). A card out of play gets
    // no tokens: if it has left play by the time this resolves, nothing happens.
    whenever({ when: isCorrupted(unit()), effect: addTokens(SELF, 1) }),
    constant({ affects: 'host', modify: { combatDamage: tokensOn(SELF) } }),
  ],
});
