import { addTokens, HOST, SELF, shield, unit, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '07051', {
  text: 'Wood Elf. Attachment. Order only. Goes onto one target unit you control, and is discarded if that unit stops being a unit you control. Comes into play holding 3 resource tokens. Whenever its unit would be dealt damage, one token leaves this card in its place (used every time while a token is left) and none of that damage is dealt; being a replacement, it also stops damage that cannot be cancelled.',
  attach: { to: unit({ controller: YOU }), onAttach: addTokens(SELF, 3) },
  abilities: [shield({ to: HOST, tokensPerUse: true, replacement: true })],
});
