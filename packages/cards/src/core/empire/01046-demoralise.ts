import { action, gainPower, picked, targetUnit } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

export default defineCard(import.meta.url, '01046', {
  text: 'Action: until end of turn, one target unit has 2 fewer power.',
  abilities: [action({ choices: [targetUnit('unit to lose 2 power')], effect: (ctx) => gainPower(ctx, picked(ctx, 0), -2) })],
});
