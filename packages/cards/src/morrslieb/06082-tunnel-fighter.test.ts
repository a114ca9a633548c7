import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

const devs = (...as: string[]) => as.map((a) => ({ card: 'Mountain Brigade', as: a }));

describe('Tunnel Fighter', () => {
  it('three developments of his choice, from any zones, pay for it instead of its cost; loyalty (2 with a Dwarf capital) is still paid', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 2, hand: [{ card: 'Tunnel Fighter', as: 't' }], kingdom: { developments: devs('d1', 'd2') }, quest: { developments: devs('d3', 'd4') } }, {}, ['dwarf', 'orc']),
      decisions: [
        // 4 + 2 loyalty is more than his 2 resources: only the sacrifice lets him play it.
        { expect: { options: { include: [{ type: 'play', card: '@t', zone: 'battlefield', alt: 1 }], exclude: [{ type: 'play', card: '@t', zone: 'battlefield' }] } } },
        { type: 'play', card: '@t', zone: 'battlefield', alt: 1 },
        { expect: { prompt: { player: 1, kind: 'choose' } } },
        { type: 'target', target: '@d2' },
        { type: 'target', target: '@d3' },
        { type: 'target', target: '@d4' },
      ],
      expect: {
        '@t.loc': 'battlefield',
        'p1.resources': 0,
        '@d2.loc': 'discard',
        '@d3.loc': 'discard',
        '@d4.loc': 'discard',
        '@d1.loc': 'kingdom',
        'p1.kingdom.developments': 1,
        'p1.quest.developments': 0,
      },
    });
  });

  it('is a "may": he can pay its normal cost and keep his developments', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 6, hand: [{ card: 'Tunnel Fighter', as: 't' }], kingdom: { developments: devs('d1', 'd2', 'd3') } }, {}, ['dwarf', 'orc']),
      decisions: [
        { expect: { options: { include: [{ type: 'play', card: '@t', zone: 'kingdom' }, { type: 'play', card: '@t', zone: 'kingdom', alt: 1 }] } } },
        { type: 'play', card: '@t', zone: 'kingdom' },
      ],
      expect: { '@t.loc': 'kingdom', 'p1.resources': 0, 'p1.kingdom.developments': 3 },
    });
  });

  it('not offered with fewer than three developments of his own (the opponent\'s do not count and cannot be picked)', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 2, hand: [{ card: 'Tunnel Fighter', as: 't' }], kingdom: { developments: devs('d1', 'd2') } },
        { kingdom: { developments: devs('o1', 'o2', 'o3') } },
        ['dwarf', 'orc'],
      ),
      decisions: [
        { expect: { options: { exclude: [{ type: 'play', card: '@t', zone: 'kingdom', alt: 1 }, { type: 'play', card: '@t', zone: 'kingdom' }] } } },
        { type: 'play', card: '@t', zone: 'kingdom', alt: 1, illegal: 'alternative cost cannot be paid' },
      ],
      expect: { '@t.loc': 'hand', 'p1.kingdom.developments': 2, 'p2.kingdom.developments': 3 },
    });
  });

  it('only his own developments are offered to sacrifice', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 2, hand: [{ card: 'Tunnel Fighter', as: 't' }], kingdom: { developments: devs('d1', 'd2', 'd3') }, quest: { developments: devs('d4') } },
        { kingdom: { developments: devs('o1') } },
        ['dwarf', 'orc'],
      ),
      decisions: [
        { type: 'play', card: '@t', zone: 'kingdom', alt: 1 },
        { type: 'target', target: '@o1', illegal: '' },
        { type: 'target', target: '@d1' },
        { type: 'target', target: '@d4' },
        { type: 'target', target: '@d3' },
      ],
      expect: { '@t.loc': 'kingdom', 'p1.kingdom.developments': 1, '@d2.loc': 'kingdom', '@d4.loc': 'discard', '@o1.loc': 'kingdom', 'p2.kingdom.developments': 1 },
    });
  });

  it('the loyalty cost is not lowered: without resources for it the sacrifice does not let him play it', () => {
    expectScenario({
      phase: 'capital',
      // an Orc capital gives no Dwarf symbol: loyalty 3
      players: board({ resources: 2, hand: [{ card: 'Tunnel Fighter', as: 't' }], kingdom: { developments: devs('d1', 'd2', 'd3') } }, {}, ['orc', 'dwarf']),
      decisions: [{ type: 'play', card: '@t', zone: 'kingdom', alt: 1, illegal: 'resources' }],
      expect: { '@t.loc': 'hand', 'p1.kingdom.developments': 3 },
    });
  });

  it('the developments stay sacrificed when the unit is cancelled on the chain', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 3, hand: [{ card: 'Tunnel Fighter', as: 't' }], kingdom: { developments: devs('d1', 'd2', 'd3') } },
        { resources: 1, hand: [{ card: "Asuryan's Cleansing", as: 'c' }] },
        ['dwarf', 'high-elf'],
      ),
      decisions: [
        { type: 'play', card: '@t', zone: 'kingdom', alt: 1 },
        { type: 'target', target: '@d1' },
        // the last one left is taken without asking
        { type: 'target', target: '@d2' },
        { expect: { 'p1.resources': 1, 'p1.kingdom.developments': 0 } },
        { type: 'play', card: '@c', player: 2 },
        { type: 'mode', index: 1, player: 1 },
      ],
      expect: { '@t.loc': 'discard', '@d1.loc': 'discard', '@d2.loc': 'discard', '@d3.loc': 'discard', 'p1.kingdom.developments': 0, 'p1.resources': 1 },
    });
  });
});
