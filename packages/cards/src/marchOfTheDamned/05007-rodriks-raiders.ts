import { action, entersPlay, support, TARGET, turnFacedown } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '05007', {
  text: 'Action, usable once after this unit enters play: one target support card turns facedown into a development where it is (discarded instead when that would leave a player controlling a development he does not own: FAQ).',
  abilities: [action({ when: entersPlay(), target: support(), effect: turnFacedown(TARGET) })],
});
