/**
 * Small pieces of the card language: "each section of a player's capital" as what an effect acts on
 * (a burning section takes none), damage tokens placed without being dealt ("it enters play with 1
 * damage on it": no cancellation, no "dealt damage" event), and a printed cost of X read as 0 by
 * printed-cost filters (FAQ: The Letter X).
 */
import { describe, expect, it } from 'vitest';
import { EV, type CardDef } from '../../src/index.js';
import { act, action, custom, damage, destroy, OPPONENT, sectionsOf, support, TARGET, unit } from '../../src/dsl.js';
import { board, expectScenario, registerFixtures } from '../helpers.js';

function tactic(id: string, name: string, extra: Partial<CardDef>): CardDef {
  return { id, name, type: 'Tactic', race: 'Neutral', cost: 0, loyalty: 0, power: 0, hitPoints: 0, traits: [], unique: false, hero: false, keywords: {}, entry: null, raceSymbols: [], implemented: true, ...extra };
}

registerFixtures([
  // "Action: deal 1 damage to each section of your opponent's capital."
  tactic('x9101', 'Quake', { abilities: [action({ effect: damage(sectionsOf(OPPONENT), 1) })] }),
  // "Action: put 1 damage token on target unit (it is not dealt damage)."
  tactic('x9102', 'Brand', { abilities: [action({ target: unit(), effect: custom('1 damage token', (ctx) => act.placeDamage(ctx, ctx.use.picks[0]![0]!, 1) > 0) })] }),
  // "Action: destroy target support card with printed cost 0 or lower."
  tactic('x9103', 'Sweep', { abilities: [action({ target: support({ printedCost: { max: 0 } }), effect: destroy(TARGET) })] }),
  { ...tactic('x9104', 'Mirage', {}), type: 'Support', cost: 'X' },
]);

describe('each section of a capital', () => {
  it('takes the damage, each section separately; a burning section takes none', () => {
    const r = expectScenario({
      phase: 'capital',
      players: board({ hand: ['Quake', 'Wall'] }, { quest: { burning: true, damage: 8 } }),
      decisions: [{ type: 'play', card: 'Quake' }],
      expect: { 'p2.kingdom.damage': 1, 'p2.battlefield.damage': 1, 'p2.quest.damage': 8, 'p1.kingdom.damage': 0 },
    });
    const dealt = [];
    for (let i = 0; i < r.state.history.length; i += 4) if (r.state.history[i] === EV.dealtDamage) dealt.push(r.state.history[i + 2]);
    expect(dealt).toEqual([1, 1]);
  });
});

describe('placed damage', () => {
  it('is not dealt: Toughness does not cancel it and no "dealt damage" event is raised', () => {
    const r = expectScenario({
      phase: 'capital',
      players: board({ hand: ['Brand', 'Wall'] }, { kingdom: { cards: [{ card: 'Shieldbearer', as: 's' }] } }),
      decisions: [{ type: 'play', card: 'Brand' }],
      expect: { '@s.damage': 1, log: ['1 damage is placed on Shieldbearer'] },
    });
    for (let i = 0; i < r.state.history.length; i += 4) expect(r.state.history[i]).not.toBe(EV.dealtDamage);
  });

  it('destroys a unit it brings to its hit points', () => {
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Brand', 'Wall'] }, { kingdom: { cards: [{ card: 'Grunt', as: 'g' }] } }),
      decisions: [{ type: 'play', card: 'Brand' }],
      expect: { '@g.loc': 'discard' },
    });
  });
});

describe('printed cost filters', () => {
  it('read a printed cost of X as 0 (FAQ: The Letter X)', () => {
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Sweep', 'Wall'] }, { kingdom: { cards: [{ card: 'Mirage', as: 'm' }, { card: 'Village', as: 'v' }] } }),
      decisions: [{ expect: { options: { include: [{ type: 'play', card: 'Sweep' }] } } }, { type: 'play', card: 'Sweep' }],
      expect: { '@m.loc': 'discard', '@v.loc': 'kingdom' },
    });
  });
});
