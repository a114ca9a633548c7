/** corruption cards: listed one by one (each with its test beside it). */
import type { CardBehaviour } from '../define.js';
import c02002 from './02002-stand-your-ground.js';
import c02003 from './02003-nordland-halberdiers.js';
import c02004 from './02004-infiltrate.js';
import c02005 from './02005-tyriel.js';
import c02006 from './02006-steels-bane.js';
import c02007 from './02007-repair-the-waystones.js';
import c02008 from './02008-spider-riders.js';
import c02009 from './02009-war-paint.js';
import c02010 from './02010-chosen-of-tzeentch.js';
import c02011 from './02011-bolt-of-change.js';
import c02012 from './02012-malus-darkblade.js';
import c02013 from './02013-morathis-pegasus.js';
import c02014 from './02014-we-need-your-blood.js';
import c02015 from './02015-greyseer-thanquol.js';
import c02016 from './02016-clan-rats.js';
import c02017 from './02017-warp-lightning-cannon.js';
import c02018 from './02018-marius-the-righteous.js';
import c02019 from './02019-abandoned-mine.js';
import c02020 from './02020-forge.js';
import c02021 from './02021-dwarf-miner.js';
import c02022 from './02022-gromril-armour.js';
import c02023 from './02023-gustav-the-bear.js';
import c02024 from './02024-talabheim-detachment.js';
import c02025 from './02025-gate-of-sigmar.js';
import c02026 from './02026-vauls-unmaking.js';
import c02027 from './02027-repeater-bolt-thrower.js';
import c02028 from './02028-arrer-boyz.js';
import c02029 from './02029-wolf-rider-assault.js';
import c02030 from './02030-bule-lord-of-pus.js';
import c02031 from './02031-bloodsworn.js';
import c02032 from './02032-wolves-of-the-north.js';
import c02033 from './02033-dark-riders.js';
import c02034 from './02034-call-the-blood.js';
import c02035 from './02035-poison-wind-globadiers.js';
import c02036 from './02036-chittering-horde.js';
import c02037 from './02037-zealot-hunter.js';
import c02038 from './02038-veteran-sellswords.js';
import c02039 from './02039-surprise-assault.js';
import c02040 from './02040-animosity.js';
import c02041 from './02041-gurni-thorgrimson.js';
import c02042 from './02042-anvil-of-doom.js';
import c02043 from './02043-blessing-of-valaya.js';
import c02045 from './02045-iron-discipline.js';
import c02046 from './02046-dragonmage.js';
import c02047 from './02047-gifts-of-aenarion.js';
import c02048 from './02048-ugrok-beardburna.js';
import c02049 from './02049-mob-up.js';
import c02050 from './02050-dats-mine.js';
import c02051 from './02051-blue-horrors.js';
import c02052 from './02052-brutal-offering.js';
import c02053 from './02053-cold-one-chariot.js';
import c02054 from './02054-grasping-darkness.js';
import c02055 from './02055-rat-ogres.js';
import c02056 from './02056-gutter-runners.js';
import c02057 from './02057-clan-moulders-elite.js';
import c02059 from './02059-reap-whats-sown.js';
import c02060 from './02060-scout-camp.js';
import c02062 from './02062-empty-the-hold.js';
import c02063 from './02063-reclaim-the-hold.js';
import c02064 from './02064-vigilant-elector.js';
import c02065 from './02065-flagellants.js';
import c02066 from './02066-ulrics-fury.js';
import c02067 from './02067-silver-helm-detachment.js';
import c02068 from './02068-ishas-gaze.js';
import c02069 from './02069-banish.js';
import c02071 from './02071-grimgors-spike.js';
import c02072 from './02072-swarm-em.js';
import c02073 from './02073-great-unclean-one.js';
import c02074 from './02074-hellcannon-reserves.js';
import c02075 from './02075-offering-of-blood.js';
import c02076 from './02076-war-hydra.js';
import c02077 from './02077-reaper-bolt-thrower.js';
import c02078 from './02078-caught-the-scent.js';
import c02079 from './02079-deathmaster-sniktch.js';
import c02080 from './02080-juvenile-wyvern.js';
import c02081 from './02081-dragonslayer.js';
import c02082 from './02082-great-book-of-grudges.js';
import c02083 from './02083-flame-cannon.js';
import c02084 from './02084-vigilant-pistoliers.js';
import c02085 from './02085-runefang-of-solland.js';
import c02086 from './02086-helblaster-volley-gun.js';
import c02088 from './02088-war-crown-of-saphery.js';
import c02089 from './02089-second-sight.js';
import c02091 from './02091-bashas-bloodaxe.js';
import c02092 from './02092-thick-skinned.js';
import c02093 from './02093-alluring-daemonettes.js';
import c02094 from './02094-berserk-fury.js';
import c02095 from './02095-daemonsword.js';
import c02096 from './02096-naggaroth-spearmen.js';
import c02097 from './02097-hydra-blade.js';
import c02098 from './02098-slaver-raid.js';
import c02099 from './02099-ancient-waystone.js';
import c02100 from './02100-fellblade.js';
import c02102 from './02102-rune-of-hearth-and-home.js';
import c02103 from './02103-hewn-from-the-mountain.js';
import c02104 from './02104-helblaster-crew.js';
import c02105 from './02105-sigmars-brilliance.js';
import c02106 from './02106-protect-the-empire.js';
import c02107 from './02107-ellyrian-reavers.js';
import c02108 from './02108-morvaels-legacy.js';
import c02109 from './02109-charge-of-the-silver-helms.js';
import c02110 from './02110-snotling-saboteurs.js';
import c02111 from './02111-da-brainbusta.js';
import c02112 from './02112-easy-pickins.js';
import c02114 from './02114-cacophonic-scream.js';
import c02115 from './02115-blessings-of-tzeentch.js';
import c02116 from './02116-slave-driver.js';
import c02117 from './02117-your-will-is-mine.js';
import c02118 from './02118-witch-hags-curse.js';
import c02119 from './02119-greyseers-lair.js';
import c02120 from './02120-plague-monk.js';

