/** legends cards: listed one by one (each with its test beside it). */
import type { CardBehaviour } from '../define.js';
import c07001 from './07001-grombrindal.js';
import c07002 from './07002-thorgrim-grudgebearer.js';
import c07003 from './07003-veteran-slayer.js';
import c07004 from './07004-veteran-quarreler.js';
import c07005 from './07005-dwarf-thunderer.js';
import c07006 from './07006-rune-of-cleaving.js';
import c07007 from './07007-blasting-charge.js';
import c07008 from './07008-grom-the-paunch.js';
import c07009 from './07009-azhag-the-slaughterer.js';
import c07010 from './07010-blind-river-goblin.js';
import c07011 from './07011-red-ead-boyz.js';
import c07012 from './07012-frenzied-big-un.js';
import c07013 from './07013-boar-chariot.js';
import c07014 from './07014-armed-to-da-teef.js';
import c07015 from './07015-karl-franz.js';
import c07016 from './07016-volkmar-the-grim.js';
import c07017 from './07017-the-black-guard.js';
import c07018 from './07018-battle-wizard.js';
import c07019 from './07019-priest-of-verena.js';
import c07020 from './07020-blessed-hammer.js';
import c07021 from './07021-call-for-reserves.js';
import c07022 from './07022-tyrion.js';
import c07023 from './07023-teclis.js';
import c07024 from './07024-ellyrian-knight.js';
import c07025 from './07025-peerless-swordmistress.js';
import c07026 from './07026-judgement-of-loec.js';
import c07027 from './07027-elven-steed.js';
import c07028 from './07028-master-of-the-earth.js';
import c07029 from './07029-archaon.js';
import c07030 from './07030-kairos-fateweaver.js';
import c07031 from './07031-bloodletter.js';
import c07032 from './07032-warhounds.js';
import c07033 from './07033-marauder-chieftain.js';
import c07034 from './07034-oozing-eye.js';
import c07035 from './07035-seductive-delusion.js';
import c07036 from './07036-malekith.js';
import c07037 from './07037-morathi.js';
import c07038 from './07038-thief-of-essence.js';
import c07039 from './07039-dark-elf-assassin.js';
import c07040 from './07040-monster-of-the-deep.js';
import c07041 from './07041-black-horror.js';
import c07042 from './07042-bladewind.js';
import c07043 from './07043-terradon-rider.js';
import c07044 from './07044-kroxigor.js';
import c07045 from './07045-track-the-prey.js';
import c07046 from './07046-stormvermin.js';
import c07047 from './07047-screaming-bell.js';
import c07048 from './07048-warpstone-experiments.js';
import c07049 from './07049-shadow-sentinel.js';
import c07050 from './07050-wild-rider.js';
import c07051 from './07051-protective-spites.js';
import c07052 from './07052-swarm-of-bats.js';
import c07053 from './07053-blood-dragon-knight.js';
import c07054 from './07054-curse-of-years.js';
import c07055 from './07055-watchtower.js';

// Card files are added here as they move to the card language v2 (issue 9).
const cards: readonly CardBehaviour[] = [
  c07001,
  c07002,
  c07003,
  c07004,
  c07005,
  c07006,
  c07007,
  c07008,
  c07009,
  c07010,
  c07011,
  c07012,
  c07013,
  c07014,
  c07015,
  c07016,
  c07017,
  c07018,
  c07019,
  c07020,
  c07021,
  c07022,
  c07023,
  c07024,
  c07025,
  c07026,
  c07027,
  c07028,
  c07029,
  c07030,
  c07031,
  c07032,
  c07033,
  c07034,
  c07035,
  c07036,
  c07037,
  c07038,
  c07039,
  c07040,
  c07041,
  c07042,
  c07043,
  c07044,
  c07045,
  c07046,
  c07047,
  c07048,
  c07049,
  c07050,
  c07051,
  c07052,
  c07053,
  c07054,
  c07055,
];
export default cards;
