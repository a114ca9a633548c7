import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

const armies = (p1: Record<string, unknown> = {}, p2: Record<string, unknown> = {}) =>
  board(
    {
      resources: 10,
      hand: [{ card: 'Dragon Prince', as: 'dp' }],
      battlefield: { cards: [{ card: 'Mountain Brigade', as: 'a' }, { card: 'Mountain Brigade', as: 'b' }, { card: 'Black Orc Squad', as: 'c' }] },
      kingdom: { cards: [{ card: 'Mountain Brigade', as: 'home' }, { card: 'Shrine of Asuryan', as: 'shrine' }] },
      ...p1,
    },
    {
      battlefield: { cards: [{ card: 'Black Orc Squad', as: 'x' }, { card: 'Black Orc Squad', as: 'y' }, { card: 'Mountain Brigade', as: 'z' }] },
      quest: { cards: [{ card: 'Mountain Brigade', as: 'away' }] },
      ...p2,
    },
    ['high-elf', 'orc'],
  );

describe('Dragon Prince', () => {
  it('entering play from your hand: each player keeps up to 2 units of his battlefield (you first), the rest of each battlefield is sacrificed', () => {
    expectScenario({
      phase: 'capital',
      players: armies(),
      decisions: [
        { type: 'play', card: '@dp', zone: 'battlefield' },
        // you pick first, among your battlefield units (the Prince included); not the opponent's, not other zones
        {
          expect: {
            prompt: { player: 1, kind: 'choose' },
            options: {
              include: [{ type: 'target', target: '@a' }, { type: 'target', target: '@dp' }, { type: 'target', target: '@c' }],
              exclude: [{ type: 'target', target: '@x' }, { type: 'target', target: '@home' }],
            },
          },
        },
        { type: 'target', target: '@a', player: 1 },
        { type: 'target', target: '@c', player: 1 },
        // then the opponent picks his own, here only one
        { expect: { prompt: { player: 2, kind: 'choose' }, options: { include: [{ type: 'target', target: '@x' }, { type: 'pass' }], exclude: [{ type: 'target', target: '@a' }, { type: 'target', target: '@away' }] } } },
        { type: 'target', target: '@z', player: 2 },
        { type: 'pass', player: 2 },
        // the sacrificed cards go to the discard piles together: P1 may order his two different ones
        { expect: { prompt: { player: 1, kind: 'orderDiscard' } } },
        { type: 'pass', player: 1 },
      ],
      expect: {
        '@a.loc': 'battlefield',
        '@c.loc': 'battlefield',
        '@dp.loc': 'discard',
        '@b.loc': 'discard',
        '@z.loc': 'battlefield',
        '@x.loc': 'discard',
        '@y.loc': 'discard',
        '@home.loc': 'kingdom',
        '@shrine.loc': 'kingdom',
        '@away.loc': 'quest',
        log: ['sacrifice'],
      },
    });
  });

  it('played into another zone, it still makes each player trim his battlefield; keeping none sacrifices all of it', () => {
    expectScenario({
      phase: 'capital',
      players: armies(),
      decisions: [
        { type: 'play', card: '@dp', zone: 'kingdom' },
        { type: 'pass', player: 1 },
        { type: 'target', target: '@x', player: 2 },
        { type: 'target', target: '@y', player: 2 },
      ],
      expect: { '@dp.loc': 'kingdom', '@a.loc': 'discard', '@b.loc': 'discard', '@c.loc': 'discard', '@x.loc': 'battlefield', '@y.loc': 'battlefield', '@z.loc': 'discard', '@home.loc': 'kingdom' },
    });
  });

  it('does nothing when it enters play from anywhere but your hand (put into play from the discard pile)', () => {
    expectScenario({
      phase: 'capital',
      players: armies({ resources: 20, hand: ["Morvael's Legacy", 'Mountain Brigade'], discard: [{ card: 'Dragon Prince', as: 'dp' }] }),
      decisions: [
        { type: 'play', card: "Morvael's Legacy" },
        { type: 'target', target: 'battlefield', owner: 1 },
      ],
      expect: { prompt: { player: 1, kind: 'action' }, '@dp.loc': 'battlefield', '@a.loc': 'battlefield', '@b.loc': 'battlefield', '@c.loc': 'battlefield', '@x.loc': 'battlefield', '@y.loc': 'battlefield', '@z.loc': 'battlefield' },
    });
  });

  it('a player with a single unit in his battlefield may still keep none of it', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 10, hand: [{ card: 'Dragon Prince', as: 'dp' }], battlefield: { cards: [{ card: 'Mountain Brigade', as: 'a' }] } },
        { battlefield: { cards: [{ card: 'Black Orc Squad', as: 'x' }] } },
        ['high-elf', 'orc'],
      ),
      decisions: [
        { type: 'play', card: '@dp', zone: 'kingdom' },
        // one candidate, but "up to" lets him pick none: he is asked
        { expect: { prompt: { player: 1, kind: 'choose' }, options: { include: [{ type: 'target', target: '@a' }, { type: 'pass' }] } } },
        { type: 'pass', player: 1 },
        { expect: { prompt: { player: 2, kind: 'choose' }, options: { include: [{ type: 'target', target: '@x' }, { type: 'pass' }] } } },
        { type: 'target', target: '@x', player: 2 },
      ],
      expect: { '@a.loc': 'discard', '@x.loc': 'battlefield', '@dp.loc': 'kingdom' },
    });
  });
});
