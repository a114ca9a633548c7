/** corruption cards: listed one by one (each with its test beside it). */
import type { CardBehaviour } from '../define.js';
import c02002 from './02002-stand-your-ground.js';
import c02006 from './02006-steels-bane.js';
import c02011 from './02011-bolt-of-change.js';
import c02015 from './02015-greyseer-thanquol.js';
import c02017 from './02017-warp-lightning-cannon.js';
import c02027 from './02027-repeater-bolt-thrower.js';
import c02036 from './02036-chittering-horde.js';
import c02037 from './02037-zealot-hunter.js';
import c02043 from './02043-blessing-of-valaya.js';
import c02045 from './02045-iron-discipline.js';
import c02055 from './02055-rat-ogres.js';
import c02060 from './02060-scout-camp.js';
import c02064 from './02064-vigilant-elector.js';
import c02065 from './02065-flagellants.js';
import c02071 from './02071-grimgors-spike.js';
import c02076 from './02076-war-hydra.js';
import c02077 from './02077-reaper-bolt-thrower.js';
import c02079 from './02079-deathmaster-sniktch.js';
import c02100 from './02100-fellblade.js';
import c02102 from './02102-rune-of-hearth-and-home.js';
import c02105 from './02105-sigmars-brilliance.js';
import c02115 from './02115-blessings-of-tzeentch.js';

// Card files are added here as they move to the card language v2 (issue 9).
const cards: readonly CardBehaviour[] = [c02002, c02006, c02011, c02015, c02017, c02027, c02036, c02037, c02043, c02045, c02055, c02060, c02064, c02065, c02071, c02076, c02077, c02079, c02100, c02102, c02105, c02115];
export default cards;
