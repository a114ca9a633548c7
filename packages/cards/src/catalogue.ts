/**
 * The card catalogue (facts only), loaded from data/catalogue.json and validated once at load.
 * Regenerate the data with `npm run catalogue`.
 */
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { CARD_TYPES, HIDDEN_RACES, RACES, type CatalogueCard } from './catalogue-types.js';

const count = z.number().int().min(0);
const keywordValue = z.union([count, z.literal('X')]);
const zone = z.enum(['kingdom', 'quest', 'battlefield']);
const anyRace = z.enum([...RACES, ...HIDDEN_RACES]);

const cardSchema = z
  .object({
    id: z.string().regex(/^\d{5}$/),
    name: z.string().min(1),
    pack: z.string().min(1),
    packName: z.string().min(1),
    cycle: z.string().min(1),
    number: z.number().int().min(1),
    type: z.enum(CARD_TYPES),
    race: z.enum(RACES),
    cost: z.union([count, z.literal('X'), z.null()]),
    loyalty: count,
    power: count.nullable(),
    legendPower: z.object({ kingdom: count, quest: count, battlefield: count }).strict().optional(),
    hitPoints: count.nullable(),
    hitPointsX: z.literal(true).optional(),
    legendPowerTotal: count.optional(),
    undetermined: z.array(z.enum(['cost', 'loyalty', 'power', 'hitPoints', 'legendPower', 'text'])).optional(),
    traits: z.array(z.string().min(1)),
    unique: z.boolean(),
    hero: z.boolean(),
    keywords: z
      .object({
        toughness: keywordValue.optional(),
        counterstrike: keywordValue.optional(),
        ambush: keywordValue.optional(),
        raider: keywordValue.optional(),
        savage: keywordValue.optional(),
        feared: keywordValue.optional(),
        scout: z.literal(true).optional(),
        limited: z.literal(true).optional(),
        necromancy: z.literal(true).optional(),
      })
      .strict(),
    entry: zone.nullable(),
    deck: z
      .object({
        affiliation: z.enum(['Order', 'Destruction']).optional(),
        raceOnly: anyRace.optional(),
        notRace: anyRace.optional(),
        maxCopies: z.number().int().min(1).optional(),
      })
      .strict(),
    quantity: z.number().int().min(1).nullable(),
    raceSymbols: z.array(z.enum(RACES)),
    textKind: z.enum(['none', 'keywords', 'abilities']),
  })
  .strict()
  .superRefine((card, ctx) => {
    if (card.id.slice(2) !== String(card.number).padStart(3, '0')) {
      ctx.addIssue({ code: 'custom', path: ['number'], message: `does not match the id ${card.id}` });
    }
    if (card.type === 'Unit' && card.hitPoints === null) {
      ctx.addIssue({ code: 'custom', path: ['hitPoints'], message: 'a unit needs hit points' });
    }
  });

const catalogueSchema = z.array(cardSchema);

/** Validates raw catalogue data; the error names the offending card and field. */
export function parseCatalogue(data: unknown): CatalogueCard[] {
  const result = catalogueSchema.safeParse(data);
  if (!result.success) {
    const lines = result.error.issues.slice(0, 10).map((issue) => {
      const [index, ...field] = issue.path;
      const raw = typeof index === 'number' && Array.isArray(data) ? (data[index] as { id?: unknown; name?: unknown }) : undefined;
      const who = raw ? `card ${String(raw.id ?? `#${String(index)}`)} (${String(raw.name ?? '?')})` : `entry ${String(index ?? '?')}`;
      return `${who}, field ${field.length ? field.map(String).join('.') : '(card)'}: ${issue.message}`;
    });
    const more = result.error.issues.length > 10 ? `\n  ... and ${result.error.issues.length - 10} more` : '';
    throw new Error(`Invalid card catalogue (packages/cards/data/catalogue.json):\n  ${lines.join('\n  ')}${more}`);
  }
  const seen = new Set<string>();
  for (const card of result.data) {
    if (seen.has(card.id)) throw new Error(`Invalid card catalogue: card ${card.id} (${card.name}) appears twice`);
    seen.add(card.id);
  }
  return result.data as CatalogueCard[];
}

function loadCatalogue(): readonly CatalogueCard[] {
  const url = new URL('../data/catalogue.json', import.meta.url);
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(url, 'utf8'));
  } catch (err) {
    throw new Error(`Cannot read the card catalogue at ${url.pathname} (run \`npm run catalogue\`): ${(err as Error).message}`);
  }
  const cards = parseCatalogue(data);
  for (const card of cards) deepFreeze(card);
  return Object.freeze(cards);
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const v of Object.values(value)) deepFreeze(v);
    Object.freeze(value);
  }
  return value;
}

/** Every card, sorted by id. */
export const CATALOGUE: readonly CatalogueCard[] = loadCatalogue();

const BY_ID = new Map(CATALOGUE.map((c) => [c.id, c]));

export function cardById(id: string): CatalogueCard | undefined {
  return BY_ID.get(id);
}

export { CYCLES } from './catalogue-types.js';
import { CYCLES } from './catalogue-types.js';

/** Short set names accepted by cardsBySet (case-insensitive), each naming a whole cycle. */
export const SET_ALIASES: Readonly<Record<string, string>> = Object.freeze({
  core: 'Core Set',
  cc: 'Corruption Cycle',
  corruption: 'Corruption Cycle',
  au: 'Assault on Ulthuan',
  ec: 'Enemy Cycle',
  md: 'March of the Damned',
  mc: 'Morrslieb Cycle',
  legends: 'Legends',
  capital: 'Capital Cycle',
  bloodquest: 'Bloodquest Cycle',
  eternal: 'Eternal War Cycle',
  cataclysm: 'Cataclysm',
  hk: 'Hidden Kingdoms',
  'hidden-kingdoms': 'Hidden Kingdoms',
});

const norm = (s: string): string => s.trim().toLowerCase();

/**
 * Cards of a set: an alias (SET_ALIASES), a cycle name ("Corruption Cycle"), a pack code
 * ("the-skavenblight-threat") or a pack name ("The Skavenblight Threat"); case-insensitive.
 * Unknown sets give an empty list.
 */
export function cardsBySet(set: string): CatalogueCard[] {
  const key = norm(set);
  if (!key) return [];
  const cycle = Object.entries(SET_ALIASES).find(([alias]) => alias === key)?.[1] ?? Object.values(CYCLES).find((c) => norm(c) === key);
  if (cycle) return CATALOGUE.filter((c) => c.cycle === cycle);
  return CATALOGUE.filter((c) => norm(c.pack) === key || norm(c.packName) === key);
}
