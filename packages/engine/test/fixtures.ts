/**
 * A small card pool for engine tests, independent of the catalogue: plain units with keywords,
 * a support, a quest, legends, a tactic, and the six plain capital boards.
 */
import { useRuleset, type CardDef, type CapitalDef, type Keywords } from '../src/index.js';
import { action, attachExperience, beginTurn, constant, count, custom, SELF, damage, draw, EACH, entersPlay, HOST, printedPowerOf, shield, startLasting, takeControl, TARGET, unit as aUnit, YOU } from '../src/dsl.js';

function unit(id: string, name: string, race: string, cost: number, loyalty: number, power: number, hp: number, keywords: Keywords = {}, extra: Partial<CardDef> = {}): CardDef {
  return { id, name, type: 'Unit', race, cost, loyalty, power, hitPoints: hp, traits: [], unique: false, hero: false, keywords, entry: null, raceSymbols: race === 'Neutral' ? [] : [race], implemented: true, ...extra };
}

export const T = {
  grunt: 't0001', // 1-cost 1/1 Orc
  brute: 't0002', // 3-cost 2/3 Orc
  tough: 't0003', // Toughness 1, 1/2 Dwarf
  striker: 't0004', // Counterstrike 2, 1/2 Empire
  raider: 't0005', // Raider 2, 1/2 Orc
  scout: 't0006', // Scout, 1/2 Empire
  savage: 't0007', // Savage 1, 1/3 Chaos
  ambusher: 't0008', // Ambush 1, 2/2 Orc
  feared: 't0009', // Feared 1, 2/2 Chaos
  necro: 't0010', // Necromancy, 1/1 Neutral
  limited: 't0011', // Limited support
  quest: 't0012', // quest
  hero: 't0013', // Hero unique 2/3 Dwarf
  bfOnly: 't0014', // Battlefield only 1/1 Orc
  loyal: 't0015', // cost 1 loyalty 3 Dwarf 1/1
  wall: 't0016', // 0-cost 0/4 Dwarf
  xcost: 't0017', // X-cost unit
} as const;

/** Extra test cards (not part of mixedDeck, so the smoke games are unchanged). */
export const T_EXTRA = {
  captain: 't0101', // Hero unique 2/2 Dwarf, cost 1 (a second, differently named Hero)
  trickster: 't0102', // 1-cost 1/1 Neutral; "Action (id 'trick'): does nothing. Limit once per turn" — something to do in every window
  legend: 't0103', // Legend, Dwarf, cost 3 loyalty 2, power kingdom 1 / quest 2 / battlefield 3, 3 hit points
  legend2: 't0104', // Legend, Dwarf, cost 1 loyalty 0, power 2 / 1 / 2, 4 hit points; "Your units get +1 power"
  orcLegend: 't0105', // Legend, Orc, cost 2 loyalty 0, power 1 / 1 / 2, 3 hit points
  bolt: 't0106', // Tactic, cost 0: "Action: deal 1 damage to a target unit"
  herald: 't0107', // 1/1 Empire; triggered action: "Action: at the beginning of your turn, draw 1 card"
  omen: 't0108', // Tactic, cost 0; conditional action: "the next unit you play this turn: draw 1 card when it enters play"
  ward: 't0109', // Tactic, cost 0: "the next 2 damage that would be dealt to target unit this turn are cancelled"
  seize: 't0110', // Tactic, cost 0: "take control of target unit until the end of the turn"
  mentor: 't0111', // Tactic, cost 0: "attach 2 experience to target unit you control"
  doubler: 't0112', // Support: "your units in this zone have double power" (adds each unit's printed power again)
  drummer: 't0113', // 1/1 Orc: "Action: draw 1 card for each other unit you control in this zone"
} as const;

function legend(id: string, name: string, race: string, cost: number, loyalty: number, power: { kingdom: number; quest: number; battlefield: number }, hp: number): CardDef {
  return { ...unit(id, name, race, cost, loyalty, Math.min(power.kingdom, power.quest, power.battlefield), hp), type: 'Legend', legendPower: power, unique: true };
}

