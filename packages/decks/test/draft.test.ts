import { describe, expect, it } from 'vitest';
import {
  CUT_SUPPLY_LINES,
  DRAFT_FORMAT_SET,
  DraftError,
  PACK_SIZE,
  REINFORCEMENTS,
  SABOTAGE,
  SHIFTING_TIDES,
  applyDraft,
  autoDraft,
  cardsAccountedFor,
  createBotRandom,
  createDraft,
  draftOptions,
  randomDraftDecision,
  restoreDraft,
  serializeDraft,
  type DraftState,
} from '../src/index.js';

const SEEDS = [1, 2, 3, 7, 42, 1234];
const sorted = (a: string[]): string[] => [...a].sort();
const initial = (s: DraftState): string[] => sorted([...s.initialPiles[0], ...s.initialPiles[1]]);

/** A fresh draft whose Order pack starts with the given cards (moved there from the Order pile). */
function withOrderPack(seed: number, first: string[], formatSet: Record<string, number>): DraftState {
  const s = structuredClone(createDraft(seed, { formatSet }));
  const me = s.players[0];
  for (const id of first) {
    const inPack = me.pack.indexOf(id);
    if (inPack >= 0) me.pack.splice(inPack, 1);
    else {
      const at = me.pile.indexOf(id);
      me.pile.splice(at, 1);
      me.pile.push(me.pack.pop()!);
    }
  }
  me.pack.unshift(...first);
  return s;
}
/** The first n non-format cards of a pack. */
const plain = (pack: string[], n: number): string[] => pack.filter((id) => !['01128', '01129', '01130', '01131'].includes(id)).slice(0, n);

describe('draft set-up', () => {
  it('shuffles the piles from a secret with the seed when given one, so the seed alone cannot foresee them', () => {
    const secret = 'f00dfeed0123456789abcdef00112233';
    const keyed = createDraft(1, { secret });
    expect(keyed.initialPiles).toEqual(createDraft(1, { secret }).initialPiles);
    expect(keyed.initialPiles).not.toEqual(createDraft(1).initialPiles);
    expect(keyed.initialPiles.map((p) => p.length)).toEqual(createDraft(1).initialPiles.map((p) => p.length));
    expect(() => createDraft(1, { secret: 'F00D' })).toThrow(/secret must be 32 lowercase hexadecimal digits/);
  });

  it('builds the two piles from the Core Set', () => {
    const s = createDraft(1);
    const [order, destruction] = s.initialPiles;
    const formatCount = Object.values(DRAFT_FORMAT_SET).reduce((a, b) => a + b, 0);
    expect(formatCount).toBe(10);
    expect(order).toHaveLength(84 + 3 + 10 + 10);
    expect(destruction).toHaveLength(85 + 3 + 10 + 10);
    const inRange = (ids: string[], a: number, b: number): number => ids.filter((id) => Number(id.slice(2)) >= a && Number(id.slice(2)) <= b).length;
    expect(inRange(order, 1, 55)).toBe(84);
    expect(inRange(order, 56, 110)).toBe(0);
    expect(inRange(order, 122, 124)).toBe(3);
    expect(inRange(order, 111, 121)).toBe(10);
    expect(inRange(destruction, 56, 110)).toBe(85);
    expect(inRange(destruction, 125, 127)).toBe(3);
    expect(inRange(destruction, 111, 121)).toBe(10);
    for (const [id, n] of Object.entries(DRAFT_FORMAT_SET)) {
      expect(order.filter((x) => x === id)).toHaveLength(n);
      expect(destruction.filter((x) => x === id)).toHaveLength(n);
    }
    expect(s.setAside).toHaveLength(24 - 20);
    expect(s.players[0].pack).toHaveLength(PACK_SIZE);
    expect(s.prompt).toEqual({ kind: 'pick', player: 0, count: 2 });
  });
});

