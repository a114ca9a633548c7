/** Core Set High Elf cards: listed one by one. */
import type { CardBehaviour } from '../../define.js';
import c01051 from './01051-silver-helm-brigade.js';
import c01052 from './01052-archmage-of-saphery.js';
import c01053 from './01053-blessing-of-isha.js';
import c01054 from './01054-radiant-gaze.js';
import c01055 from './01055-greater-heal.js';

// Card files are added here as they move to the card language v2 (issue 9).
const cards: readonly CardBehaviour[] = [c01051, c01052, c01053, c01054, c01055];
export default cards;
