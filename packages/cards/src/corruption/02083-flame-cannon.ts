import { constant, count, HOST, ifElse, is, unit } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '02083', {
  text: 'Attachment. Weapon. Played onto a target unit (either player\'s). While the attached unit attacks or defends, it has +1 power per opposing unit taking part in that combat.',
  attach: { to: unit() },
  abilities: [
    constant({
      affects: 'host',
      if: is(HOST, { inCombat: true }),
      modify: { power: ifElse(is(HOST, { attacking: true }), count(unit({ defending: true })), count(unit({ attacking: true }))) },
    }),
  ],
});
