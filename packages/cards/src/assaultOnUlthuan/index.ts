/** assaultOnUlthuan cards: listed one by one (each with its test beside it). */
import type { CardBehaviour } from '../define.js';
import c03002 from './03002-shadow-warrior.js';
import c03003 from './03003-sword-masters-of-hoeth.js';
import c03005 from './03005-caradryan.js';
import c03006 from './03006-initiate-of-saphery.js';
import c03007 from './03007-loremaster-of-hoeth.js';
import c03008 from './03008-illyriel.js';
import c03009 from './03009-dragon-prince.js';
import c03010 from './03010-wake-the-dragons.js';
import c03011 from './03011-defend-tor-aendris.js';
import c03012 from './03012-dragon-mage-wakening.js';
import c03013 from './03013-the-glittering-tower.js';
import c03014 from './03014-shrine-of-asuryan.js';
import c03015 from './03015-temple-of-vaul.js';
import c03016 from './03016-tear-of-isha.js';
import c03017 from './03017-flames-of-the-phoenix.js';
import c03018 from './03018-for-ulthuan.js';
import c03019 from './03019-asuryans-cleansing.js';
import c03020 from './03020-gift-of-life.js';
import c03021 from './03021-high-elfs-disdain.js';
import c03022 from './03022-dark-initiate.js';
import c03023 from './03023-walking-sacrifice.js';
import c03024 from './03024-harpies.js';
import c03027 from './03027-mortella.js';
import c03028 from './03028-dark-sorceress.js';
import c03029 from './03029-corsairs-of-ghrond.js';
import c03030 from './03030-lokhir-fellheart.js';
import c03031 from './03031-night-raids.js';
import c03032 from './03032-sack-tor-aendris.js';
import c03033 from './03033-mind-killer.js';
import c03034 from './03034-word-of-pain.js';
import c03035 from './03035-har-ganeth.js';
import c03037 from './03037-lash-the-prisoner.js';
import c03038 from './03038-dark-visions.js';
import c03039 from './03039-chillwind.js';
import c03040 from './03040-bathe-in-blood.js';
import c03036 from './03036-altar-of-khaine.js';
import c03041 from './03041-take-captive.js';
import c03042 from './03042-invoke-khaines-wrath.js';
import c03043 from './03043-slayers-of-karak-kadrin.js';
import c03044 from './03044-mountain-barracks.js';
import c03045 from './03045-lure-them-out.js';
import c03046 from './03046-gold-wizard-acolyte.js';
import c03047 from './03047-battle-standard.js';
import c03048 from './03048-surrender.js';
import c03049 from './03049-wyvern-rider.js';
import c03050 from './03050-scrap-heap.js';
import c03051 from './03051-foot-of-gork.js';
import c03052 from './03052-maledictor-of-tzeentch.js';
import c03053 from './03053-blood-frenzy.js';
import c03054 from './03054-tzeentchs-firestorm.js';
import c03055 from './03055-treasure-vaults.js';
import c03056 from './03056-ancient-map.js';
import c03057 from './03057-innovation.js';
import c03058 from './03058-boar-attack.js';

const cards: readonly CardBehaviour[] = [
  c03002,
  c03003,
  c03005,
  c03006,
  c03007,
  c03008,
  c03009,
  c03010,
  c03011,
  c03012,
  c03013,
  c03014,
  c03015,
  c03016,
  c03017,
  c03018,
  c03019,
  c03020,
  c03021,
  c03022,
  c03023,
  c03024,
  c03027,
  c03028,
  c03029,
  c03030,
  c03031,
  c03032,
  c03033,
  c03034,
  c03035,
  c03037,
  c03038,
  c03039,
  c03040,
  c03036,
  c03041,
  c03042,
  c03043,
  c03044,
  c03045,
  c03046,
  c03047,
  c03048,
  c03049,
  c03050,
  c03051,
  c03052,
  c03053,
  c03054,
  c03055,
  c03056,
  c03057,
  c03058,
];
export default cards;
