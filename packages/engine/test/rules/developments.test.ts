import { describe, expect, it } from 'vitest';
import { apply, buildScenario, viewFor, viewIdOf, type ClientView, type GameState, type Viewer } from '../../src/index.js';
import { board, enableTricksters, expectScenario } from '../helpers.js';

enableTricksters();

/** The card with instance id `id` in `viewer`'s view of `state` (found by the id he knows it by). */
const findIn = (state: GameState, viewer: Viewer, id: number) => findCard(viewFor(state, viewer), viewIdOf(state, id, viewer));

const findCard = (v: ClientView, id: number) => {
  for (const p of v.players) {
    for (const z of ['kingdom', 'quest', 'battlefield'] as const) for (const c of p.zones[z].cards) if (c.id === id) return c;
    for (const c of p.hand ?? []) if (c.id === id) return c;
  }
  for (const l of v.chain) if (l.card.id === id) return l.card;
  return undefined;
};

describe('developments', () => {
  it('one card may be played facedown as a development, free, in any zone: +1 hit point to that zone', () => {
    expectScenario({
      players: board({ resources: 2, hand: [{ card: 'Brute', as: 'b' }, { card: 'Grunt', as: 'g' }] }),
      decisions: [
        {
          expect: {
            options: { include: [{ type: 'develop', card: '@b', zone: 'kingdom' }, { type: 'develop', card: '@b', zone: 'quest' }, { type: 'develop', card: '@b', zone: 'battlefield' }] },
            'p1.quest.hitPoints': 8,
          },
        },
        { type: 'develop', card: '@b', zone: 'quest' }, // Brute costs 3: a development costs nothing
        { expect: { '@b.loc': 'quest', '@b.dev': true, '@b.faceDown': true, 'p1.resources': 2, 'p1.quest.developments': 1 } },
      ],
      expect: { 'p1.quest.hitPoints': 9, 'p1.kingdom.hitPoints': 8, 'p1.battlefield.hitPoints': 8, 'p1.quest.units': [], 'p1.quest.power': 1 },
    });
  });

  it('only one development per turn', () => {
    expectScenario({
      players: board({ hand: [{ card: 'Brute', as: 'b' }, { card: 'Grunt', as: 'g' }, 'Wall'] }),
      decisions: [
        { type: 'develop', card: '@b', zone: 'kingdom' },
        { expect: { options: { exclude: [{ type: 'develop' }] } } },
        { type: 'develop', card: '@g', zone: 'battlefield', illegal: 'you already played a development this turn' },
      ],
      expect: { 'p1.kingdom.developments': 1, 'p1.battlefield.developments': 0 },
    });
    expectScenario({
      players: board({ resources: 1, developmentPlayed: true, hand: [{ card: 'Grunt', as: 'g' }] }),
      decisions: [
        { expect: { options: { exclude: [{ type: 'develop' }], include: [{ type: 'play', card: '@g', zone: 'kingdom' }] } } },
        { type: 'develop', card: '@g', zone: 'kingdom', illegal: 'you already played a development this turn' },
      ],
    });
  });

  it('several developments in one zone each add a hit point, and the zone burns only at its raised total', () => {
    expectScenario({
      phase: 'battlefield',
      players: board({ battlefield: { cards: ['Brute'] } }, { kingdom: { developments: ['Grunt', 'Grunt'], damage: 8 } }),
      decisions: [
        { expect: { 'p2.kingdom.hitPoints': 10, 'p2.kingdom.burning': false } },
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: 'Brute' },
        { type: 'assign', target: 'kingdom', amount: 2 },
      ],
      expect: { 'p2.kingdom.burning': true, 'p2.kingdom.damage': 0 },
    });
  });

  it('the owner sees his development; the opponent and spectators do not (no def, no name)', () => {
    const { state, aliases } = buildScenario({
      players: board({ hand: [{ card: 'Brute', as: 'b' }, 'Wall'] }, { kingdom: { cards: [{ card: 'Trickster', as: 't2' }] } }),
    });
    const b = aliases.get('b')!;
    const s1 = apply(state, { type: 'develop', card: b, zone: 'kingdom' });
    // on the chain: P2 may respond, and sees only a facedown card
    expect(s1.chain).toHaveLength(1);
    expect(s1.prompt).toMatchObject({ player: 1, kind: 'action' });
    expect(findIn(s1, 0, b)?.def).toBe(state.cards[b]!.def);
    expect(findIn(s1, 1, b)).toBeDefined();
    expect(findIn(s1, 1, b)?.def).toBeUndefined();
    const s2 = apply(s1, { type: 'pass' });
    expect(s2.cards[b]!.loc).toBe('kingdom');
    const own = findIn(s2, 0, b)!;
    const opp = findIn(s2, 1, b)!;
    const spec = findIn(s2, 'spectator', b)!;
    expect(own.def).toBe(s2.cards[b]!.def);
    expect(own.name).toBe('Brute');
    expect(opp.def).toBeUndefined();
    expect(opp.name).toBeUndefined();
    expect(opp.dev && opp.faceDown).toBe(true);
    expect(spec.def).toBeUndefined();
    expect(JSON.stringify(viewFor(s2, 1))).not.toContain('Brute');
  });

  it('developments are played only in the owner\'s capital phase and not in response', () => {
    expectScenario({
      players: board(
        { hand: [{ card: 'Grunt', as: 'g' }, { card: 'Grunt', as: 'h' }], resources: 1, kingdom: { cards: [{ card: 'Trickster', as: 't1' }] } },
        { hand: [{ card: 'Grunt', as: 'x' }], kingdom: { cards: [{ card: 'Trickster', as: 't2' }] } },
      ),
      decisions: [
        { type: 'play', card: '@g', zone: 'kingdom', player: 1 },
        // the opponent, in the active player's capital phase
        { expect: { prompt: { player: 2, kind: 'action' }, options: { exclude: [{ type: 'develop' }] } } },
        { type: 'develop', card: '@x', zone: 'kingdom', illegal: 'only in your own capital phase' },
        { type: 'use', card: '@t2', ability: 'trick' },
        // the active player, with a chain open
        { expect: { prompt: { player: 1, kind: 'action' }, options: { exclude: [{ type: 'develop' }] } } },
        { type: 'develop', card: '@h', zone: 'kingdom', illegal: 'not in response' },
        { type: 'pass' },
        { expect: { chain: 0, options: { include: [{ type: 'develop', card: '@h', zone: 'kingdom' }] } } },
      ],
    });
  });
});
