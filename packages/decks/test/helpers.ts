import { readFileSync } from 'node:fs';
import { CATALOGUE } from '@invasion/cards';
import { parseDeckText } from '../src/parse.js';
import { TOURNAMENT_LISTS } from '../src/legality.js';

export const fixture = (name: string): string => new URL(`./fixtures/${name}`, import.meta.url).pathname;
export const readFixture = (name: string): string => readFileSync(fixture(name), 'utf8');

/** The 50-card Dwarf tournament deck of the fixtures (ids). */
export function dwarf50(): string[] {
  return parseDeckText(readFixture('dwarf-tournament.txt')).cards;
}

const listed = new Set([...TOURNAMENT_LISTS.restricted, ...TOURNAMENT_LISTS.banned].map((e) => e.id));
/** Neutral titles usable in any deck: no restriction of any kind. */
const FILLERS = CATALOGUE.filter(
  (c) =>
    c.race === 'Neutral' &&
    ['Unit', 'Support', 'Tactic', 'Quest'].includes(c.type) &&
    Object.keys(c.deck).length === 0 &&
    !listed.has(c.id) &&
    !c.traits.some((t) => ['Lizardmen', 'Wood Elf', 'Skaven', 'Undead'].includes(t)),
);

/** Pad a list with 3 copies each of unrestricted neutral titles not already in it, up to n cards. */
export function pad(cards: string[], n = 50): string[] {
  const out = [...cards];
  const names = new Set(out.map((id) => CATALOGUE.find((c) => c.id === id)!.name));
  for (const f of FILLERS) {
    if (out.length >= n) break;
    if (names.has(f.name)) continue;
    names.add(f.name);
    for (let i = 0; i < 3 && out.length < n; i++) out.push(f.id);
  }
  return out;
}

export const times = (id: string, n: number): string[] => Array.from({ length: n }, () => id);