// Card files are added here as they move to the card language v2 (issue 9).
const cards: readonly CardBehaviour[] = [
  c02002,
  c02003,
  c02004,
  c02005,
  c02006,
  c02007,
  c02008,
  c02009,
  c02010,
  c02011,
  c02012,
  c02013,
  c02014,
  c02015,
  c02016,
  c02017,
  c02018,
  c02019,
  c02020,
  c02021,
  c02022,
  c02023,
  c02024,
  c02025,
  c02026,
  c02027,
  c02028,
  c02029,
  c02030,
  c02031,
  c02032,
  c02033,
  c02034,
  c02035,
  c02036,
  c02037,
  c02038,
  c02039,
  c02040,
  c02041,
  c02042,
  c02043,
  c02045,
  c02046,
  c02047,
  c02048,
  c02049,
  c02050,
  c02051,
  c02052,
  c02053,
  c02054,
  c02055,
  c02056,
  c02057,
  c02059,
  c02060,
  c02062,
  c02063,
  c02064,
  c02065,
  c02066,
  c02067,
  c02068,
  c02069,
  c02071,
  c02072,
  c02073,
  c02074,
  c02075,
  c02076,
  c02077,
  c02078,
  c02079,
  c02080,
  c02081,
  c02082,
  c02083,
  c02084,
  c02085,
  c02086,
  c02088,
  c02089,
  c02091,
  c02092,
  c02093,
  c02094,
  c02095,
  c02096,
  c02097,
  c02098,
  c02099,
  c02100,
  c02102,
  c02103,
  c02104,
  c02105,
  c02106,
  c02107,
  c02108,
  c02109,
  c02110,
  c02111,
  c02112,
  c02114,
  c02115,
  c02116,
  c02117,
  c02118,
  c02119,
  c02120,
];
export default cards;
