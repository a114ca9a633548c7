import { action, anyCard, destroy, development, sacrifice, SELF, spend, support, TARGET } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '02110', {
  text: "Ranger. Action: as the cost, pay 2 resources and sacrifice it: destroy one target support card (attachments included) or development, either player's.",
  abilities: [action({ cost: [spend(2), sacrifice(SELF)], target: anyCard({ or: [support(), development()] }), effect: destroy(TARGET) })],
});
