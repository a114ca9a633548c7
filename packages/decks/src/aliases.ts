/**
 * Reviewed name aliases (data/name-aliases.json): names players use for a card that are not
 * typos of its title. Loaded and checked once: each alias must name a catalogue card by id and
 * title, and must not be a title itself.
 */
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import type { CatalogueCard } from '@invasion/cards';
import { cardById } from './catalogue.js';
import { nameKey } from './name-key.js';

const aliasFile = z
  .object({
    about: z.string(),
    aliases: z.array(
      z
        .object({
          alias: z.string().min(1),
          id: z.string().regex(/^\d{5}$/),
          card: z.string().min(1),
          comment: z.string().min(10),
        })
        .strict(),
    ),
  })
  .strict();

export type AliasEntry = z.infer<typeof aliasFile>['aliases'][number];

export interface Alias {
  alias: string;
  card: CatalogueCard;
  comment: string;
}

function load(): { entries: AliasEntry[]; byKey: Map<string, Alias> } {
  const url = new URL('../data/name-aliases.json', import.meta.url);
  const entries = aliasFile.parse(JSON.parse(readFileSync(url, 'utf8'))).aliases;
  const byKey = new Map<string, Alias>();
  for (const e of entries) {
    const card = cardById(e.id);
    if (!card || card.name !== e.card) {
      throw new Error(`data/name-aliases.json: ${e.id} is ${card ? `"${card.name}"` : 'not in the catalogue'}, not "${e.card}"`);
    }
    const key = nameKey(e.alias);
    if (byKey.has(key)) throw new Error(`data/name-aliases.json: "${e.alias}" is listed twice`);
    byKey.set(key, { alias: e.alias, card, comment: e.comment });
  }
  return { entries, byKey };
}

const ALIASES = load();

/** Every alias as written in the data file (for review and tests). */
export const NAME_ALIASES: readonly AliasEntry[] = ALIASES.entries;

/** The alias with this name key, if any. */
export function aliasFor(key: string): Alias | undefined {
  return ALIASES.byKey.get(key);
}

/** The keys of every alias. */
export const ALIAS_KEYS: readonly string[] = [...ALIASES.byKey.keys()];
