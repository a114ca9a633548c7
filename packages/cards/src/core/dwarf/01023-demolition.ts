import { action, destroy, TARGET } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

export default defineCard(import.meta.url, '01023', {
  text: 'Action: destroy a support card (attachments included) or a development that you target.',
  abilities: [action({ target: { type: ['support', 'development'] }, effect: destroy(TARGET) })],
});
