import { beginTurn, damage, EACH, each, HOST, ifElse, is, may, sum, TARGET, unit, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

/** The damage a unit takes: 1 as the attached unit, 1 as the target (both when the target is the attached unit). */
const share = sum(ifElse(is(EACH, { is: HOST }), 1, 0), ifElse(is(EACH, { is: TARGET }), 1, 0));

export default defineCard(import.meta.url, '01093', {
  text: 'Attachment. Spell. Goes onto a unit its player controls. As your turn begins, you may have the attached unit and one target unit (possibly the same one) each dealt 1 damage that cannot be cancelled, at once.',
  attach: { to: unit({ controller: YOU }) },
  abilities: [
    may({
      when: beginTurn(),
      target: unit(),
      effect: each(unit({ or: [{ is: HOST }, { is: TARGET }] }), damage(EACH, share, { uncancellable: true })),
    }),
  ],
});
