import { attachment, constant, questTokenEachTurn } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '02050', {
  text: 'Quest. The resource tokens on this quest can be spent like resources, but only toward Attachment cards you play from your hand. Quest. Forced: as each of your turns begins, this quest gains a resource token while a unit quests on it.',
  abilities: [constant({ zone: 'quest', rules: { tokensAsResources: { for: attachment() } } }), questTokenEachTurn()],
});
