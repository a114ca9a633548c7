/**
 * `playFromHand(filter)` — "play a unit from your hand", all costs paid: when the effect resolves,
 * its player plays one matching card of his hand now, in any phase (FAQ: Play — from the hand, all
 * costs paid, all restrictions followed). The plays offered are his capital-phase plays of those cards
 * (zones, cost, uniqueness); there is no pass while one is possible (no "may"); with none, nothing
 * happens. The card goes on the chain as a new action and enters play when its link resolves (FAQ:
 * Entering Play).
 */
import { describe, expect, it } from 'vitest';
import { apply, cloneState, deserialize, legalOptions, serialize, type CardDef } from '../../src/index.js';
import { action, playFromHand, unit } from '../../src/dsl.js';
import { board, expectScenario, registerFixtures, testUnit } from '../helpers.js';

registerFixtures([
  { ...testUnit('pf001', 'Ambush Call'), type: 'Tactic', cost: 1, power: 0, hitPoints: 0, abilities: [action({ effect: playFromHand(unit()) })] },
  testUnit('pf002', 'Scout', { cost: 2 }),
  testUnit('pf003', 'Warlord', { cost: 1, unique: true }),
  { ...testUnit('pf004', 'Camp'), type: 'Support', cost: 0, power: 0, hitPoints: 0 },
] as CardDef[]);

/** A deck of supports: the card the quest phase draws is no unit. */
const camps = Array.from({ length: 10 }, () => 'Camp');

describe('playFromHand', () => {
  it('in the quest phase: offers the plays of his units (not supports), no pass; the unit is paid for and goes on the chain', () => {
    expectScenario({
      phase: 'quest',
      players: board({ resources: 4, hand: ['Ambush Call', { card: 'Scout', as: 's' }, 'Camp'], deck: camps }),
      decisions: [
        { type: 'play', card: 'Ambush Call' },
        {
          expect: {
            prompt: { player: 1, kind: 'playFromHand' },
            options: { include: [{ type: 'play', card: '@s', zone: 'kingdom' }, { type: 'play', card: '@s', zone: 'battlefield' }], exclude: [{ type: 'pass' }, { type: 'play', card: 'Camp', zone: 'kingdom' }] },
          },
        },
        { type: 'play', card: '@s', zone: 'battlefield' },
      ],
      expect: { '@s.loc': 'battlefield', 'p1.resources': 1, 'p1.hand': ['Camp', 'Camp'] },
    });
  });

  it('a card he could not play now (a unique copy already his, too costly) is not offered; with none, nothing happens', () => {
    expectScenario({
      phase: 'quest',
      players: board({ resources: 2, hand: ['Ambush Call', 'Warlord', 'Scout'], kingdom: { cards: ['Warlord'] }, deck: camps }),
      decisions: [{ type: 'play', card: 'Ambush Call' }],
      expect: { 'p1.hand': ['Warlord', 'Scout', 'Camp'], 'p1.resources': 1, chain: 0, 'prompt.kind': 'action' },
    });
  });

  it('the pending choice survives a clone and a save: same plays offered, and one can be taken', () => {
    const r = expectScenario({
      phase: 'quest',
      players: board({ resources: 4, hand: ['Ambush Call', { card: 'Scout', as: 's' }, 'Camp'], deck: camps }),
      decisions: [{ type: 'play', card: 'Ambush Call' }, { expect: { prompt: { player: 1, kind: 'playFromHand' } } }],
    });
    const before = JSON.stringify(legalOptions(r.state));
    const scout = (legalOptions(r.state).find((o) => o.type === 'play') as { card: number }).card;
    for (const s of [cloneState(r.state), deserialize(serialize(r.state))]) {
      expect(JSON.stringify(legalOptions(s))).toBe(before);
      const after = apply(s, { type: 'play', card: scout, zone: 'kingdom' });
      expect(after.cards[scout]!.loc === 'chain' || after.cards[scout]!.loc === 'kingdom').toBe(true);
      expect(after.players[0].resources).toBe(1);
    }
  });
});
