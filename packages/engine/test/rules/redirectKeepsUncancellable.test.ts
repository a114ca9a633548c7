/**
 * Redirected damage is the same damage, dealt elsewhere (FAQ: Redirecting Damage — redirecting is not
 * cancelling): damage that cannot be cancelled stays so at its new target, and when the redirect has
 * no legal new target and the damage stays on the unit it was headed for. Toughness then takes none.
 */
import { describe, expect, it } from 'vitest';
import { apply, cloneState, deserialize, legalOptions, serialize } from '../../src/index.js';
import { action, damage, shield, TARGET, targetOf, unit } from '../../src/dsl.js';
import { board, expectScenario, registerFixtures, testUnit } from '../helpers.js';

registerFixtures([
  // A 0-cost tactic: 2 damage that cannot be cancelled to a target unit.
  testUnit('rku001', 'Piercing Bolt', { type: 'Tactic', race: 'Neutral', cost: 0, power: 0, hitPoints: 0, abilities: [action({ target: unit(), effect: damage(TARGET, 2, { uncancellable: true }) })] }),
  // Toughness 1; its first 2 damage each turn go to another unit.
  testUnit('rku002', 'Stout Deflector', { hitPoints: 5, keywords: { toughness: 1 }, abilities: [shield({ to: 'self', amount: 2, limit: 'turn', redirect: targetOf(unit()) })] }),
  testUnit('rku003', 'Stout Wall', { hitPoints: 5, keywords: { toughness: 1 } }),
]);

describe('redirected damage that cannot be cancelled', () => {
  it('is still uncancellable at its new target: Toughness there takes none of it', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 0, hand: ['Piercing Bolt', 'Grunt'], kingdom: { cards: [{ card: 'Stout Wall', as: 'w' }] } }, { kingdom: { cards: [{ card: 'Stout Deflector', as: 'd' }] } }),
      decisions: [{ type: 'play', card: 'Piercing Bolt' }, { type: 'target', target: '@d' }, { type: 'pass' }],
      expect: { '@d.damage': 0, '@w.damage': 2 },
    });
  });

  it('with no legal new target it stays on its unit, still uncancellable', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 0, hand: ['Piercing Bolt', 'Grunt'] }, { kingdom: { cards: [{ card: 'Stout Deflector', as: 'd' }] } }),
      decisions: [{ type: 'play', card: 'Piercing Bolt' }, { type: 'pass' }],
      expect: { '@d.damage': 2 },
    });
  });

  it('ordinary damage redirected the same way is still cut by Toughness (control)', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 0, hand: ['Bolt', 'Grunt'], kingdom: { cards: [{ card: 'Stout Wall', as: 'w' }] } }, { kingdom: { cards: [{ card: 'Stout Deflector', as: 'd' }] } }),
      decisions: [{ type: 'play', card: 'Bolt' }, { type: 'target', target: '@d' }, { type: 'pass' }],
      expect: { '@d.damage': 0, '@w.damage': 0 },
    });
  });

  it('keeps that nature while its new target is being chosen, through a clone and a save', () => {
    const r = expectScenario({
      phase: 'capital',
      players: board(
        { resources: 0, hand: ['Piercing Bolt', 'Grunt'], kingdom: { cards: [{ card: 'Stout Wall', as: 'w' }, { card: 'Stout Wall', as: 'v' }] } },
        { kingdom: { cards: [{ card: 'Stout Deflector', as: 'd' }] } },
      ),
      decisions: [{ type: 'play', card: 'Piercing Bolt' }, { type: 'target', target: '@d' }, { expect: { prompt: { player: 2, kind: 'choose' } } }],
    });
    const wall = r.state.players[0].zones.kingdom.cards[0]!;
    for (const s of [cloneState(r.state), deserialize(serialize(r.state))]) {
      const pick = legalOptions(s).find((o) => o.type === 'target' && o.target === wall)!;
      expect(pick).toBeDefined();
      expect(apply(s, pick).cards[wall]!.damage).toBe(2);
    }
  });
});
