import { describe, expect, it } from 'vitest';
import { addLastingEffect, buildScenario, destroy, queries } from '@invasion/engine';
import { board, expectScenario } from '../testing.js';

describe('Grudgebearer', () => {
  it('gains a resource token, and 1 power per token, when another of your Dwarf units leaves play', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { hand: [{ card: 'Demoralise', as: 'd' }, 'Mountain Brigade'], battlefield: { cards: ['Savage Gors'] } },
        { kingdom: { cards: [{ card: 'Grudgebearer', as: 'g', tokens: 1 }, { card: 'Defender of the Hold', as: 'x' }] }, battlefield: { cards: ['Black Orc Squad'] } },
        ['empire', 'dwarf'],
      ),
      decisions: [{ expect: { '@g.power': 2 } }],
    });
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 6, hand: [{ card: 'Troll Vomit', as: 'v' }, 'Mountain Brigade'] },
        { kingdom: { cards: [{ card: 'Grudgebearer', as: 'g' }, { card: 'Mountain Brigade', as: 'm' }] }, battlefield: { cards: ['Black Orc Squad'] } },
        ['orc', 'dwarf'],
      ),
      // Grudgebearer is destroyed too; its own and the Orc unit's departures add nothing
      decisions: [{ type: 'play', card: '@v' }],
      expect: { '@g.loc': 'discard', '@m.loc': 'discard' },
    });
  });

  it('counts each other Dwarf unit you control that leaves play, not the opponent\'s nor non-Dwarf units', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { battlefield: { cards: [{ card: 'Black Orc Squad', as: 'o' }] } },
        { kingdom: { cards: [{ card: 'Grudgebearer', as: 'g' }, { card: 'Defender of the Hold', as: 'd' }] } },
        ['orc', 'dwarf'],
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@o' },
        { type: 'defender', card: '@d', player: 2 },
        { type: 'pass', player: 2 },
        { type: 'assign', target: '@d', amount: 1 },
        { type: 'assign', target: '@o', amount: 1, player: 2 },
      ],
      expect: { '@d.loc': 'discard', '@g.tokens': 1, '@g.power': 2 },
    });
  });

  it('keeps its tokens when its text is blanked, but gets no power from them and gains no more (FAQ Q&A)', () => {
    const { state, aliases } = buildScenario({
      players: board({}, { kingdom: { cards: [{ card: 'Grudgebearer', as: 'g', tokens: 2 }, { card: 'Mountain Brigade', as: 'm' }] } }, ['orc', 'dwarf']),
    });
    const g = aliases.get('g')!;
    expect(queries.power(state, g)).toBe(3);
    addLastingEffect(state, { effect: 'blank', controller: 0, source: -1, card: g, amount: 0, until: 'turn' });
    expect(queries.power(state, g)).toBe(1);
    destroy(state, aliases.get('m')!);
    expect(state.queued).toEqual([]);
    expect(state.cards[g]!.tokens).toBe(2);
  });
});
