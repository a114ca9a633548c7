import { action, development, endTurn, forced, HOST, ifThen, is, sacrifice, startLasting, TARGET, turnFaceup, unit } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

export default defineCard(import.meta.url, '01075', {
  text: 'Action: turn one target development faceup (it does not enter play; one that cannot be in play is sacrificed at once). A unit stays in play and is sacrificed at the end of the turn; any other card is sacrificed at once.',
  abilities: [
    action({
      target: development(),
      effect: [turnFaceup(TARGET), ifThen(is(TARGET, unit()), startLasting('doomed', { card: TARGET }), sacrifice(TARGET))],
    }),
  ],
  // The revealed unit is sacrificed as the turn ends (a delayed effect on it).
  lasting: { doomed: { abilities: [forced({ when: endTurn('any'), effect: sacrifice(HOST) })] } },
});
