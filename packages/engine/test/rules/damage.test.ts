import { describe, expect, it } from 'vitest';
import { advance, applyInPlace, buildScenario, legalOptions, type Decision, type GameState, logLines } from '../../src/index.js';
import { destroy, sacrifice } from '../../src/effects/movement.js';
import { dealIndirectDamage } from '../../src/effects/damage.js';
import { heal } from '../../src/effects/status.js';
import { board } from '../helpers.js';

/** A built scenario stopped at P1's capital action prompt, with P2's board as given. */
function built(p2: Parameters<typeof board>[1], p1: Parameters<typeof board>[0] = {}) {
  return buildScenario({ players: board({ hand: ['Wall'], ...p1 }, p2) });
}

/** Deal indirect damage from the current point (the prompt is re-asked afterwards). */
function indirect(state: GameState, players: (0 | 1)[], amount: number, uncancellable = false) {
  state.prompt = null;
  dealIndirectDamage(state, players, amount, -1, uncancellable);
  advance(state);
}

const amounts = (opts: Decision[], target: number | string) =>
  opts.filter((o) => o.type === 'assign' && o.target === target).map((o) => (o as { amount: number }).amount);

describe('damage', () => {
  describe('indirect damage', () => {
    const p2 = {
      kingdom: { cards: [{ card: 'Shieldbearer', as: 'sb' }, { card: 'Grunt', as: 'g' }], damage: 6 },
      quest: { burning: true },
    };

    it('the player dealt it assigns it; never more to a unit than destroys it (incl. Toughness), never to a burning zone, never beyond burning a zone', () => {
      const { state, aliases } = built(p2);
      const sb = aliases.get('sb')!;
      const g = aliases.get('g')!;
      indirect(state, [1], 5);
      expect(state.prompt).toMatchObject({ player: 1, kind: 'assignIndirect', amount: 5 });
      const opts = legalOptions(state);
      expect(amounts(opts, sb)).toEqual([1, 2, 3]); // 2 hit points + Toughness 1
      expect(amounts(opts, g)).toEqual([1]);
      expect(amounts(opts, 'kingdom')).toEqual([1, 2]); // 6 of 8 already
      expect(amounts(opts, 'quest')).toEqual([]); // burning
      expect(amounts(opts, 'battlefield')).toEqual([1, 2, 3, 4, 5]);
      expect(opts.every((o) => o.type === 'assign')).toBe(true);

      applyInPlace(state, { type: 'assign', target: sb, amount: 3 });
      // assigned, not yet dealt; no more room on the Shieldbearer
      expect(state.cards[sb]!.damage).toBe(0);
      expect(state.prompt).toMatchObject({ player: 1, kind: 'assignIndirect', amount: 2 });
      expect(amounts(legalOptions(state), sb)).toEqual([]);
      expect(() => applyInPlace(state, { type: 'assign', target: sb, amount: 1 })).toThrow(/illegal assign/);
      applyInPlace(state, { type: 'assign', target: g, amount: 1 });
      applyInPlace(state, { type: 'assign', target: 'battlefield', amount: 1 });
      // all dealt at once: Toughness cancels 1 of the 3, both units destroyed
      expect(state.cards[sb]!.loc).toBe('discard');
      expect(state.cards[g]!.loc).toBe('discard');
      expect(state.players[1].zones.battlefield.damage).toBe(1);
      expect(state.players[1].zones.kingdom.damage).toBe(6);
      // destroyed together: their owner may order them in his discard pile (he keeps the order)
      expect(state.prompt).toMatchObject({ player: 1, kind: 'orderDiscard' });
      applyInPlace(state, { type: 'pass' });
      expect(state.prompt).toMatchObject({ player: 0, kind: 'action' }); // back where we were
    });

    it('uncancellable indirect damage: the cap on a Toughness unit is just its hit points', () => {
      const { state, aliases } = built(p2);
      indirect(state, [1], 5, true);
      expect(amounts(legalOptions(state), aliases.get('sb')!)).toEqual([1, 2]);
    });

    it('when both players are dealt indirect damage, the active player assigns first', () => {
      const { state } = built({ kingdom: { cards: ['Grunt'] } });
      indirect(state, [1, 0], 2);
      expect(state.prompt).toMatchObject({ player: 0, kind: 'assignIndirect', amount: 2 });
      applyInPlace(state, { type: 'assign', target: 'quest', amount: 2 });
      expect(state.prompt).toMatchObject({ player: 1, kind: 'assignIndirect', amount: 2 });
      applyInPlace(state, { type: 'assign', target: 'kingdom', amount: 2 });
      expect(state.players[0].zones.quest.damage).toBe(2);
      expect(state.players[1].zones.kingdom.damage).toBe(2);
    });

    it('damage beyond every capacity is lost', () => {
      const { state, aliases } = buildScenario({
        players: board({ hand: ['Wall'], zonesToWin: 3 }, { kingdom: { burning: true, cards: [{ card: 'Grunt', as: 'g' }] }, quest: { burning: true }, battlefield: { damage: 7 } }),
      });
      indirect(state, [1], 5);
      const g = aliases.get('g')!;
      expect(amounts(legalOptions(state), g)).toEqual([1]);
      expect(amounts(legalOptions(state), 'battlefield')).toEqual([1]);
      applyInPlace(state, { type: 'assign', target: g, amount: 1 });
      applyInPlace(state, { type: 'assign', target: 'battlefield', amount: 1 });
      // 3 left with no legal target: lost; the assignment is over and the damage dealt
      expect(state.cards[g]!.loc).toBe('discard');
      expect(state.players[1].zones.battlefield.burning).toBe(true);
      expect(state.result).toMatchObject({ kind: 'win', winner: 0 }); // the third zone burned
    });
  });

  describe('healing', () => {
    it('needs damage to remove: healing an undamaged unit does nothing', () => {
      const { state, aliases } = built({ kingdom: { cards: [{ card: 'Brute', as: 'b' }, { card: 'Brute', as: 'hurt', damage: 2 }] } });
      const b = aliases.get('b')!;
      const hurt = aliases.get('hurt')!;
      expect(heal(state, b, 2)).toBe(0);
      expect(state.cards[b]!.damage).toBe(0);
      expect(logLines(state).some((l) => l.includes('healed'))).toBe(false);
      expect(heal(state, hurt, 5)).toBe(2); // no more than it has
      expect(state.cards[hurt]!.damage).toBe(0);
      expect(heal(state, hurt, 1)).toBe(0);
    });
  });

  describe('destroy and sacrifice', () => {
    it('both put the card into its owner\'s discard pile as a new card', () => {
      const { state, aliases } = built({}, {
        kingdom: {
          cards: [
            { card: 'Brute', as: 'stolen1', owner: 2, damage: 1, corrupt: true },
            { card: 'Brute', as: 'stolen2', owner: 2, tokens: 2 },
            { card: 'Grunt', as: 'own' },
          ],
        },
      });
      const s1 = aliases.get('stolen1')!;
      const s2 = aliases.get('stolen2')!;
      const own = aliases.get('own')!;
      expect(state.cards[s1]!.controller).toBe(0);
      destroy(state, s1);
      sacrifice(state, s2);
      sacrifice(state, own);
      expect(state.players[1].discard).toEqual([s1, s2]);
      expect(state.players[0].discard).toEqual([own]);
      for (const id of [s1, s2]) {
        const c = state.cards[id]!;
        expect(c).toMatchObject({ loc: 'discard', controller: 1, owner: 1, damage: 0, tokens: 0, corrupt: false });
      }
      expect(state.players[0].zones.kingdom.cards).toEqual([]);
    });
  });
});
