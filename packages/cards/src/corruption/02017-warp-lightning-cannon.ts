import { constant, corrupt, HOST, is, unit } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '02017', {
  text: 'Attachment. Weapon. Played onto any unit (it must stay a unit), which is then corrupted (an already corrupt unit is a legal host; nothing more happens). The attached unit has +3 power while it attacks or defends.',
  // "a unit" holds at all times: a host that stops being a unit sheds the Cannon (FAQ: Attachments).
  attach: { to: unit(), onAttach: corrupt(HOST) },
  abilities: [constant({ affects: 'host', if: is(HOST, { inCombat: true }), modify: { power: 3 } })],
});
