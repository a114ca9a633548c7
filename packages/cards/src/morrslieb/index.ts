/** morrslieb cards: listed one by one (each with its test beside it). */
import type { CardBehaviour } from '../define.js';
import c06001 from './06001-ancient-longbeards.js';
import c06002 from './06002-und-dokbar.js';
import c06004 from './06004-river-troll.js';
import c06005 from './06005-boar-pen.js';
import c06006 from './06006-steam-tank.js';
import c06007 from './06007-hidden-grove.js';
import c06008 from './06008-visit-the-haunted-city.js';
import c06009 from './06009-korhil.js';
import c06010 from './06010-tiranoc-chariot.js';
import c06011 from './06011-eataine-harbour.js';
import c06012 from './06012-ungor-raiders.js';
import c06013 from './06013-mark-of-chaos.js';
import c06014 from './06014-den-of-iniquity.js';
import c06015 from './06015-witch-hag.js';
import c06016 from './06016-dark-elf-infiltrator.js';
import c06017 from './06017-malekiths-throne.js';
import c06018 from './06018-tree-kin.js';
import c06019 from './06019-nimble-spearman.js';
import c06020 from './06020-bribery.js';
import c06021 from './06021-josef-bugman.js';
import c06022 from './06022-bugmans-rangers.js';
import c06023 from './06023-bugmans-tankard.js';
import c06024 from './06024-night-goblin-fanatic.js';
import c06025 from './06025-looted-umie-town.js';
import c06026 from './06026-bash-em.js';
import c06027 from './06027-celestial-apprentice.js';
import c06028 from './06028-chain-lightning.js';
import c06029 from './06029-moon-dragon.js';
import c06030 from './06030-dragons-lair.js';
import c06031 from './06031-follow-the-portent.js';
import c06032 from './06032-doombull.js';
import c06033 from './06033-desecrated-temple.js';
import c06034 from './06034-plague-bomb.js';
import c06035 from './06035-frenzied-witch-elf.js';
import c06036 from './06036-alluring-chosen.js';
import c06037 from './06037-sacrifice-to-khaine.js';
import c06038 from './06038-thornflesh-dryad.js';
import c06039 from './06039-spellsinger.js';
import c06040 from './06040-vicious-clanrat.js';
import c06041 from './06041-daemonslayer.js';
import c06042 from './06042-master-runesmith.js';
import c06043 from './06043-the-slayer-oath.js';
import c06044 from './06044-skarsnik-and-gobbla.js';
import c06045 from './06045-orc-shaman.js';
import c06046 from './06046-tribal-tattoos.js';
import c06047 from './06047-celestial-wizard.js';
import c06048 from './06048-rally-point.js';
import c06049 from './06049-voice-of-command.js';
import c06050 from './06050-white-lion-vanguard.js';
import c06051 from './06051-true-mage.js';
import c06052 from './06052-centigor.js';
import c06053 from './06053-sorcerer-of-tzeentch.js';
import c06054 from './06054-emptying-the-wastes.js';
import c06055 from './06055-bloodcall-sorceress.js';
import c06056 from './06056-sorceress-convent.js';
import c06057 from './06057-anointed-cauldron.js';
import c06058 from './06058-treeman-ancient.js';
import c06059 from './06059-forgotten-cairn.js';
import c06060 from './06060-light-of-morrslieb.js';
import c06061 from './06061-beleaguered-scout.js';
import c06062 from './06062-karak-azul-forge.js';
import c06063 from './06063-gyrocopter.js';
import c06064 from './06064-sneaky-git.js';
import c06065 from './06065-squig-hopper.js';
import c06066 from './06066-dreams-uv-conkwest.js';
import c06067 from './06067-luthor-huss.js';
import c06069 from './06069-waiting-in-ambush.js';
import c06070 from './06070-bladelord.js';
import c06071 from './06071-shield-of-saphery.js';
import c06072 from './06072-comet-of-casandora.js';
import c06073 from './06073-juggernaut-of-khorne.js';
import c06074 from './06074-masque-of-slaanesh.js';
import c06075 from './06075-beastlord-rakarth.js';
import c06076 from './06076-enraged-manticore.js';
import c06077 from './06077-witchbrew.js';
import c06078 from './06078-drycha.js';
import c06079 from './06079-sacred-glade.js';
import c06080 from './06080-danse-macabre.js';
import c06082 from './06082-tunnel-fighter.js';
import c06083 from './06083-crafting-the-rune.js';
import c06084 from './06084-big-boss.js';
import c06085 from './06085-firin-da-spell.js';
import c06086 from './06086-glorious-preceptor.js';
import c06087 from './06087-osterknacht-elite.js';
import c06088 from './06088-mastering-the-spell.js';
import c06089 from './06089-valorous-mage.js';
import c06090 from './06090-starwood-staff.js';
import c06091 from './06091-perfecting-the-spell.js';
import c06092 from './06092-the-changeling.js';
import c06093 from './06093-branded-by-khorne.js';
import c06094 from './06094-unleashing-the-spell.js';
import c06095 from './06095-toxic-hydra.js';
import c06096 from './06096-testing-the-spell.js';
import c06097 from './06097-malekiths-rage.js';
import c06098 from './06098-wardancer.js';
import c06099 from './06099-deadly-salamander.js';
import c06100 from './06100-asrai-longbow.js';
import c06101 from './06101-spelleater-rune.js';
import c06102 from './06102-grudgeborn-fury.js';
import c06103 from './06103-aid-from-the-depths.js';
import c06104 from './06104-pile-uv-shinies.js';
import c06105 from './06105-deyz-bigga.js';
import c06106 from './06106-smash-em.js';
import c06107 from './06107-veteran-greatsword.js';
import c06108 from './06108-helstorm-rocket-battery.js';
import c06109 from './06109-duelist-training.js';
import c06110 from './06110-hawkeye-archer.js';
import c06111 from './06111-barracks-of-chrace.js';
import c06112 from './06112-fury-of-aenarion.js';
import c06113 from './06113-keeper-of-secrets.js';
import c06114 from './06114-call-the-brayherd.js';
import c06115 from './06115-full-moon-rising.js';
import c06116 from './06116-dark-blessing.js';
import c06117 from './06117-bathe-in-the-cauldron.js';
import c06118 from './06118-forest-dragon.js';
import c06119 from './06119-pure-warpstone.js';
import c06120 from './06120-the-wild-hunt.js';

