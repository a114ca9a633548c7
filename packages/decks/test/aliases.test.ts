/** The reviewed alias list (data/name-aliases.json): each alias is safe to accept. */
import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '@invasion/cards';
import { NAME_ALIASES, editDistance, matchCard, nameKey, parseDeckText, typoTolerance } from '../src/index.js';

const titleKeys = [...new Set(CATALOGUE.map((c) => nameKey(c.name)))];

describe('name aliases', () => {
  it.each(NAME_ALIASES.map((a) => [a.alias, a] as const))('%s', (_, a) => {
    const card = CATALOGUE.find((c) => c.id === a.id)!;
    expect(card.name).toBe(a.card);
    expect(a.comment.length).toBeGreaterThan(10);
    const key = nameKey(a.alias);
    // Not a title itself, and not what a typo of another title would be read as.
    expect(titleKeys).not.toContain(key);
    for (const k of titleKeys) if (k !== nameKey(a.card)) expect(editDistance(key, k), `${a.alias} is close to ${k}`).toBeGreaterThan(typoTolerance(key.length));
    const m = matchCard(a.alias);
    expect(m.ok && m.card.id).toBe(a.id);
    expect(m.ok && m.via).toBe('alias');
  });

  it('an alias read in a list is reported, with the title it stands for', () => {
    const d = parseDeckText('Capital: Orc\n3x Goblin Spider Riders');
    expect(d.cards).toEqual(['02008', '02008', '02008']);
    expect(d.resolved).toEqual([{ from: 'Goblin Spider Riders', to: 'Spider Riders', via: 'alias', line: 2 }]);
    expect(d.warnings.map((w) => w.code)).toEqual(['alias']);
  });

  it('a typo of an alias is read as its card too (with a typo warning)', () => {
    const m = matchCard('Goblin Spider Rider');
    expect(m.ok && m.card.name).toBe('Spider Riders');
    expect(m.ok && m.via).toBe('fuzzy');
  });
});
