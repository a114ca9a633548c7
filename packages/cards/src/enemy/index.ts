/** enemy cards: listed one by one (each with its test beside it). */
import type { CardBehaviour } from '../define.js';
import c04001 from './04001-bodyguard-of-belegar.js';
import c04002 from './04002-mining-tunnels.js';
import c04003 from './04003-knights-of-the-blazing-sun.js';
import c04004 from './04004-gryphon-legionnaire.js';
import c04005 from './04005-derricksburg-forge.js';
import c04006 from './04006-griffon-standard.js';
import c04007 from './04007-lelansi.js';
import c04008 from './04008-do-you-know-who-i-am.js';
import c04009 from './04009-great-cave-squig.js';
import c04010 from './04010-squig-pen.js';
import c04011 from './04011-scheming-cultist.js';
import c04012 from './04012-braying-gor.js';
import c04013 from './04013-winged-fury.js';
import c04014 from './04014-spreading-darkness.js';
import c04015 from './04015-extending-the-wastes.js';
import c04016 from './04016-druchii-noble.js';
import c04017 from './04017-whip-the-slaves.js';
import c04018 from './04018-order-in-chaos.js';
import c04019 from './04019-entropy.js';
import c04020 from './04020-night-runners.js';
import c04021 from './04021-master-rune-of-spite.js';
import c04022 from './04022-runesmith-apprentice.js';
import c04023 from './04023-ancestral-tomb.js';
import c04024 from './04024-grudgebearer.js';
import c04025 from './04025-wilhelm-of-the-osterknacht.js';
import c04026 from './04026-called-back.js';
import c04027 from './04027-scroll-of-asur.js';
import c04028 from './04028-watchstone-of-athel-tamarha.js';
import c04029 from './04029-followers-of-skarsnik.js';
import c04030 from './04030-stunty-smasha.js';
import c04031 from './04031-savage-rage.js';
import c04032 from './04032-fanatic-frenzy.js';
import c04033 from './04033-smash-em-bash-em.js';
import c04034 from './04034-effulgent-boils.js';
import c04035 from './04035-grandfathers-call.js';
import c04036 from './04036-vanguard-of-woe.js';
import c04037 from './04037-helbanes-raiders.js';
import c04038 from './04038-bottomless-mine.js';
import c04039 from './04039-dark-abyss.js';
import c04040 from './04040-long-winter.js';
import c04041 from './04041-son-of-grungi.js';
import c04042 from './04042-reclaiming-the-fallen.js';
import c04043 from './04043-black-knights-of-morr.js';
import c04044 from './04044-temple-of-verena.js';
import c04045 from './04045-lothern-sea-guard.js';
import c04046 from './04046-descendant-of-indraugnir.js';
import c04047 from './04047-outpost-of-tiranoc.js';
import c04048 from './04048-drain-magic.js';
import c04049 from './04049-return-to-glory.js';
import c04050 from './04050-fungusbrew-goblin.js';
import c04051 from './04051-gobbo-loot.js';
import c04052 from './04052-eslian.js';
import c04053 from './04053-embers-to-inferno.js';
import c04054 from './04054-dwarf-slaves.js';
import c04055 from './04055-black-guard-aspirant.js';
import c04056 from './04056-standard-of-clar-karond.js';
import c04057 from './04057-seeking-new-slaves.js';
import c04058 from './04058-battle-pilgrims.js';
import c04059 from './04059-marauding-giant.js';
import c04060 from './04060-muck.js';
import c04061 from './04061-grombrindals-elite.js';
import c04062 from './04062-rune-of-resistance.js';
import c04063 from './04063-friedrich-hemmler.js';
import c04064 from './04064-knights-panther.js';
import c04065 from './04065-higher-ground.js';
import c04066 from './04066-tactical-misdirection.js';
import c04067 from './04067-forges-of-nuln.js';
import c04068 from './04068-dreamer-of-dragons.js';
import c04069 from './04069-courage-of-aenarion.js';
import c04070 from './04070-githit-froatcutta.js';
import c04071 from './04071-too-ard-to-die.js';
import c04072 from './04072-herald-of-change.js';
import c04073 from './04073-disgraced-champion.js';
import c04074 from './04074-curse-of-the-leper.js';
import c04075 from './04075-stone-to-skin.js';
import c04076 from './04076-sorceress-of-ghrond.js';
import c04077 from './04077-withering-hex.js';
import c04080 from './04080-doomsayer-of-morr.js';
import c04081 from './04081-duregan-thorgrimson.js';
import c04082 from './04082-my-life-for-the-hold.js';
import c04083 from './04083-bright-wizard-acolyte.js';
import c04084 from './04084-douse-the-flames.js';
import c04085 from './04085-scion-of-the-everqueen.js';
import c04086 from './04086-spearhost-of-asuryan.js';
import c04087 from './04087-white-tower-aspirant.js';
import c04088 from './04088-lion-chariot-of-chrace.js';
import c04089 from './04089-high-mountain-troll.js';
import c04090 from './04090-dis-stuff-burns-gud.js';
import c04091 from './04091-vicious-marauder.js';
import c04092 from './04092-tainted-well.js';
import c04093 from './04093-bloodburn-poison.js';
import c04094 from './04094-disciple-of-malekith.js';
import c04095 from './04095-barbed-whip.js';
import c04096 from './04096-eye-for-cruelty.js';
import c04097 from './04097-offering-to-hekarti.js';
import c04098 from './04098-a-noble-quest.js';
import c04099 from './04099-corruption-of-purity.js';
import c04100 from './04100-mountain-brigands.js';
import c04101 from './04101-oathbearer.js';
import c04102 from './04102-honor-in-death.js';
import c04103 from './04103-master-rune-of-defence.js';
import c04104 from './04104-stonebearer.js';
import c04105 from './04105-ancient-debts-repaid.js';
import c04106 from './04106-warriors-of-ulric.js';
import c04107 from './04107-blessing-of-myrmidia.js';
import c04108 from './04108-moon-staff-of-lileath.js';
import c04109 from './04109-dragon-armour.js';
import c04110 from './04110-mad-shaman.js';
import c04111 from './04111-giant-spider.js';
import c04112 from './04112-one-orcs-scrap.js';
import c04113 from './04113-smash-der-beards.js';
import c04114 from './04114-beast-of-rot.js';
import c04115 from './04115-necrotic-spasms.js';
import c04116 from './04116-angiarie.js';
import c04117 from './04117-soul-stealer.js';
import c04118 from './04118-grail-knight.js';
import c04119 from './04119-advanced-engineering.js';
import c04120 from './04120-assassins-blade.js';

