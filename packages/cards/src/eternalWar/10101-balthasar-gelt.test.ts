import { describe, expect, it } from 'vitest';
import type { GameState } from '@invasion/engine';
import { board, expectScenario } from '../testing.js';

const DECK = Array.from({ length: 14 }, () => 'Mountain Brigade');

/** Every card is listed exactly once, in the list its location names. */
function expectEachCardInOnePlace(state: GameState): void {
  const seen = new Map<number, string>();
  const note = (id: number, where: string) => {
    expect(seen.get(id), `card #${id} is in ${where} and in ${seen.get(id)}`).toBeUndefined();
    seen.set(id, where);
  };
  state.players.forEach((p, i) => {
    for (const id of p.deck) note(id, `p${i}.deck`);
    for (const id of p.hand) note(id, `p${i}.hand`);
    for (const id of p.discard) note(id, `p${i}.discard`);
    for (const z of ['kingdom', 'quest', 'battlefield'] as const) for (const id of p.zones[z].cards) note(id, `p${i}.${z}`);
    if (p.legend >= 0) note(p.legend, `p${i}.legend`);
    for (const id of p.legendAttachments) note(id, `p${i}.legendAttachments`);
  });
  for (const c of state.cards) {
    if (c.loc === 'chain' || c.loc === 'removed') continue;
    const where = seen.get(c.id);
    expect(where, `card #${c.id} (${c.loc}) is in no list`).toBeDefined();
    const list = where!.split('.')[1];
    expect(c.loc === 'legend' ? ['legend', 'legendAttachments'] : [c.loc], `card #${c.id} is in ${where}`).toContain(list);
  }
}

