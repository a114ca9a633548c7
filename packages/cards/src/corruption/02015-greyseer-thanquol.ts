import { constant, count, is, SELF, unit, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '02015', {
  text: 'Hero (at most one Hero per zone). It can be declared as an attacker from any zone of yours (and keeps attacking when moved). While it attacks, it has +1 power for each Skaven unit under your control, itself included.',
  abilities: [
    constant({ id: 'anyZone', modify: { attackFromAnyZone: true } }),
    constant({ id: 'power', if: is(SELF, { attacking: true }), modify: { power: count(unit({ controller: YOU, trait: 'Skaven' })) } }),
  ],
});