describe('draft invariants', () => {
  it.each(SEEDS)('conserves every card (seed %i)', (seed) => {
    let s = createDraft(seed);
    const bot = createBotRandom(seed * 3 + 1);
    const start = initial(s);
    while (!s.done) {
      s = applyDraft(s, randomDraftDecision(s, bot));
      expect(sorted(cardsAccountedFor(s))).toEqual(start);
    }
    expect(s.prompt).toBeNull();
    expect(s.players.every((p) => p.pack.length === 0)).toBe(true);
    for (const p of s.players) expect(p.deck.some((id) => ['01128', '01129', '01130', '01131'].includes(id))).toBe(false);
  });

  it.each(SEEDS)('pick and counter-draft counts per pack (seed %i)', (seed) => {
    const s = autoDraft(seed);
    for (let round = 1; round <= 5; round++) {
      for (const owner of [0, 1] as const) {
        const picks = s.history.filter((h) => h.round === round && h.type === 'pick' && h.player === owner);
        const counters = s.history.filter((h) => h.round === round && h.type === 'counter' && h.player !== owner);
        expect(picks.length).toBeLessThanOrEqual(4);
        expect(counters.length).toBeLessThanOrEqual(3);
        const start = picks[0]?.packSize ?? 0;
        const sabotaged = counters.filter((c) => c.sabotage).length;
        if (start >= 11 + sabotaged) {
          expect(picks.map((p) => p.cards.length)).toEqual([2, 2, 2, 2]);
          expect(counters).toHaveLength(3);
        }
      }
    }
  });

  it('without draft format cards every pack gives 4 picks of 2 and 3 counter-drafts', () => {
    const s = autoDraft(9, 10, { formatSet: {} });
    for (const p of s.players) {
      expect(p.deck).toHaveLength(5 * 8);
      expect(p.counterDrafted).toHaveLength(5 * 3);
      expect(p.discarded).toHaveLength(5 * 4);
    }
    expect(s.history.filter((h) => h.type === 'pick')).toHaveLength(2 * 5 * 4);
    expect(s.history.filter((h) => h.type === 'counter')).toHaveLength(2 * 5 * 3);
  });

  it('is deterministic for a seed', () => {
    expect(autoDraft(5)).toEqual(autoDraft(5));
    expect(autoDraft(5).players[0].deck).not.toEqual(autoDraft(6).players[0].deck);
  });

  it('serialize / restore mid-draft continues identically', () => {
    let s = createDraft(77);
    const bot = createBotRandom(78);
    for (let i = 0; i < 23; i++) s = applyDraft(s, randomDraftDecision(s, bot));
    let restored = restoreDraft(serializeDraft(s));
    expect(restored).toEqual(s);
    const botCopy = structuredClone(bot);
    while (!s.done) s = applyDraft(s, randomDraftDecision(s, bot));
    while (!restored.done) restored = applyDraft(restored, randomDraftDecision(restored, botCopy));
    expect(restored).toEqual(s);
  });
});

describe('draft format cards', () => {
  const ONLY = (id: string): Record<string, number> => ({ [id]: 1 });

  it('Cut Supply Lines picked: the opponent makes smaller packs', () => {
    let s = withOrderPack(3, [CUT_SUPPLY_LINES], ONLY(CUT_SUPPLY_LINES));
    s = applyDraft(s, { type: 'pick', player: 0, cards: [CUT_SUPPLY_LINES, plain(s.players[0].pack, 1)[0]!] });
    expect(s.players[1].cutsAgainst).toBe(1);
    expect(s.players[0].formatCards).toEqual([CUT_SUPPLY_LINES]);
    expect(s.players[0].deck).toHaveLength(1);
    const bot = createBotRandom(1);
    while (s.round === 1) s = applyDraft(s, randomDraftDecision(s, bot));
    expect(s.players[0].pack).toHaveLength(15);
    expect(s.players[1].pack).toHaveLength(14);
  });

  it('Cut Supply Lines counter-drafted: the pack owner is cut', () => {
    let s = withOrderPack(3, [CUT_SUPPLY_LINES], ONLY(CUT_SUPPLY_LINES));
    s = applyDraft(s, { type: 'pick', player: 0, cards: plain(s.players[0].pack, 2) });
    s = applyDraft(s, { type: 'pick', player: 1, cards: plain(s.players[1].pack, 2) });
    expect(s.prompt).toMatchObject({ kind: 'counter', player: 0 });
    s = applyDraft(s, { type: 'counter', player: 0, cards: [plain(s.players[1].pack, 1)[0]!] });
    s = applyDraft(s, { type: 'counter', player: 1, cards: [CUT_SUPPLY_LINES] });
    expect(s.players[0].cutsAgainst).toBe(1);
    expect(s.players[1].formatCards).toEqual([CUT_SUPPLY_LINES]);
    expect(s.players[1].counterDrafted).toHaveLength(0);
  });

  it('Reinforcements: one of the top 5 of the pile joins the deck, the others go to the bottom', () => {
    let s = withOrderPack(4, [REINFORCEMENTS], ONLY(REINFORCEMENTS));
    const other = plain(s.players[0].pack, 1)[0]!;
    const pileBefore = [...s.players[0].pile];
    s = applyDraft(s, { type: 'pick', player: 0, cards: [REINFORCEMENTS, other] });
    expect(s.prompt).toEqual({ kind: 'reinforce', player: 0, cards: pileBefore.slice(0, 5) });
    const chosen = pileBefore[2]!;
    s = applyDraft(s, { type: 'reinforce', player: 0, card: chosen });
    expect(s.players[0].deck).toEqual([other, chosen]);
    const rest = pileBefore.slice(0, 5);
    rest.splice(2, 1);
    expect(s.players[0].pile).toEqual([...pileBefore.slice(5), ...rest]);
    expect(s.players[0].formatCards).toEqual([REINFORCEMENTS]);
    expect(s.prompt).toMatchObject({ kind: 'pick', player: 1 });
  });

  it('Sabotage: sacrificed to counter-draft a second card', () => {
    let s = withOrderPack(5, [SABOTAGE], ONLY(SABOTAGE));
    s = applyDraft(s, { type: 'pick', player: 0, cards: [SABOTAGE, plain(s.players[0].pack, 1)[0]!] });
    expect(s.players[0].sabotage).toBe(1);
    s = applyDraft(s, { type: 'pick', player: 1, cards: plain(s.players[1].pack, 2) });
    expect(s.prompt).toEqual({ kind: 'counter', player: 0, count: 1, sabotage: true });
    expect(draftOptions(s).some((d) => d.type === 'counter' && d.cards.length === 2)).toBe(true);
    const two = plain(s.players[1].pack, 2);
    const before = s.players[1].pack.length;
    s = applyDraft(s, { type: 'counter', player: 0, cards: two });
    expect(s.players[0].sabotage).toBe(0);
    expect(s.players[0].counterDrafted).toEqual(two);
    expect(s.players[1].pack).toHaveLength(before - 2);
    expect(s.history.at(-1)).toMatchObject({ type: 'counter', sabotage: true });
    expect(s.players[0].formatCards).toEqual([SABOTAGE]);
  });

  it('Shifting Tides: the pack goes back into its pile and is replaced by as many cards', () => {
    let s = withOrderPack(6, [SHIFTING_TIDES], ONLY(SHIFTING_TIDES));
    const other = plain(s.players[0].pack, 1)[0]!;
    const everything = sorted([...s.players[0].pack, ...s.players[0].pile]);
    s = applyDraft(s, { type: 'pick', player: 0, cards: [SHIFTING_TIDES, other] });
    expect(s.players[0].deck).toEqual([other]);
    expect(s.players[0].pack).toHaveLength(13);
    expect(s.players[0].formatCards).toEqual([SHIFTING_TIDES]);
    expect(sorted([...s.players[0].pack, ...s.players[0].pile, other, SHIFTING_TIDES])).toEqual(everything);
    expect(s.log.at(-1)).toContain('Shifting Tides');
  });

  it('Shifting Tides resolves first when picked with another draft format card', () => {
    let s = withOrderPack(8, [REINFORCEMENTS, SHIFTING_TIDES], { [REINFORCEMENTS]: 1, [SHIFTING_TIDES]: 1 });
    s = applyDraft(s, { type: 'pick', player: 0, cards: [REINFORCEMENTS, SHIFTING_TIDES] });
    const tides = s.log.findIndex((l) => l.includes('Shifting Tides'));
    const reinf = s.log.findIndex((l) => l.includes('Reinforcements'));
    expect(tides).toBeGreaterThan(0);
    expect(reinf).toBeGreaterThan(tides);
    expect(s.players[0].formatCards).toEqual([SHIFTING_TIDES, REINFORCEMENTS]);
    expect(s.prompt).toMatchObject({ kind: 'reinforce', player: 0 });
  });
});

