import { describe, expect, it } from 'vitest';
import { applyInPlace, buildScenario } from '../../src/index.js';
import { rules } from '../../src/lang/escape.js';
import { board } from '../helpers.js';

describe("the turn's history", () => {
  it('a card played facedown as a development was not played as itself (it stays out of "cards played this turn")', () => {
    const { state, aliases } = buildScenario({ players: board({ capital: 'orc', resources: 9, hand: [{ card: 'Brute', as: 'b' }, { card: 'Wall', as: 'w' }, 'Brute', 'Brute'] }) });
    const [brute, wall] = [aliases.get('b')!, aliases.get('w')!];
    applyInPlace(state, { type: 'develop', card: wall, zone: 'kingdom' });
    applyInPlace(state, { type: 'play', card: brute, zone: 'kingdom' });
    expect(state.cards[wall]!.dev).toBe(true);
    expect(rules.eventsThisTurn(state, 'played')).toEqual([brute]);
  });
});
