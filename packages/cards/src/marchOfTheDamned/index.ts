/** marchOfTheDamned cards: listed one by one (each with its test beside it). */
import type { CardBehaviour } from '../define.js';
import c05001 from './05001-serpent-slayer.js';
import c05002 from './05002-long-drongs-pirates.js';
import c05003 from './05003-oathstone.js';
import c05004 from './05004-tough-as-nails.js';
import c05005 from './05005-merciless-assault.js';
import c05006 from './05006-jade-acolyte.js';
import c05007 from './05007-rodriks-raiders.js';
import c05008 from './05008-war-machine-emplacement.js';
import c05009 from './05009-garden-of-morr.js';
import c05010 from './05010-manaan-take-you.js';
import c05011 from './05011-sea-guard-captain.js';
import c05012 from './05012-keeper-of-the-flame.js';
import c05013 from './05013-citadel-of-dusk.js';
import c05014 from './05014-elven-warship.js';
import c05015 from './05015-from-beneath-the-waves.js';
import c05016 from './05016-savage-boyz.js';
import c05017 from './05017-forest-goblins.js';
import c05018 from './05018-troll-den.js';
import c05019 from './05019-spida-huntin.js';
import c05020 from './05020-yous-bigga.js';
import c05021 from './05021-lord-of-change.js';
import c05022 from './05022-bray-shamans.js';
import c05023 from './05023-bloodboil-fever.js';
import c05024 from './05024-cloying-quagmire.js';
import c05025 from './05025-blood-summoning.js';
import c05026 from './05026-seasoned-corsair.js';
import c05027 from './05027-black-dragon-rider.js';
import c05028 from './05028-corsair-raider.js';
import c05029 from './05029-slave-pen.js';
import c05030 from './05030-a-slave-for-every-occasion.js';
import c05031 from './05031-skinks-of-sotek.js';
import c05033 from './05033-spawn-of-itzl.js';
import c05034 from './05034-saurus-warriors.js';
import c05035 from './05035-temple-guard.js';
import c05037 from './05037-loqtza.js';
import c05038 from './05038-savage-rush.js';
import c05039 from './05039-blood-shrine-of-sotek.js';
import c05040 from './05040-cloak-of-feathers.js';
import c05041 from './05041-born-predators.js';
import c05042 from './05042-blessed-spawning.js';
import c05043 from './05043-crypt-ghouls.js';
import c05045 from './05045-drowned-zombies.js';
import c05046 from './05046-spirit-host.js';
import c05047 from './05047-enraged-varghulf.js';
import c05048 from './05048-wight-lord.js';
import c05049 from './05049-countess-iseara.js';
import c05050 from './05050-numberless-graves.js';
import c05051 from './05051-corpse-cart.js';
import c05052 from './05052-the-screaming-banner.js';
import c05053 from './05053-raise-dead.js';
import c05054 from './05054-beguile.js';
import c05055 from './05055-jezzail-team.js';

const cards: readonly CardBehaviour[] = [
  c05001,
  c05002,
  c05003,
  c05004,
  c05005,
  c05006,
  c05007,
  c05008,
  c05009,
  c05010,
  c05011,
  c05012,
  c05013,
  c05014,
  c05015,
  c05016,
  c05017,
  c05018,
  c05019,
  c05020,
  c05021,
  c05022,
  c05023,
  c05024,
  c05025,
  c05026,
  c05027,
  c05028,
  c05029,
  c05030,
  c05031,
  c05033,
  c05034,
  c05035,
  c05037,
  c05038,
  c05039,
  c05040,
  c05041,
  c05042,
  c05043,
  c05045,
  c05046,
  c05047,
  c05048,
  c05049,
  c05050,
  c05051,
  c05052,
  c05053,
  c05054,
  c05055,
];
export default cards;
