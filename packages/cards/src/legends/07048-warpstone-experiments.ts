import { action, endTurn, forced, gain, HOST, sacrifice, startLasting, TARGET, unit, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '07048', {
  text: 'Skaven. Destruction only. Action: a target unit you control gets +3 power for the rest of the turn; as the turn ends, that unit is sacrificed.',
  abilities: [action({ target: unit({ controller: YOU }), effect: [gain(TARGET, { power: 3 }), startLasting('doomed', { card: TARGET })] })],
  lasting: {
    // the delayed sacrifice (Detailed Timing E: at the end of the turn); it stays on the unit wherever it is in
    // play, and is gone with it if it left play meanwhile
    doomed: { once: true, abilities: [forced({ when: endTurn('any'), effect: sacrifice(HOST) })] },
  },
});