// Card files are added here as they move to the card language v2 (issue 9).
const cards: readonly CardBehaviour[] = [
  c06001,
  c06002,
  c06004,
  c06005,
  c06006,
  c06007,
  c06008,
  c06009,
  c06010,
  c06011,
  c06012,
  c06013,
  c06014,
  c06015,
  c06016,
  c06017,
  c06018,
  c06019,
  c06020,
  c06021,
  c06022,
  c06023,
  c06024,
  c06025,
  c06026,
  c06027,
  c06028,
  c06029,
  c06030,
  c06031,
  c06032,
  c06033,
  c06034,
  c06035,
  c06036,
  c06037,
  c06038,
  c06039,
  c06040,
  c06041,
  c06042,
  c06043,
  c06044,
  c06045,
  c06046,
  c06047,
  c06048,
  c06049,
  c06050,
  c06051,
  c06052,
  c06053,
  c06054,
  c06055,
  c06056,
  c06057,
  c06058,
  c06059,
  c06060,
  c06061,
  c06062,
  c06063,
  c06064,
  c06065,
  c06066,
  c06067,
  c06069,
  c06070,
  c06071,
  c06072,
  c06073,
  c06074,
  c06075,
  c06076,
  c06077,
  c06078,
  c06079,
  c06080,
  c06082,
  c06083,
  c06084,
  c06085,
  c06086,
  c06087,
  c06088,
  c06089,
  c06090,
  c06091,
  c06092,
  c06093,
  c06094,
  c06095,
  c06096,
  c06097,
  c06098,
  c06099,
  c06100,
  c06101,
  c06102,
  c06103,
  c06104,
  c06105,
  c06106,
  c06107,
  c06108,
  c06109,
  c06110,
  c06111,
  c06112,
  c06113,
  c06114,
  c06115,
  c06116,
  c06117,
  c06118,
  c06119,
  c06120,
];
export default cards;
