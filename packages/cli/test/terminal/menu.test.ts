import '@invasion/cards';
import { describe, expect, it } from 'vitest';
import { buildMenu, subEntries, zoneOptions, type MenuEntry } from '../../src/terminal/menu.js';
import { menuLines } from '../../src/terminal/render.js';
import { findCard } from '../../src/terminal/cards.js';
import { GameSession } from '../../src/terminal/session.js';
import { setupOf } from './helpers.js';

/** Seed 7, dwarf vs orc: P1's first capital phase (both keep), two Contested Strongholds in hand. */
function firstCapital() {
  const s = GameSession.start(setupOf(7));
  while (s.view(0).prompt?.kind !== 'action' || s.promptSeat !== 0) {
    const seat = s.promptSeat!;
    s.act(seat, 'keep', s.stateId);
  }
  return { s, view: s.view(0) };
}

describe('the menu', () => {
  it('lists each card of the hand once, copies as ×2, pass apart', () => {
    const { view } = firstCapital();
    const menu = buildMenu(view, view.options);
    expect(menu.pass?.key).toBe('pass');
    const names = menu.entries.map((e) => e.card?.name);
    expect(new Set(names).size).toBe(names.length);
    const stronghold = menu.entries.find((e) => e.card?.name === 'Contested Stronghold')!;
    expect(stronghold.copies).toBe(2);
    expect(stronghold.label).toMatch(/Contested Stronghold ×2 +develop/);
    // Every option is reachable from the menu, apart from the second copy's twins.
    const reachable = new Set([menu.pass!.key, ...menu.entries.flatMap((e) => e.options.map((o) => o.key))]);
    const twins = view.options.filter((o) => !reachable.has(o.key));
    expect(twins.every((o) => o.card !== null && view.players[0].hand!.find((c) => c.id === o.card)?.name === 'Contested Stronghold')).toBe(true);
  });

  it('finds the option for a zone, and the second step lists every option of the card', () => {
    const { view } = firstCapital();
    const menu = buildMenu(view, view.options);
    const hammerer = menu.entries.find((e) => e.card?.name === 'Hammerer of Karak Azul')!;
    expect(hammerer.label).toMatch(/play k q b · develop/);
    expect(zoneOptions(hammerer, 'play', 'kingdom').map((o) => o.key)).toEqual([`play:${hammerer.card!.id}:kingdom`]);
    expect(zoneOptions(hammerer, 'develop')).toHaveLength(3);
    expect(subEntries(hammerer).map((e) => e.label)).toContain('Play Hammerer of Karak Azul into your quest — cost 2');
  });

  it('finds cards by name, part of a name or #id among the cards in view, else in the catalogue', () => {
    const { view } = firstCapital();
    const byName = findCard(view, 'hammerer', true);
    expect(byName.kind === 'view' && byName.card.name).toBe('Hammerer of Karak Azul');
    if (byName.kind !== 'view') throw new Error('not found');
    const byId = findCard(view, `#${byName.card.id}`, true);
    expect(byId.kind === 'view' && byId.card.id).toBe(byName.card.id);
    expect(findCard(view, 'Grimgor Ironhide', true).kind).toBe('catalogue');
    expect(findCard(view, 'Grimgor Ironhide', false).kind).toBe('none');
    expect(findCard(view, '#99999', true).kind).toBe('none');
  });
});

describe('menu lines', () => {
  const entry = (n: number): MenuEntry => ({ n, label: `Defend with Ironbreakers of Ankhor number ${n} (your kingdom) (power 2, 3 hit points left)`, card: null, options: [], copies: 1 });

  it('fit 80 columns: one entry per line, two columns past 12 entries, pass last', () => {
    // eslint-disable-next-line no-control-regex
    const plain = (ls: string[]) => ls.map((l) => l.replace(/\x1b\[[0-9;]*m/g, ''));
    const short = plain(menuLines([1, 2, 3].map(entry), 'Done declaring defenders'));
    expect(short).toHaveLength(4);
    const long = plain(menuLines(Array.from({ length: 15 }, (_, i) => entry(i + 1)), 'Done declaring defenders'));
    expect(long).toHaveLength(9);
    expect(long[0]).toMatch(/^ +1 Defend.* 9 Defend/);
    expect(long.at(-1)).toMatch(/ 0 Done declaring defenders/);
    for (const l of [...short, ...long]) expect(l.length).toBeLessThanOrEqual(80);
  });
});
