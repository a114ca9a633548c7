/**
 * A lasting effect about a card in play ("when this phase ends, sacrifice it") does not start on a
 * card that is not in play — one that an effect tried to put into play but that could not enter
 * (FAQ: Put into Play: its own zone restriction still applies). It would only wait, do nothing, and
 * take part in the ordering of simultaneous effects. A card that is being played (on the chain) may
 * still carry one, for when it enters play.
 */
import { describe, expect, it } from 'vitest';
import type { CardDef } from '../../src/index.js';
import { action, choice, chosen, endPhase, forced, fromDiscard, HOST, putIntoPlay, sacrifice, startLasting, unit } from '../../src/dsl.js';
import { board, expectScenario, registerFixtures, testUnit } from '../helpers.js';

registerFixtures([
  // Tactic: a unit card of your discard pile is put into play in your kingdom; when this phase ends, sacrifice it.
  {
    ...testUnit('x9881', 'Brief Return', { cost: 0, power: 0, hitPoints: 0 }),
    type: 'Tactic',
    abilities: [action({ effect: [choice('u', fromDiscard(unit())), putIntoPlay(chosen('u'), 'kingdom'), startLasting('brief', { card: chosen('u') })] })],
    lasting: { brief: { once: true, abilities: [forced({ when: endPhase(undefined, 'any'), effect: sacrifice(HOST) })] } },
  } as CardDef,
]);

function lastingOn(effects: readonly { b: string; card: number }[], card: number): number {
  return effects.filter((e) => e.b === 'x9881:brief' && e.card === card).length;
}

describe('lasting effect on a card out of play', () => {
  it('a unit that could not enter play (Battlefield only, put into the kingdom) carries none', () => {
    const r = expectScenario({
      phase: 'capital',
      players: board({ hand: ['Brief Return', 'Wall'], discard: [{ card: 'Skirmisher', as: 's' }] }),
      decisions: [{ type: 'play', card: 'Brief Return' }],
      expect: { '@s.loc': 'discard' },
    });
    const s = r.state.cards.findIndex((c) => c.loc === 'discard' && c.owner === 0 && c.def === 't0014');
    expect(s).toBeGreaterThanOrEqual(0);
    expect(lastingOn(r.state.effects, s)).toBe(0);
  });

  it('a unit that entered play carries it', () => {
    const r = expectScenario({
      phase: 'capital',
      players: board({ hand: ['Brief Return', 'Wall'], discard: [{ card: 'Grunt', as: 'g' }] }),
      decisions: [{ type: 'play', card: 'Brief Return' }],
      expect: { '@g.loc': 'kingdom' },
    });
    const g = r.state.cards.findIndex((c) => c.loc === 'kingdom' && c.owner === 0 && c.def === 't0001');
    expect(lastingOn(r.state.effects, g)).toBe(1);
  });
});
