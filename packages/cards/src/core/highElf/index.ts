/** Core Set High Elf cards: one import per card file. */
import './01051-silver-helm-brigade.js';
import './01052-archmage-of-saphery.js';
import './01053-blessing-of-isha.js';
import './01054-radiant-gaze.js';
import './01055-greater-heal.js';
