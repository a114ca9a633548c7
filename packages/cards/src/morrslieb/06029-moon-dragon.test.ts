import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

const armies = () =>
  board(
    {
      resources: 10,
      hand: [{ card: 'Moon Dragon', as: 'md' }, 'Mountain Brigade'],
      kingdom: { cards: [{ card: 'Mountain Brigade', as: 'k1' }, { card: 'Mountain Brigade', as: 'k2' }, { card: 'Shrine of Asuryan', as: 'shrine' }] },
      quest: { cards: [{ card: 'Mountain Brigade', as: 'q1' }] },
      battlefield: { cards: [{ card: 'Mountain Brigade', as: 'b1' }, { card: 'Mountain Brigade', as: 'b2' }] },
    },
    {
      kingdom: { cards: [{ card: 'Black Orc Squad', as: 'x1' }, { card: 'Black Orc Squad', as: 'x2' }] },
      battlefield: { cards: [{ card: 'Black Orc Squad', as: 'y1' }, { card: 'Black Orc Squad', as: 'y2' }] },
    },
    ['high-elf', 'orc'],
  );

describe('Moon Dragon', () => {
  it('used as it enters play: each player keeps up to one unit per zone (you first), every other unit is sacrificed', () => {
    expectScenario({
      phase: 'capital',
      players: armies(),
      decisions: [
        { type: 'use', card: '@md', ability: 'action', illegal: '' },
        { type: 'play', card: '@md', zone: 'battlefield' },
        { type: 'use', card: '@md', ability: 'action' },
        // you pick in your kingdom first: only your own kingdom units, and you may pass
        {
          expect: {
            prompt: { player: 1, kind: 'choose' },
            options: {
              include: [{ type: 'target', target: '@k1' }, { type: 'target', target: '@k2' }, { type: 'pass' }],
              exclude: [{ type: 'target', target: '@x1' }, { type: 'target', target: '@b1' }, { type: 'target', target: '@shrine' }],
            },
          },
        },
        { type: 'target', target: '@k1', player: 1 },
        // quest: a single unit, but "up to": he is asked and keeps none
        { expect: { prompt: { player: 1, kind: 'choose' }, options: { include: [{ type: 'target', target: '@q1' }, { type: 'pass' }] } } },
        { type: 'pass', player: 1 },
        // battlefield: the Dragon is one of the candidates; he keeps it
        { expect: { options: { include: [{ type: 'target', target: '@md' }, { type: 'target', target: '@b1' }], exclude: [{ type: 'target', target: '@y1' }] } } },
        { type: 'target', target: '@md', player: 1 },
        // then the opponent, among his own units
        { expect: { prompt: { player: 2, kind: 'choose' }, options: { include: [{ type: 'target', target: '@x1' }], exclude: [{ type: 'target', target: '@k2' }] } } },
        { type: 'target', target: '@x2', player: 2 },
        { type: 'target', target: '@y1', player: 2 },
      ],
      expect: {
        '@k1.loc': 'kingdom',
        '@k2.loc': 'discard',
        '@q1.loc': 'discard',
        '@b1.loc': 'discard',
        '@b2.loc': 'discard',
        '@md.loc': 'battlefield',
        '@shrine.loc': 'kingdom',
        '@x1.loc': 'discard',
        '@x2.loc': 'kingdom',
        '@y1.loc': 'battlefield',
        '@y2.loc': 'discard',
        log: ['sacrifice'],
      },
    });
  });

  it('not kept, the Dragon goes with the others; declined, it does nothing and cannot be used later', () => {
    expectScenario({
      phase: 'capital',
      players: armies(),
      decisions: [
        { type: 'play', card: '@md', zone: 'quest' },
        { type: 'use', card: '@md', ability: 'action' },
        { type: 'target', target: '@k2', player: 1 },
        { type: 'target', target: '@q1', player: 1 },
        { type: 'target', target: '@b2', player: 1 },
        { type: 'pass', player: 2 },
        { type: 'pass', player: 2 },
      ],
      expect: { '@md.loc': 'discard', '@k2.loc': 'kingdom', '@k1.loc': 'discard', '@q1.loc': 'quest', '@b2.loc': 'battlefield', '@x1.loc': 'discard', '@x2.loc': 'discard', '@y1.loc': 'discard', '@y2.loc': 'discard' },
    });
    expectScenario({
      phase: 'capital',
      players: armies(),
      decisions: [
        { type: 'play', card: '@md', zone: 'quest' },
        { type: 'develop', card: 'Mountain Brigade', zone: 'kingdom' },
        { type: 'use', card: '@md', ability: 'action', illegal: '' },
      ],
      expect: { '@md.loc': 'quest', '@k1.loc': 'kingdom', '@x1.loc': 'kingdom' },
    });
  });
});
