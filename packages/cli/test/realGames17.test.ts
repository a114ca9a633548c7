/**
 * Issue 17: the Morrslieb Cycle's and Legends' mechanics at work in real games, not only in the card
 * tests. Legal decks built around the two sets' cards (realGamesHelpers.ts; a few cards of other sets
 * for Ambush and Feared, which no card of these two sets has) for nine capitals are played to the end
 * with fixed seeds by the random bots, and a few games greedy against greedy, with the fuzz's state
 * checks after every decision; then each mechanic must show in some game's log.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ambushes,
  attachmentsOnUnits,
  developedFromDeck,
  fearedBlanks,
  legendAttacks,
  legendsDamagedWhenAttacked,
  legendsPlayed,
  necromancyPlays,
  playRealGame,
  questTokenOnDevelopment,
  questTokensSpent,
  realDeck,
  savageDamage,
  type RealDeck,
  type RealGame,
} from './realGamesHelpers.js';

const SETS = /^0[67]/;
const deck = (capital: string, core: string[], extra: string[] = []) => realDeck(capital, core, SETS, extra);

const DECKS: Record<string, RealDeck> = {
  // two legends, units that want a legend, a quest filled by developments, Rune attachments
  dwarf: deck('dwarf', ['Grombrindal', 'Thorgrim Grudgebearer', 'Dwarf Thunderer', 'Veteran Slayer', 'Rune of Cleaving', 'Aid from the Depths', 'Daemonslayer', 'Master Runesmith', "Bugman's Tankard", 'Ancient Longbeards']),
  orc: deck('orc', ['Grom the Paunch', 'Azhag the Slaughterer', 'Blind River Goblin', "Frenzied Big 'Un", 'Boar Chariot', 'Dreams Uv Conkwest', 'Tribal Tattoos', 'Squig Hopper', 'Sneaky Git']),
  empire: deck('empire', ['Karl Franz', 'Volkmar the Grim', 'The Black Guard', 'Blessed Hammer', 'Celestial Wizard', 'Steam Tank', 'Nimble Spearman']),
  'high-elf': deck('high-elf', ['Tyrion', 'Teclis', 'Ellyrian Knight', 'Elven Steed', 'Follow the Portent', 'True Mage', 'White Lion Vanguard', 'Shadow Sentinel']),
  // Feared from another set (Screamers of Tzeentch); Necromancy (Swarm of Bats)
  chaos: deck('chaos', ['Archaon', 'Kairos Fateweaver', 'Warhounds', 'Oozing Eye', 'Emptying the Wastes', 'Mark of Chaos', 'Doombull', 'Swarm of Bats'], ['Screamers of Tzeentch']),
  'dark-elf': deck('dark-elf', ['Malekith', 'Morathi', 'Dark Elf Assassin', "Malekith's Rage", 'Bloodcall Sorceress', 'Witchbrew', 'Frenzied Witch Elf', 'Swarm of Bats']),
  // Savage (Deadly Salamander, Kroxigor: in the Wood Elf deck too, Savage needs a damaged Savage unit)
  lizardmen: deck('lizardmen', ['Deadly Salamander', 'Kroxigor', 'Terradon Rider']),
  // Ambush from another set (Shrouded Waywatcher, a Wood Elf only card): none in these two
  'wood-elf': deck('wood-elf', ['Thornflesh Dryad', 'Treeman Ancient', 'Forgotten Cairn', 'Sacred Glade', 'Wild Rider', 'Asrai Longbow', 'Shadow Sentinel', 'Deadly Salamander', 'Kroxigor'], ['Shrouded Waywatcher']),
  skaven: deck('skaven', ['Vicious Clanrat', 'Stormvermin', 'Screaming Bell', 'Warpstone Experiments'], ['Screamers of Tzeentch']),
};

const PAIRS: readonly [string, string][] = [
  ['dwarf', 'orc'],
  ['empire', 'chaos'],
  ['high-elf', 'dark-elf'],
  ['lizardmen', 'skaven'],
  ['wood-elf', 'chaos'],
  ['dwarf', 'dark-elf'],
  ['orc', 'high-elf'],
  ['skaven', 'wood-elf'],
  ['lizardmen', 'wood-elf'],
  ['dark-elf', 'wood-elf'],
  ['orc', 'empire'],
  ['skaven', 'dwarf'],
];
const RANDOM_GAMES = 48;
const FIRST_SEED = 17000;
const GREEDY_SEEDS = [17901, 17902, 17903, 17904];
const GREEDY_PAIRS: readonly [string, string][] = [
  ['dwarf', 'chaos'],
  ['high-elf', 'orc'],
  ['empire', 'dark-elf'],
  ['chaos', 'dwarf'],
];

/**
 * Ambush needs the defender to hold a developed Ambush card in the attacked zone and its cost in
 * resources at that moment; the random bots get there in about one game in a hundred or two (and the greedy bot does
 * not use Ambush): Skaven against Wood Elves are played from this seed on until a game shows it.
 */
