import { action, cannotAttackOrDefend, picked, targetUnit } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

export default defineCard(import.meta.url, '01047', {
  text: 'Action: until end of turn, one target unit is not allowed to attack or defend (it cannot be declared in either role).',
  abilities: [action({ choices: [targetUnit('unit that cannot attack or defend')], effect: (ctx) => cannotAttackOrDefend(ctx, picked(ctx, 0)) })],
});