describe('illegal draft decisions', () => {
  it('are rejected with a clear error and leave the state unchanged', () => {
    const s = createDraft(11);
    const snapshot = structuredClone(s);
    const pack = s.players[0].pack;
    const notInPack = ['01001', '01002', '01003', '01004', '01005', '01006', '01007'].find((id) => !pack.includes(id))!;
    const bad: [unknown, RegExp][] = [
      [{ type: 'pick', player: 1, cards: plain(s.players[1].pack, 2) }, /Order's decision/],
      [{ type: 'counter', player: 0, cards: [pack[0]] }, /Expected a pick/],
      [{ type: 'pick', player: 0, cards: [pack[0]] }, /exactly 2/],
      [{ type: 'pick', player: 0, cards: [pack[0], notInPack] }, /does not hold/],
      [{ type: 'reinforce', player: 0, card: pack[0] }, /Expected a pick/],
    ];
    for (const [d, re] of bad) {
      expect(() => applyDraft(s, d as never)).toThrow(DraftError);
      expect(() => applyDraft(s, d as never)).toThrow(re);
      expect(s).toEqual(snapshot);
    }
    // a counter-draft of two cards without Sabotage
    let t = s;
    t = applyDraft(t, { type: 'pick', player: 0, cards: plain(t.players[0].pack, 2) });
    t = applyDraft(t, { type: 'pick', player: 1, cards: plain(t.players[1].pack, 2) });
    expect(() => applyDraft(t, { type: 'counter', player: 0, cards: plain(t.players[1].pack, 2) })).toThrow(/exactly 1/);
    const done = autoDraft(2);
    expect(() => applyDraft(done, { type: 'pick', player: 0, cards: [] })).toThrow(/over/);
    expect(draftOptions(done)).toEqual([]);
  });

  it('every listed option is accepted', () => {
    const s = createDraft(12);
    const options = draftOptions(s);
    expect(options.length).toBeGreaterThan(50);
    for (const d of options) expect(() => applyDraft(s, d)).not.toThrow();
  });
});