const cards: readonly CardBehaviour[] = [
  c04001,
  c04002,
  c04003,
  c04004,
  c04005,
  c04006,
  c04007,
  c04008,
  c04009,
  c04010,
  c04011,
  c04012,
  c04013,
  c04014,
  c04015,
  c04016,
  c04017,
  c04018,
  c04019,
  c04020,
  c04021,
  c04022,
  c04023,
  c04024,
  c04025,
  c04026,
  c04027,
  c04028,
  c04029,
  c04030,
  c04031,
  c04032,
  c04033,
  c04034,
  c04035,
  c04036,
  c04037,
  c04038,
  c04039,
  c04040,
  c04041,
  c04042,
  c04043,
  c04044,
  c04045,
  c04046,
  c04047,
  c04048,
  c04049,
  c04050,
  c04051,
  c04052,
  c04053,
  c04054,
  c04055,
  c04056,
  c04057,
  c04058,
  c04059,
  c04060,
  c04061,
  c04062,
  c04063,
  c04064,
  c04065,
  c04066,
  c04067,
  c04068,
  c04069,
  c04070,
  c04071,
  c04072,
  c04073,
  c04074,
  c04075,
  c04076,
  c04077,
  c04080,
  c04081,
  c04082,
  c04083,
  c04084,
  c04085,
  c04086,
  c04087,
  c04088,
  c04089,
  c04090,
  c04091,
  c04092,
  c04093,
  c04094,
  c04095,
  c04096,
  c04097,
  c04098,
  c04099,
  c04100,
  c04101,
  c04102,
  c04103,
  c04104,
  c04105,
  c04106,
  c04107,
  c04108,
  c04109,
  c04110,
  c04111,
  c04112,
  c04113,
  c04114,
  c04115,
  c04116,
  c04117,
  c04118,
  c04119,
  c04120,
];
export default cards;
