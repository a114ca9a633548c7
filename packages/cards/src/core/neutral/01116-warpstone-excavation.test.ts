import { describe, expect, it } from 'vitest';
import { moveToZone } from '@invasion/engine';
import { board, expectScenario } from '../../testing.js';

describe('Warpstone Excavation', () => {
  it("makes your units enter its zone corrupted, not units entering another zone nor the opponent's", () => {
    const r = expectScenario({
      phase: 'capital',
      players: board(
        { resources: 6, hand: [{ card: 'Black Orc Squad', as: 'b1' }, { card: 'Black Orc Squad', as: 'b2' }], battlefield: { cards: ['Warpstone Excavation'] } },
        { battlefield: { cards: [{ card: 'Mountain Brigade', as: 'm' }] } },
      ),
      decisions: [
        { type: 'play', card: '@b1', zone: 'battlefield' },
        { expect: { '@b1.loc': 'battlefield', '@b1.corrupt': true } },
        { type: 'play', card: '@b2', zone: 'kingdom' },
      ],
      expect: { '@b2.loc': 'kingdom', '@b2.corrupt': false, '@m.corrupt': false, 'p1.resources': 0 },
    });
    // A unit of yours moved into that zone later becomes corrupted as well.
    const state = r.state;
    const b2 = state.players[0].zones.kingdom.cards[0]!;
    moveToZone(state, b2, 'battlefield');
    expect(state.cards[b2]!.corrupt).toBe(true);
  });
});
