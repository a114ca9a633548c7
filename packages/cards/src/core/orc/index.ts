/** Core Set orc cards: listed one by one. */
import type { CardBehaviour } from '../../define.js';
import c01057 from './01057-squig-herders.js';
import c01059 from './01059-followers-of-mork.js';
import c01061 from './01061-boar-boyz.js';
import c01062 from './01062-urguck.js';
import c01063 from './01063-grimgor-ironhide.js';
import c01064 from './01064-night-goblins.js';
import c01065 from './01065-doom-divers.js';
import c01066 from './01066-lobber-crew.js';
import c01067 from './01067-big-uns.js';
import c01068 from './01068-rock-lobber.js';
import c01069 from './01069-choppa.js';
import c01070 from './01070-totem-of-gork.js';
import c01071 from './01071-banna-of-da-red-sunz.js';
import c01072 from './01072-smash-em-all.js';
import c01073 from './01073-grimgors-camp.js';
import c01074 from './01074-smash-go-boom.js';
import c01075 from './01075-rip-dere-eads-off.js';
import c01076 from './01076-wez-bigga.js';
import c01077 from './01077-favour-of-mork.js';
import c01078 from './01078-pillage.js';
import c01079 from './01079-waaagh.js';
import c01080 from './01080-troll-vomit.js';

// Card files are added here as they move to the card language v2 (issue 9).
const cards: readonly CardBehaviour[] = [c01057, c01059, c01061, c01062, c01063, c01064, c01065, c01066, c01067, c01068, c01069, c01070, c01071, c01072, c01073, c01074, c01075, c01076, c01077, c01078, c01079, c01080];
export default cards;
