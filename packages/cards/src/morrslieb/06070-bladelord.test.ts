import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Bladelord', () => {
  it('its controller sends the first 2 points of the turn, over two hits, to other units in a kingdom; the third point stays', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 9, hand: ['Mountain Brigade'], quest: { cards: [{ card: 'Nurgle Sorcerer', as: 'ns' }] }, kingdom: { cards: [{ card: 'Chaos Knights', as: 'ck' }] } },
        { kingdom: { cards: [{ card: 'Bladelord', as: 'bl' }, { card: 'Mountain Brigade', as: 'mb' }] }, quest: { cards: [{ card: 'Mountain Brigade', as: 'qmb' }] } },
        ['chaos', 'high-elf'],
      ),
      decisions: [
        { type: 'use', card: '@ns', ability: 'action' },
        { type: 'target', target: '@bl' },
        { type: 'pass', player: 1 },
        // P2 picks among units in a kingdom (either player's), never the Bladelord itself nor a quest unit
        { expect: { prompt: { player: 2, kind: 'choose' }, options: { include: [{ type: 'target', target: '@ck' }, { type: 'target', target: '@mb' }], exclude: [{ type: 'target', target: '@bl' }, { type: 'target', target: '@qmb' }, { type: 'target', target: '@ns' }] } } },
        { type: 'target', target: '@ck', player: 2 },
        { expect: { '@bl.damage': 0, '@ck.damage': 1 } },
        { type: 'use', card: '@ns', ability: 'action' },
        { type: 'target', target: '@bl' },
        { type: 'pass', player: 1 },
        { type: 'target', target: '@mb', player: 2 },
        { expect: { '@bl.damage': 0, '@ck.damage': 1, '@mb.damage': 1 } },
        { type: 'use', card: '@ns', ability: 'action' },
        { type: 'target', target: '@bl' },
        { type: 'pass', player: 1 },
      ],
      expect: { '@bl.damage': 1, '@ck.damage': 1, '@mb.damage': 1 },
    });
  });

  it('a hit of 2 goes on whole to one unit, and uses up the turn', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 6, hand: ['Mountain Brigade'], quest: { cards: [{ card: 'Nurgle Sorcerer', as: 'ns' }] }, kingdom: { cards: [{ card: 'Chaos Knights', as: 'ck' }] } },
        { kingdom: { cards: [{ card: 'Bladelord', as: 'bl', corrupt: true }] } },
        ['chaos', 'high-elf'],
      ),
      decisions: [
        { type: 'use', card: '@ns', ability: 'action' },
        { type: 'target', target: '@bl' },
        { type: 'pass', player: 1 },
        // the Knights, the only other unit in a kingdom, take both points
        { expect: { '@bl.damage': 0, '@ck.damage': 2 } },
        { type: 'use', card: '@ns', ability: 'action' },
        { type: 'target', target: '@bl' },
        { type: 'pass', player: 1 },
      ],
      expect: { '@bl.damage': 2, '@ck.damage': 2 },
    });
  });

  it('with no other unit in a corresponding zone the damage stays on it', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 3, hand: ['Mountain Brigade'], quest: { cards: [{ card: 'Nurgle Sorcerer', as: 'ns' }] }, battlefield: { cards: [{ card: 'Chaos Knights', as: 'ck' }] } },
        { kingdom: { cards: [{ card: 'Bladelord', as: 'bl', corrupt: true }] } },
        ['chaos', 'high-elf'],
      ),
      decisions: [
        { type: 'use', card: '@ns', ability: 'action' },
        { type: 'target', target: '@bl' },
        { type: 'pass', player: 1 },
      ],
      expect: { '@bl.damage': 2, '@ck.damage': 0, '@ns.damage': 0 },
    });
  });

  it('a point that found no unit to go to stays and counts as one of the two: the next point of the turn still goes', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 12, hand: ['Mountain Brigade', 'Mountain Brigade'], quest: { cards: [{ card: 'Nurgle Sorcerer', as: 'ns' }] } },
        { kingdom: { cards: [{ card: 'Bladelord', as: 'bl' }] } },
        ['chaos', 'high-elf'],
      ),
      decisions: [
        { type: 'use', card: '@ns', ability: 'action' },
        { type: 'target', target: '@bl' },
        { type: 'pass', player: 1 },
        { expect: { '@bl.damage': 1 } },
        { type: 'play', card: 'Mountain Brigade', zone: 'kingdom' },
        { type: 'pass', player: 1 },
        { type: 'use', card: '@ns', ability: 'action' },
        { type: 'target', target: '@bl' },
        { type: 'pass', player: 1 },
        // the Brigade just played, the only other unit in a kingdom, takes the second point
      ],
      expect: { '@bl.damage': 1, 'p1.hand.count': 1 },
    });
  });
});
