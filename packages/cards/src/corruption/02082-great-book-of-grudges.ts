import { constant, entersDiscard, HOST, indirectDamage, OPPONENT, unit, whenever } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '02082', {
  text: 'Attachment. Relic. Played onto a target Dwarf unit (it must stay one), which has +2 power. When that unit goes from play to a discard pile, every opponent is dealt 6 indirect damage (he assigns it himself).',
  attach: { to: unit({ race: 'Dwarf' }) },
  abilities: [
    constant({ affects: 'host', modify: { power: 2 } }),
    // Neither "Forced:" nor "you may": a mandatory triggered constant effect. The Book leaves play with
    // its unit and still sees it go (an attachment's trigger about its host looks back).
    whenever({ when: entersDiscard(HOST), effect: indirectDamage(OPPONENT, 6) }),
  ],
});
