/** Core Set empire cards: listed one by one. */
import type { CardBehaviour } from '../../define.js';
import c01028 from './01028-bright-wizard-apprentice.js';
import c01029 from './01029-nuln-tinkerers.js';
import c01030 from './01030-the-greatswords.js';
import c01031 from './01031-sigmars-blessed.js';
import c01032 from './01032-thyrus-gorman.js';
import c01034 from './01034-warrior-priests.js';
import c01036 from './01036-pistoliers.js';
import c01037 from './01037-johannes-broheim.js';
import c01038 from './01038-knight-training.js';
import c01039 from './01039-church-of-sigmar.js';
import c01040 from './01040-city-gates.js';
import c01041 from './01041-shrine-to-taal.js';
import c01042 from './01042-temple-of-shallya.js';
import c01043 from './01043-defend-the-border.js';
import c01044 from './01044-will-of-the-electors.js';
import c01045 from './01045-twin-tailed-comet.js';
import c01046 from './01046-demoralise.js';
import c01047 from './01047-franzs-decree.js';
import c01048 from './01048-forced-march.js';
import c01049 from './01049-judgement-of-verena.js';
import c01050 from './01050-sigmars-intervention.js';

// Card files are added here as they move to the card language v2 (issue 9).
const cards: readonly CardBehaviour[] = [c01028, c01029, c01030, c01031, c01032, c01034, c01036, c01037, c01038, c01039, c01040, c01041, c01042, c01043, c01044, c01045, c01046, c01047, c01048, c01049, c01050];
export default cards;
