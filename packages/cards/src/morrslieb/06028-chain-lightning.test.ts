import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

const defence = () =>
  board(
    { resources: 5, hand: [{ card: 'Chain Lightning', as: 'cl' }], kingdom: { cards: [{ card: 'Dark Zealot', as: 'own' }] } },
    { battlefield: { cards: [{ card: 'Dark Zealot', as: 'a' }, { card: 'Black Orc Squad', as: 'b' }, { card: 'Dark Zealot', as: 'c' }, { card: 'Chaos Knights', as: 'big' }, { card: 'Dark Zealot', as: 'home' }] } },
    ['empire', 'chaos'],
  );

const attack = [
  { type: 'attack' as const, zone: 'kingdom' as const },
  { type: 'attacker' as const, card: '@a' },
  { type: 'attacker' as const, card: '@b' },
  { type: 'attacker' as const, card: '@c' },
  { type: 'attacker' as const, card: '@big' },
  { type: 'pass' as const },
];

describe('Chain Lightning', () => {
  it('destroys two attacking units of printed cost 3 or less; costlier or non-attacking units are no targets', () => {
    expectScenario({
      phase: 'battlefield',
      active: 2,
      players: defence(),
      decisions: [
        ...attack,
        { type: 'play', card: '@cl', player: 1 },
        {
          expect: {
            prompt: { player: 1, kind: 'choose' },
            options: {
              include: [{ type: 'target', target: '@a' }, { type: 'target', target: '@b' }, { type: 'target', target: '@c' }],
              exclude: [{ type: 'target', target: '@big' }, { type: 'target', target: '@home' }, { type: 'target', target: '@own' }, { type: 'pass' }],
            },
          },
        },
        { type: 'target', target: '@a' },
        { expect: { options: { include: [{ type: 'pass' }, { type: 'target', target: '@b' }], exclude: [{ type: 'target', target: '@a' }] } } },
        { type: 'target', target: '@b' },
        { type: 'pass', player: 2 },
      ],
      expect: { '@a.loc': 'discard', '@b.loc': 'discard', '@c.loc': 'battlefield', '@big.loc': 'battlefield', '@home.loc': 'battlefield', '@cl.loc': 'discard' },
    });
  });

  it('may take a single target', () => {
    expectScenario({
      phase: 'battlefield',
      active: 2,
      players: defence(),
      decisions: [...attack, { type: 'play', card: '@cl', player: 1 }, { type: 'target', target: '@c' }, { type: 'pass' }],
      expect: { '@a.loc': 'battlefield', '@b.loc': 'battlefield', '@c.loc': 'discard' },
    });
  });

  it('cannot be played with no attacking unit of printed cost 3 or less', () => {
    expectScenario({
      phase: 'battlefield',
      active: 2,
      players: defence(),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@big' },
        { type: 'pass' },
        { type: 'play', card: '@cl', player: 1, illegal: '' },
      ],
    });
  });

  it('a target gone by the time it resolves is skipped; the other one is still destroyed', () => {
    expectScenario({
      phase: 'battlefield',
      active: 2,
      players: board(
        { resources: 10, hand: [{ card: 'Chain Lightning', as: 'cl' }, 'Called Back'] },
        { battlefield: { cards: [{ card: 'Dark Zealot', as: 'a' }, { card: 'Black Orc Squad', as: 'b' }] } },
        ['empire', 'chaos'],
      ),
      decisions: [
        { type: 'pass', player: 1 }, // the window as the phase begins (he holds Called Back)
        { type: 'attack', zone: 'kingdom' },
        { type: 'pass', player: 1 }, // the window after the zone is named
        { type: 'attacker', card: '@a' },
        { type: 'attacker', card: '@b' },
        { type: 'play', card: '@cl', player: 1 },
        { type: 'target', target: '@a' },
        { type: 'target', target: '@b' },
        // he answers his own Spell, sending one of its targets back to its owner's hand first
        { type: 'play', card: 'Called Back', player: 1 },
        { type: 'target', target: '@a' },
      ],
      expect: { '@a.loc': 'hand', '@b.loc': 'discard', '@cl.loc': 'discard' },
    });
  });
});
