/**
 * Generic engine hooks added for later-cycle cards: attacking from any zone, lasting target taxes,
 * pile-entry listeners, unit cards attached as attachments, and search bonuses.
 */
import { describe, expect, it } from 'vitest';
import { addLastingEffect, onPileEntered, registerCards, registerLastingTargetTax, runScenario, type CardDef } from '../../src/index.js';
import { action, constant, picked, registerSearchBonus, searchDepth, targetUnit } from '../../src/abilities/dsl.js';
import { board, expectScenario } from '../helpers.js';

function unit(id: string, name: string, extra: Partial<CardDef> = {}): CardDef {
  return { id, name, type: 'Unit', race: 'Orc', cost: 1, loyalty: 0, power: 1, hitPoints: 2, traits: [], unique: false, hero: false, keywords: {}, entry: null, raceSymbols: ['Orc'], implemented: true, ...extra };
}

registerCards([
  unit('t0901', 'Skulker', { abilities: [constant({ attackFromAnyZone: true })] }),
  {
    ...unit('t0902', 'Oath', { power: 0, hitPoints: 0 }),
    type: 'Tactic',
    cost: 0,
    abilities: [action({ choices: [targetUnit('unit to protect')], effect: (ctx) => addLastingEffect(ctx.state, { effect: 'test:oath', controller: ctx.player, source: -1, card: picked(ctx, 0), amount: 0, until: 'turn' }) })],
  },
]);
registerLastingTargetTax('test:oath', { tax: (_s, e, target) => (target === e.card ? 2 : 0) });

const piled: string[] = [];
onPileEntered((state, id, pile) => {
  if (state.log) piled.push(`${state.cards[id]!.def}:${pile}`);
});

describe('attacking from any zone (constant attackFromAnyZone)', () => {
  it('such a unit is declared as an attacker from its kingdom; others attack only from the battlefield', () => {
    expectScenario({
      phase: 'battlefield',
      players: board({ kingdom: { cards: [{ card: 'Skulker', as: 's' }, { card: 'Grunt', as: 'g' }] }, battlefield: { cards: [{ card: 'Brute', as: 'b' }] } }),
      decisions: [
        { type: 'attack', zone: 'quest' },
        { expect: { options: { include: [{ type: 'attacker', card: '@s' }, { type: 'attacker', card: '@b' }], exclude: [{ type: 'attacker', card: '@g' }] } } },
        { type: 'attacker', card: '@s' },
        { type: 'pass' },
        { expect: { 'combat.attackers': ['Skulker'] } },
        { type: 'assign', target: 'quest', amount: 1 },
      ],
      expect: { 'p2.quest.damage': 1 },
    });
  });
});

describe('lasting target taxes (registerLastingTargetTax)', () => {
  it('targeting the marked unit costs the tax more; other targets do not', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 2, hand: ['Oath', 'Bolt', 'Bolt', 'Grunt'], kingdom: { cards: [{ card: 'Brute', as: 'b' }, { card: 'Grunt', as: 'g' }] } }),
      decisions: [
        { type: 'play', card: 'Oath' },
        { type: 'target', target: '@b' },
        { type: 'pass' },
        { type: 'play', card: 'Bolt' },
        { type: 'target', target: '@b' },
        { type: 'pass' },
        { expect: { 'p1.resources': 0, '@b.damage': 1 } },
        // nothing left to pay the tax: the Brute is no longer a legal target, so the Grunt is the only one
        { type: 'play', card: 'Bolt' },
        { type: 'pass' },
      ],
      expect: { '@g.loc': 'discard', '@b.damage': 1 },
    });
  });
});

describe('pile listeners (onPileEntered)', () => {
  it('hear a card destroyed from play into the discard pile', () => {
    piled.length = 0;
    const r = runScenario({ phase: 'capital', players: board({ resources: 1, hand: ['Bolt', 'Grunt'], kingdom: { cards: ['Grunt'] } }), decisions: [{ type: 'play', card: 'Bolt' }] });
    expect(r.failures).toEqual([]);
    // the Bolt (a tactic) and the destroyed Grunt both reached the discard pile
    expect(piled).toContain('t0001:discard');
    expect(piled).toContain('t0106:discard');
  });
});

describe('unit cards attached to another card', () => {
  it('count as attachments, not units, while attached', () => {
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Grunt'], kingdom: { cards: [{ card: 'Brute', as: 'b' }, { card: 'Grunt', as: 'g', attachedTo: '@b' }] } }),
      decisions: [],
      expect: { 'p1.kingdom.units': ['Brute'], '@g.loc': 'kingdom' },
    });
  });
});

describe('search bonuses (registerSearchBonus)', () => {
  it('add to the number of cards a search goes through', () => {
    const r = runScenario({ phase: 'capital', players: board({ hand: ['Grunt'] }), decisions: [] });
    const ctx = { state: r.state, self: -1, player: 0 as const, use: { card: -1, ability: 0, player: 0 as const, picks: [], x: 0, trigger: -1, amount: 0, zone: null, paid: 0, free: false } };
    const before = searchDepth(ctx, 5);
    registerSearchBonus((_s, p) => (p === 0 ? 1 : 0));
    expect(searchDepth(ctx, 5)).toBe(before + 1);
  });
});
