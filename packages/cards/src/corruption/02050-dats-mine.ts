import { attachment, constant, questTokenEachTurn } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '02050', {
  text: 'Quest. The resource tokens on this quest can be spent like resources, but only toward Attachment cards you play from your hand. Quest. Forced: at the beginning of your turn, put 1 resource token here if a unit is questing here.',
  abilities: [constant({ zone: 'quest', rules: { tokensAsResources: { for: attachment() } } }), questTokenEachTurn()],
});
