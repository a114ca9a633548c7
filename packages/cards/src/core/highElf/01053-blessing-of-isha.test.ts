import { describe, expect, it } from 'vitest';
import { corrupt } from '@invasion/engine';
import { board, expectScenario } from '../../testing.js';

describe('Blessing of Isha', () => {
  it('restores the unit it attaches to, which then cannot be corrupted', () => {
    const r = expectScenario({
      phase: 'capital',
      players: board(
        { resources: 1, hand: ['Blessing of Isha'], kingdom: { cards: [{ card: 'Black Orc Squad', as: 'b', corrupt: true }] } },
        { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'm', corrupt: true }] } },
        ['high-elf', 'dwarf'],
      ),
      decisions: [{ type: 'play', card: 'Blessing of Isha', zone: 'kingdom', target: '@b' }],
      expect: { '@b.corrupt': false, '@m.corrupt': true, 'p1.kingdom.supports': ['Blessing of Isha'], 'p1.resources': 1 },
    });
    const state = r.state;
    const host = state.players[0].zones.kingdom.cards.find((id) => state.cards[id]!.attachedTo < 0)!;
    expect(corrupt(state, host)).toBe(false);
    expect(state.cards[host]!.corrupt).toBe(false);
  });

  it('may be attached to an opponent’s unit', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 1, hand: ['Blessing of Isha'] }, { battlefield: { cards: [{ card: 'Mountain Brigade', as: 'm', corrupt: true }] } }, ['high-elf', 'dwarf']),
      decisions: [{ type: 'play', card: 'Blessing of Isha', zone: 'battlefield', target: '@m' }],
      expect: { '@m.corrupt': false, 'p2.battlefield.supports': ['Blessing of Isha'] },
    });
  });
});
