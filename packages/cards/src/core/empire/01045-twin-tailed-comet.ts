import { action, fromChain, playTacticFree, TARGET, tactic } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

export default defineCard(import.meta.url, '01045', {
  text: 'Action: choose a target tactic that was just played; its effects resolve again as a free copy (X counts as 0), with every choice of the copy made by you.',
  abilities: [action({ target: fromChain(tactic(), { targeting: true, label: 'tactic to copy' }), effect: playTacticFree(TARGET, { copy: true }) })],
});
