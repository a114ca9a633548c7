/** Core Set chaos cards: listed one by one. */
import type { CardBehaviour } from '../../define.js';
import c01083 from './01083-festering-nurglings.js';
import c01084 from './01084-nurgle-sorcerer.js';
import c01086 from './01086-cultist-of-slaanesh.js';
import c01087 from './01087-valkia-the-bloody.js';
import c01088 from './01088-melekh-the-changer.js';
import c01089 from './01089-fledgling-chaos-spawn.js';
import c01090 from './01090-savage-gors.js';
import c01092 from './01092-bloodthirster.js';
import c01093 from './01093-cloud-of-flies.js';
import c01094 from './01094-horrific-mutation.js';
import c01095 from './01095-sadistic-mutation.js';
import c01096 from './01096-warpstone-meteor.js';
import c01097 from './01097-journey-to-the-gate.js';
import c01098 from './01098-shrine-to-nurgle.js';
import c01099 from './01099-seduced-by-darkness.js';
import c01100 from './01100-will-of-tzeentch.js';
import c01101 from './01101-nurgles-pestilence.js';
import c01102 from './01102-flames-of-tzeentch.js';
import c01103 from './01103-blood-for-the-blood-god.js';
import c01104 from './01104-culling-the-weak.js';
import c01105 from './01105-slaaneshs-domination.js';

// Card files are added here as they move to the card language v2 (issue 9).
const cards: readonly CardBehaviour[] = [c01083, c01084, c01086, c01087, c01088, c01089, c01090, c01092, c01093, c01094, c01095, c01096, c01097, c01098, c01099, c01100, c01101, c01102, c01103, c01104, c01105];
export default cards;
