import { action, attacks, gain, HOST, rules, TARGET, unit, YOU, type Ctx } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

/** Controlled by the defending player: with 'attacked' (a zone name), a unit in the defending zone itself. */
const defenders = (ctx: Ctx, id: number): boolean => ctx.state.cards[id]!.controller === rules.combat(ctx.state)?.defender;

export default defineCard(import.meta.url, '04056', {
  text: 'Attachment. Played onto one target Dark Elf unit you control in your battlefield. Action, usable once right after the attached unit is declared as an attacker: one target unit in the zone under attack has one power icon fewer until the end of the turn.',
  // "a unit in your battlefield" is a zone requirement, checked only as it is played (FAQ: Attachments);
  // afterwards the host only has to stay a Dark Elf unit (it may move, or change control)
  attach: { to: unit({ race: 'Dark Elf' }), enter: { zone: 'battlefield', controller: YOU } },
  abilities: [action({ when: attacks(HOST), target: unit({ zone: 'attacked', where: defenders }), effect: gain(TARGET, { power: -1 }) })],
});