const AMBUSH_FIRST_SEED = 17100;
const AMBUSH_MAX_GAMES = 600;

const games: RealGame[] = [];

beforeAll(() => {
  for (let i = 0; i < RANDOM_GAMES; i++) {
    const [a, b] = PAIRS[i % PAIRS.length]!;
    games.push(playRealGame(FIRST_SEED + i, DECKS[a]!, DECKS[b]!, 'random'));
  }
  for (let seed = AMBUSH_FIRST_SEED; seed < AMBUSH_FIRST_SEED + AMBUSH_MAX_GAMES; seed++) {
    const g = playRealGame(seed, DECKS.skaven!, DECKS['wood-elf']!, 'random');
    games.push(g);
    if (ambushes(g.log).length > 0 || g.problems.length > 0) break;
  }
  GREEDY_SEEDS.forEach((seed, i) => {
    const [a, b] = GREEDY_PAIRS[i]!;
    games.push(playRealGame(seed, DECKS[a]!, DECKS[b]!, 'greedy'));
  });
}, 240_000);

/** The games where `find` sees the mechanic, as "seed (capitals): count". */
function sightings(find: (g: RealGame) => number[]): string[] {
  return games.flatMap((g) => {
    const n = find(g).length;
    return n > 0 ? [`${g.seed} (${g.decks.join(' vs ')}): ${n}`] : [];
  });
}

describe('real games with the Morrslieb Cycle and Legends', () => {
  it('end, with no problem found by the fuzz checks after any decision', () => {
    expect(games.filter((g) => !g.ended).map((g) => g.seed)).toEqual([]);
    expect(games.flatMap((g) => g.problems.map((p) => `seed ${g.seed} (${g.decks.join(' vs ')}): ${p}`))).toEqual([]);
  });

  const mechanics: [string, (g: RealGame) => number[]][] = [
    ['a legend is played onto its capital board', (g) => legendsPlayed(g.log)],
    ['a legend attacks', (g) => legendAttacks(g.log)],
    ['a legend attacked through a zone is dealt damage', (g) => legendsDamagedWhenAttacked(g.log)],
    ['a quest gains a resource token as its player plays a development from his hand', (g) => questTokenOnDevelopment(g.log)],
    ['a quest gains a resource token while a unit quests on it, and the token is spent', (g) => questTokensSpent(g.log)],
    ['a card is put from the top of a deck into play as a development', (g) => developedFromDeck(g.log)],
    ['an attachment of the two sets enters play attached to a unit', (g) => attachmentsOnUnits(g.log, SETS)],
    ['a development is turned faceup by Ambush', (g) => ambushes(g.log)],
    ['Feared blanks a defending unit', (g) => fearedBlanks(g.log)],
    ['a unit is played from the discard pile through Necromancy and goes to the bottom of its deck at the end of the turn', (g) => necromancyPlays(g.log)],
    ['a Savage unit that took damage deals its Savage damage', (g) => savageDamage(g.log)],
  ];
  for (const [what, find] of mechanics) {
    it(`show in some game: ${what}`, () => {
      expect(sightings(find), `no game of ${games.length} showed it`).not.toEqual([]);
    });
  }
});
