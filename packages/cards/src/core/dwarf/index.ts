/** Core Set dwarf cards: listed one by one. */
import type { CardBehaviour } from '../../define.js';
import c01002 from './01002-zhufbar-engineers.js';
import c01004 from './01004-troll-slayers.js';
import c01005 from './01005-runesmith.js';
import c01006 from './01006-durgnar-the-bold.js';
import c01007 from './01007-king-kazador.js';
import c01008 from './01008-dwarf-cannon-crew.js';
import c01009 from './01009-dwarf-masons.js';
import c01010 from './01010-dwarf-ranger.js';
import c01012 from './01012-ironbreakers-of-ankhor.js';
import c01013 from './01013-rune-of-fortitude.js';
import c01014 from './01014-keystone-forge.js';
import c01015 from './01015-organ-gun.js';
import c01016 from './01016-master-rune-of-dismay.js';
import c01017 from './01017-a-glorious-death.js';
import c01018 from './01018-grudge-thrower.js';
import c01019 from './01019-burying-the-grudge.js';
import c01020 from './01020-stubborn-refusal.js';
import c01021 from './01021-striking-the-grudge.js';
import c01022 from './01022-grudge-thrower-assault.js';
import c01023 from './01023-demolition.js';
import c01024 from './01024-wake-the-mountain.js';
import c01025 from './01025-master-rune-of-valaya.js';

// Card files are added here as they move to the card language v2 (issue 9).
const cards: readonly CardBehaviour[] = [c01002, c01004, c01005, c01006, c01007, c01008, c01009, c01010, c01012, c01013, c01014, c01015, c01016, c01017, c01018, c01019, c01020, c01021, c01022, c01023, c01024, c01025];
export default cards;
