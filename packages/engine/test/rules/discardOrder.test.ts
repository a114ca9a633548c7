/**
 * Discard pile order (FAQ section 2, Discard Pile): cards entering one player's discard pile at the
 * same time — one effect, one cost, a card leaving play with its attachments, one state check — are
 * put in the order their owner chooses (prompt 'orderDiscard': the next card to place, bottom to
 * top, or pass to keep the rest). No prompt when there is nothing to order.
 */
import { describe, expect, it } from 'vitest';
import { applyInPlace, buildScenario, legalOptions, type CardDef } from '../../src/index.js';
import { action, destroy, each, EACH, unit } from '../../src/dsl.js';
import { board, expectScenario, registerFixtures } from '../helpers.js';

function tactic(id: string, name: string, extra: Partial<CardDef>): CardDef {
  return { id, name, type: 'Tactic', race: 'Neutral', cost: 0, loyalty: 0, power: 0, hitPoints: 0, traits: [], unique: false, hero: false, keywords: {}, entry: null, raceSymbols: [], implemented: true, ...extra };
}

registerFixtures([
  // "Destroy all units in play."
  tactic('t0973', 'Cleanse', { abilities: [action({ effect: each(unit(), destroy(EACH)) })] }),
]);

describe('discard pile order', () => {
  it('one effect destroying several units: each owner orders his own cards, the active player first; the tactic goes on top afterwards', () => {
    expectScenario({
      players: board(
        { hand: ['Cleanse', 'Grunt'], kingdom: { cards: ['Brute', 'Wall'] }, discard: ['Scout'] },
        { kingdom: { cards: ['Grunt', 'Skeleton'] }, quest: { cards: ['Shieldbearer'] }, discard: ['Raider'] },
      ),
      decisions: [
        { type: 'play', card: 'Cleanse' },
        { expect: { prompt: { player: 1, kind: 'orderDiscard' }, options: { include: [{ type: 'target', target: 'Brute' }, { type: 'target', target: 'Wall' }, { type: 'pass' }], exclude: [{ type: 'target', target: 'Scout' }] } } },
        { type: 'target', target: 'Wall', player: 1 },
        // two cards left: one pick would decide it, so the rest follows at once
        { expect: { prompt: { player: 2, kind: 'orderDiscard' }, 'p1.discard.order': ['Scout', 'Wall', 'Brute', 'Cleanse'] } },
        { type: 'target', target: 'Shieldbearer', player: 2 },
        { type: 'target', target: 'Grunt', player: 2 },
      ],
      expect: { 'p2.discard.order': ['Raider', 'Shieldbearer', 'Grunt', 'Skeleton'], 'p1.discard.order': ['Scout', 'Wall', 'Brute', 'Cleanse'], prompt: { player: 1, kind: 'action' } },
    });
  });

  it('pass keeps the rest in the order the engine put them', () => {
    const { state } = buildScenario({ players: board({ hand: ['Cleanse', 'Grunt'] }, { kingdom: { cards: ['Grunt', 'Skeleton', 'Wall'] } }) });
    applyInPlace(state, legalOptions(state).find((o) => o.type === 'play')!);
    expect(state.prompt?.kind).toBe('orderDiscard');
    const before = state.players[1].discard.slice();
    applyInPlace(state, { type: 'pass' });
    expect(state.players[1].discard).toEqual(before);
    expect(state.prompt?.kind).toBe('action');
  });

  it('nothing to order: one card, or copies of one card only (cards already in the pile do not count)', () => {
    expectScenario({
      players: board({ hand: ['Cleanse', 'Grunt'] }, { kingdom: { cards: ['Grunt', 'Grunt'] }, discard: ['Skeleton'] }),
      decisions: [{ type: 'play', card: 'Cleanse' }],
      expect: { prompt: { player: 1, kind: 'action' }, 'p2.discard.order': ['Skeleton', 'Grunt', 'Grunt'], 'p1.discard.order': ['Cleanse'] },
    });
    expectScenario({
      players: board({ hand: ['Cleanse', 'Grunt'], kingdom: { cards: ['Brute'] } }, { kingdom: { cards: ['Wall'] }, discard: ['Skeleton'] }),
      decisions: [{ type: 'play', card: 'Cleanse' }],
      expect: { prompt: { player: 1, kind: 'action' }, 'p2.discard.order': ['Skeleton', 'Wall'], 'p1.discard.order': ['Brute', 'Cleanse'] },
    });
  });

  it('units destroyed together by the state check after combat damage: their owner orders them', () => {
    expectScenario({
      phase: 'battlefield',
      players: board({ battlefield: { cards: [{ card: 'Brute', as: 'b' }] } }, { kingdom: { cards: [{ card: 'Grunt', as: 'g' }, { card: 'Skeleton', as: 's' }] } }),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@b' },
        { type: 'defender', card: '@g', player: 2 },
        { type: 'defender', card: '@s', player: 2 },
        { type: 'assign', target: '@g', amount: 1 },
        { type: 'assign', target: '@s', amount: 1 },
        { type: 'assign', target: '@b', amount: 2, player: 2 },
        { expect: { prompt: { player: 2, kind: 'orderDiscard' }, '@g.loc': 'discard', '@s.loc': 'discard', '@b.damage': 2 } },
        { type: 'target', target: '@s', player: 2 },
      ],
      expect: { 'p2.discard.order': ['Skeleton', 'Grunt'] },
    });
  });
});