describe('Balthasar Gelt', () => {
  it('entering play, makes its controller (only) need 3 burning zones to win, for the rest of the game', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 6, hand: ['Balthasar Gelt', 'Mountain Brigade'] }, {}, ['empire', 'orc']),
      decisions: [
        { expect: { 'p1.zonesToWin': 2 } },
        { type: 'play', card: 'Balthasar Gelt' },
        { expect: { 'p1.legend': 'Balthasar Gelt', 'p1.zonesToWin': 3, 'p2.zonesToWin': 2, log: ['must burn 3 zones to win'] } },
      ],
    });
  });

  it('when it attacks, its controller may attach 1 experience to it (the top card of his deck), once per attack', () => {
    const r = expectScenario({
      phase: 'battlefield',
      players: board({ legend: { card: 'Balthasar Gelt', as: 'bg' }, deck: DECK }, {}, ['empire', 'orc']),
      decisions: [
        { type: 'attack', zone: 'quest' },
        { type: 'attacker', card: '@bg' },
        { expect: { prompt: { player: 1, kind: 'action' }, options: { include: [{ type: 'use', card: '@bg', ability: 'action' }] } } },
        { type: 'use', card: '@bg', ability: 'action' },
        { expect: { 'p1.deck': 13, options: { exclude: [{ type: 'use', card: '@bg', ability: 'action' }] } } },
      ],
    });
    expect(r.state.players[0].legendAttachments).toHaveLength(1);
    expectEachCardInOnePlace(r.state);

    // Declined at its first opportunity, the chance is gone.
    const r2 = expectScenario({
      phase: 'battlefield',
      players: board({ legend: { card: 'Balthasar Gelt', as: 'bg' }, deck: DECK }, {}, ['empire', 'orc']),
      decisions: [
        { type: 'attack', zone: 'quest' },
        { type: 'attacker', card: '@bg' },
        { type: 'pass' },
        { expect: { 'p1.deck': 14 } },
      ],
    });
    expect(r2.state.players[0].legendAttachments).toHaveLength(0);
  });

  it('after it gains experience, the first card its controller plays in his turn costs 1 less per experience; later cards and cards played in the opponent’s turn cost their full price', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { resources: 3, hand: ["Franz's Decree", "Franz's Decree", "Franz's Decree", 'Warrior Priests', 'Reiksguard Knights', 'Free Company'], legend: { card: 'Balthasar Gelt', as: 'bg' }, deck: DECK },
        { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'm' }] }, deck: DECK },
        ['empire', 'orc'],
      ),
      decisions: [
        { type: 'pass' },
        { type: 'attack', zone: 'quest' },
        { type: 'pass' },
        { type: 'attacker', card: '@bg' },
        { type: 'use', card: '@bg', ability: 'action' },
        { type: 'pass' },
        { type: 'pass' },
        { type: 'pass' },
        { type: 'assign', target: 'quest', amount: 1 }, // an attacking legend deals its weakest zone's power
        // no card played yet this turn: Franz's Decree (cost 1) costs 1 less for its 1 experience
        { expect: { 'p1.resources': 3 } },
        { type: 'play', card: "Franz's Decree" },
        { expect: { 'p1.resources': 3, log: ["P1 plays Franz's Decree"] } },
        { type: 'play', card: "Franz's Decree" },
        { expect: { 'p1.resources': 2 } },
        { type: 'pass' },
        { type: 'pass' },
        { type: 'pass' },
        // the opponent's turn: full price
        { expect: { turn: 4, 'p1.resources': 2 } },
        { type: 'play', card: "Franz's Decree", player: 1 },
        { expect: { 'p1.resources': 1 } },
        { type: 'pass', player: 2 }, // P2's capital phase
        // P1's next turn: his first card, Warrior Priests (cost 2), costs 1
        { expect: { turn: 5, phase: 'capital', 'p1.resources': 4 } },
        { type: 'play', card: 'Warrior Priests', zone: 'kingdom', player: 1 },
        { expect: { 'p1.resources': 3 } },
        { type: 'pass' },
        { type: 'attack', zone: 'quest' },
        { type: 'attacker', card: '@bg' },
        { type: 'use', card: '@bg', ability: 'action' },
        { type: 'assign', target: 'quest', amount: 1 },
        { type: 'pass', player: 2 }, // P2's capital phase
        // two experience now: Reiksguard Knights (cost 3) costs 1, then Free Company (cost 3) its full 3
        { expect: { turn: 7, phase: 'capital', 'p1.resources': 5 } },
        { type: 'play', card: 'Reiksguard Knights', zone: 'kingdom', player: 1 },
        { expect: { 'p1.resources': 4 } },
        { type: 'play', card: 'Free Company', zone: 'kingdom', player: 1 },
      ],
      expect: { 'p1.resources': 1, 'p1.kingdom.units': ['Warrior Priests', 'Reiksguard Knights', 'Free Company'] },
    });
  });

  it('a card played before the legend had experience, or a development, is the first card of the turn', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 5, hand: ['Contested Village', "Franz's Decree", 'Pistoliers', 'Mountain Brigade'], legend: { card: 'Balthasar Gelt', as: 'bg' }, deck: DECK },
        { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'm' }] }, deck: DECK },
        ['empire', 'orc'],
      ),
      decisions: [
        { type: 'play', card: 'Contested Village', zone: 'kingdom' },
        { expect: { 'p1.resources': 4 } },
        { type: 'pass' },
        { type: 'pass' },
        { type: 'pass' },
        { type: 'attack', zone: 'quest' },
        { type: 'pass' },
        { type: 'attacker', card: '@bg' },
        { type: 'use', card: '@bg', ability: 'action' },
        { type: 'pass' },
        { type: 'pass' },
        { type: 'pass' },
        { type: 'assign', target: 'quest', amount: 1 },
        // the Village was this turn's first card: Franz's Decree pays its full 1
        { type: 'play', card: "Franz's Decree" },
        { expect: { 'p1.resources': 3 } },
        { type: 'pass', player: 2 }, // P2's capital phase
        // next turn, a development played first takes the reduction (it has no cost)
        { type: 'develop', card: 'Mountain Brigade', zone: 'quest', player: 1 },
        { expect: { turn: 5, phase: 'capital', 'p1.resources': 5 } },
        { type: 'play', card: 'Pistoliers', zone: 'kingdom', player: 1 },
      ],
      expect: { 'p1.resources': 3, 'p1.quest.developments': 1 },
    });
  });

  it('leaving play, it takes its experience to the discard pile (nothing stays behind); the 3-zone condition stays', () => {
    const r = expectScenario({
      phase: 'capital',
      players: board({ resources: 6, hand: [{ card: 'Balthasar Gelt', as: 'bg' }], deck: DECK }, { battlefield: { cards: [{ card: 'Chaos Knights', as: 'ck' }] }, deck: DECK }, ['empire', 'orc']),
      decisions: [
        { type: 'play', card: 'Balthasar Gelt' },
        { type: 'attack', zone: 'quest' },
        { type: 'attacker', card: '@bg' },
        { type: 'use', card: '@bg', ability: 'action' },
        { type: 'assign', target: 'quest', amount: 1 },
        { expect: { 'p1.deck': 13, 'p1.zonesToWin': 3 } },
        // P2 attacks the legend through his battlefield and destroys it (3 damage for 3 hit points)
        { type: 'pass', player: 2 },
        { type: 'attack', zone: 'battlefield', target: '@bg' },
        { type: 'attacker', card: '@ck' },
        { type: 'assign', target: '@bg', amount: 3 },
        { type: 'assign', target: '@ck', amount: 1, player: 1 },
        { type: 'pass', player: 1 }, // the legend and its experience reach the discard pile together
      ],
      expect: { '@bg.loc': 'discard', 'p1.legend': null, 'p1.discard': ['Balthasar Gelt', 'Mountain Brigade'], 'p1.zonesToWin': 3, 'p2.zonesToWin': 2 },
    });
    expect(r.state.players[0].legendAttachments).toEqual([]);
    expectEachCardInOnePlace(r.state);
  });
});