export const FIXTURE_CARDS: CardDef[] = [
  unit(T.grunt, 'Grunt', 'Orc', 1, 0, 1, 1),
  unit(T.brute, 'Brute', 'Orc', 3, 1, 2, 3),
  unit(T.tough, 'Shieldbearer', 'Dwarf', 2, 0, 1, 2, { toughness: 1 }),
  unit(T.striker, 'Striker', 'Empire', 2, 0, 1, 2, { counterstrike: 2 }),
  unit(T.raider, 'Raider', 'Orc', 2, 0, 1, 2, { raider: 2 }),
  unit(T.scout, 'Scout', 'Empire', 2, 0, 1, 2, { scout: true }),
  unit(T.savage, 'Savage', 'Chaos', 2, 0, 1, 3, { savage: 1 }),
  unit(T.ambusher, 'Ambusher', 'Orc', 3, 0, 2, 2, { ambush: 1 }),
  unit(T.feared, 'Terror', 'Chaos', 3, 0, 2, 2, { feared: 1 }),
  unit(T.necro, 'Skeleton', 'Neutral', 1, 0, 1, 1, { necromancy: true }),
  { ...unit(T.limited, 'Village', 'Neutral', 1, 0, 1, 0, { limited: true }), type: 'Support', hitPoints: 0 },
  { ...unit(T.quest, 'Long Road', 'Neutral', 0, 0, 0, 0), type: 'Quest', power: 0, hitPoints: 0, entry: 'quest' },
  unit(T.hero, 'Thane', 'Dwarf', 2, 0, 2, 3, {}, { hero: true, unique: true, traits: ['Hero'] }),
  unit(T.bfOnly, 'Skirmisher', 'Orc', 1, 0, 1, 1, {}, { entry: 'battlefield' }),
  unit(T.loyal, 'Loyalist', 'Dwarf', 1, 3, 1, 1),
  unit(T.wall, 'Wall', 'Dwarf', 0, 0, 0, 4),
  { ...unit(T.xcost, 'Swarm', 'Orc', 0, 0, 1, 1), cost: 'X' },
  unit(T_EXTRA.captain, 'Captain', 'Dwarf', 1, 0, 2, 2, {}, { hero: true, unique: true, traits: ['Hero'] }),
  { ...unit(T_EXTRA.trickster, 'Trickster', 'Neutral', 1, 0, 1, 1), abilities: [action({ id: 'trick', limit: 'turn', effect: custom('nothing', () => true) })] },
  legend(T_EXTRA.legend, 'Ancestor Lord', 'Dwarf', 3, 2, { kingdom: 1, quest: 2, battlefield: 3 }, 3),
  { ...legend(T_EXTRA.legend2, 'Old Warlord', 'Dwarf', 1, 0, { kingdom: 2, quest: 1, battlefield: 2 }, 4), abilities: [constant({ affects: aUnit({ controller: 'you' }), modify: { power: 1 } })] },
  legend(T_EXTRA.orcLegend, 'Waaagh Boss', 'Orc', 2, 0, { kingdom: 1, quest: 1, battlefield: 2 }, 3),
  { ...unit(T_EXTRA.bolt, 'Bolt', 'Neutral', 0, 0, 0, 0), type: 'Tactic', abilities: [action({ target: aUnit(), effect: damage(TARGET, 1) })] },
  { ...unit(T_EXTRA.herald, 'Herald', 'Empire', 1, 0, 1, 1), abilities: [action({ when: beginTurn(YOU), effect: draw(YOU, 1) })] },
  {
    ...unit(T_EXTRA.omen, 'Omen', 'Neutral', 0, 0, 0, 0),
    type: 'Tactic',
    abilities: [action({ effect: startLasting('omen') })],
    lasting: { omen: { once: true, abilities: [{ kind: 'forced', when: entersPlay(aUnit({ controller: 'you' })), effect: draw(YOU, 1) }] } },
  },
  {
    ...unit(T_EXTRA.ward, 'Ward', 'Neutral', 0, 0, 0, 0),
    type: 'Tactic',
    abilities: [action({ target: aUnit(), effect: startLasting('ward', { card: TARGET, data: { left: 2 } }) })],
    lasting: { ward: { abilities: [shield({ to: HOST, budget: 'left' })] } },
  },
  { ...unit(T_EXTRA.doubler, 'War Drum', 'Neutral', 0, 0, 0, 0), type: 'Support', abilities: [constant({ affects: aUnit({ controller: 'you', zone: 'this' }), modify: { power: printedPowerOf(EACH) } })] },
  { ...unit(T_EXTRA.seize, 'Seize', 'Neutral', 0, 0, 0, 0), type: 'Tactic', abilities: [action({ target: aUnit({ controller: 'opponent' }), effect: takeControl(TARGET, 'turn') })] },
  { ...unit(T_EXTRA.drummer, 'Drummer', 'Orc', 1, 0, 1, 1), abilities: [action({ effect: draw(YOU, count(aUnit({ controller: 'you', zone: 'this', not: SELF }))) })] },
  { ...unit(T_EXTRA.mentor, 'Mentor', 'Neutral', 0, 0, 0, 0), type: 'Tactic', abilities: [action({ target: aUnit({ controller: 'you' }), effect: attachExperience(TARGET, 2) })] },
];

function board(id: string, race: string, affiliation: 'Order' | 'Destruction'): CapitalDef {
  return { id, name: race, race, affiliation, symbols: [race], basePower: { kingdom: 3, quest: 1, battlefield: 0 }, zoneHitPoints: 8 };
}

export const FIXTURE_CAPITALS: CapitalDef[] = [
  board('dwarf', 'Dwarf', 'Order'),
  board('empire', 'Empire', 'Order'),
  board('high-elf', 'High Elf', 'Order'),
  board('orc', 'Orc', 'Destruction'),
  board('chaos', 'Chaos', 'Destruction'),
  board('dark-elf', 'Dark Elf', 'Destruction'),
];

/** Installs the fixture pool (plus any extra test cards) as the engine's ruleset. */
export function registerFixtures(extra: readonly CardDef[] = []): void {
  useRuleset({ cards: [...FIXTURE_CARDS, ...extra], capitals: FIXTURE_CAPITALS });
}

/** A 40-card deck mixing every fixture card. */
export function mixedDeck(): string[] {
  const ids = Object.values(T);
  const out: string[] = [];
  for (let i = 0; out.length < 40; i++) out.push(ids[i % ids.length]!);
  return out;
}
