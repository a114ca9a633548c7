/**
 * Generic engine hooks added for later-cycle cards: attacking from any zone, lasting target taxes,
 * pile-entry listeners, unit cards attached as attachments, and search bonuses.
 */
import { describe, expect, it } from 'vitest';
import { EV, runScenario } from '../../src/index.js';
import { action, constant, gain, TARGET, unit } from '../../src/dsl.js';
import { cardsThisTurn } from '../../src/effects/events.js';
import { extraSearch } from '../../src/abilities/choices.js';
import { board, expectScenario, registerFixtures, testUnit } from '../helpers.js';

registerFixtures([
  testUnit('t0901', 'Skulker', { abilities: [constant({ modify: { attackFromAnyZone: true } })] }),
  {
    ...testUnit('t0902', 'Oath', { power: 0, hitPoints: 0 }),
    type: 'Tactic',
    cost: 0,
    // "Until the end of the turn, any effect that targets target unit costs 2 more."
    abilities: [action({ target: unit(), effect: gain(TARGET, { targetTax: { amount: 2, by: 'others' } }) })],
  },
  testUnit('t0903', 'Pathfinder', { abilities: [constant({ rules: { extraSearch: 1 } })] }),
]);

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

describe('lasting target taxes (a modifier until the end of the turn)', () => {
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

describe('the turn\'s history (state watchers: "entered a discard pile this turn")', () => {
  it('records a card destroyed from play into the discard pile, and a tactic that reached it', () => {
    const r = runScenario({ phase: 'capital', players: board({ resources: 1, hand: ['Bolt', 'Grunt'], kingdom: { cards: ['Grunt'] } }), decisions: [{ type: 'play', card: 'Bolt' }] });
    expect(r.failures).toEqual([]);
    const defs = cardsThisTurn(r.state, EV.enteredDiscard).map((id) => r.state.cards[id]!.def);
    expect(defs).toContain('t0001');
    expect(defs).toContain('t0106');
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

describe('search bonuses (constant rule extraSearch)', () => {
  it('add to the number of cards a search of his deck goes through, for the card\'s controller only', () => {
    const without = runScenario({ phase: 'capital', players: board({ hand: ['Grunt'] }), decisions: [] });
    expect(extraSearch(without.state, 0)).toBe(0);
    const r = runScenario({ phase: 'capital', players: board({ hand: ['Grunt'], kingdom: { cards: ['Pathfinder'] } }), decisions: [] });
    expect(extraSearch(r.state, 0)).toBe(1);
    expect(extraSearch(r.state, 1)).toBe(0);
  });
});
