import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Grudgebearer', () => {
  it('gets +1 power per resource token on it', () => {
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Mountain Brigade'] }, { kingdom: { cards: [{ card: 'Grudgebearer', as: 'g', tokens: 2 }, { card: 'Grudgebearer', as: 'h' }] } }, ['orc', 'dwarf']),
      decisions: [{ expect: { '@g.power': 3, '@h.power': 1 } }],
    });
  });

  it('gains a token for each other Dwarf unit of its controller that leaves play — not a non-Dwarf unit, nor the opponent\'s Dwarf', () => {
    expectScenario({
      phase: 'battlefield',
      active: 2,
      players: board(
        { kingdom: { cards: [{ card: 'Grudgebearer', as: 'g' }, { card: 'Defender of the Hold', as: 'd' }, { card: 'Crooked Teef Goblins', as: 'o' }] } },
        { battlefield: { cards: [{ card: 'Chaos Knights', as: 'k' }, { card: 'Defender of the Hold', as: 'e' }] } },
        ['dwarf', 'dwarf'],
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@k' },
        { type: 'attacker', card: '@e' },
        { type: 'defender', card: '@d', player: 1 },
        { type: 'defender', card: '@o', player: 1 },
        { type: 'pass', player: 1 },
        { type: 'assign', target: '@d', amount: 1 },
        { type: 'assign', target: '@o', amount: 1 },
        { type: 'assign', target: 'kingdom', amount: 2 },
        { type: 'assign', target: '@e', amount: 2, player: 1 },
        // (P1 keeps the order his two units entered his discard pile in)
        { type: 'pass', player: 1 },
      ],
      // P1's Defender (a Dwarf) counts; his Goblins (an Orc) and P2's Defender (a Dwarf) do not
      expect: { '@d.loc': 'discard', '@o.loc': 'discard', '@e.loc': 'discard', '@g.tokens': 1, '@g.power': 2 },
    });
  });

  it('takes no token once it has left play itself, even when it triggered as the other Dwarf left first', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 6, hand: [{ card: 'Troll Vomit', as: 'v' }, 'Mountain Brigade'] },
        // the Brigade is destroyed first (zone order): the Grudgebearer, still in play, triggers — then it is destroyed too
        { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'm' }, { card: 'Grudgebearer', as: 'g' }] } },
        ['orc', 'dwarf'],
      ),
      decisions: [{ type: 'play', card: '@v' }, { type: 'pass', player: 2 }],
      // its Forced effect resolves after both left play: a card out of play takes no token
      expect: { '@g.loc': 'discard', '@m.loc': 'discard', '@g.tokens': 0, log: ['Grudgebearer#23 leaves play', 'Grudgebearer#23 resolves'] },
    });
  });

  it('keeps its tokens when its text is blank, but gets no power from them and gains no more (FAQ Q&A)', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 5, hand: [{ card: 'Magic Ward', as: 'w' }, 'Mountain Brigade'], kingdom: { cards: [{ card: 'Lobber Crew', as: 'l' }] } },
        { kingdom: { cards: [{ card: 'Grudgebearer', as: 'g', tokens: 2 }, { card: 'Defender of the Hold', as: 'd' }] } },
        ['high-elf', 'dwarf'],
      ),
      decisions: [
        { expect: { '@g.power': 3 } },
        { type: 'play', card: '@w' },
        { type: 'pass' },
        { type: 'target', target: 'kingdom', owner: 2 },
        { expect: { '@g.power': 1, '@g.tokens': 2 } },
        { type: 'use', card: '@l', ability: 'action' },
        { type: 'target', target: '@d', player: 2 },
        { expect: { '@d.loc': 'discard', '@g.tokens': 2, '@g.power': 1 } },
        { type: 'pass' },
      ],
      // the blank lasts for the phase: then its tokens count again
      expect: { '@g.tokens': 2, '@g.power': 3 },
    });
  });
});
