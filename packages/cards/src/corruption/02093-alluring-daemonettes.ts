import { action, attacks, gain, TARGET, unit } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '02093', {
  text: "Daemon. Action, once each time this unit attacks (at its controller's first opportunity after): one target unit (either player's) must defend this turn if it is able to (declared as a defender by the rules when its zone is attacked).",
  abilities: [action({ when: attacks(), target: unit(), effect: gain(TARGET, { mustDefend: true }, 'turn') })],
});
