import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

const furyBoard = (hand: string[]) =>
  board(
    {
      resources: 5,
      hand: ['Fury of Aenarion', ...hand],
      battlefield: { cards: [{ card: 'Silver Helm Brigade', as: 'shb' }] },
      kingdom: { cards: [{ card: 'Shadow Warrior', as: 'home' }] },
    },
    { kingdom: { cards: [{ card: 'Black Orc Squad', as: 'bos' }] }, quest: { cards: [{ card: 'Squig Herders', as: 'away' }] } },
    ['high-elf', 'orc'],
  );
const toCombat = [{ type: 'attacker', card: '@shb' }] as const;
const atDeclare = { phase: 'battlefield' as const, step: 'declareAttackers' as const, combat: { zone: 'kingdom' as const, attackers: [] as string[] } };

describe('Fury of Aenarion', () => {
  it("an attacking unit gains the printed power of a High Elf unit revealed from the hand, until the end of the turn", () => {
    expectScenario({
      ...atDeclare,
      players: furyBoard(['Sword Masters of Hoeth', 'Black Orc Squad']),
      decisions: [
        ...toCombat,
        { type: 'play', card: 'Fury of Aenarion' },
        // attacking or defending units only: the attacker is the one candidate (not the unit at home, nor the opponent's
        // units that do not defend), and only the High Elf unit of the hand can be shown (not the Orc): both picked for him
        { expect: { '@shb.power': 3, 'p1.hand': ['Black Orc Squad', 'Sword Masters of Hoeth'], log: ['reveals Sword Masters of Hoeth'] } },
        { type: 'pass', player: 2 },
        { type: 'assign', target: 'kingdom', amount: 3 },
        { expect: { 'p2.kingdom.damage': 3 } },
        { expect: { turn: 4, '@shb.power': 1 } },
      ],
    });
  });

  it('a defending unit may be the target; with two High Elf units in hand its player picks the one shown', () => {
    expectScenario({
      ...atDeclare,
      players: furyBoard(['Sword Masters of Hoeth', 'Silver Helm Brigade']),
      decisions: [
        ...toCombat,
        { type: 'pass' },
        { type: 'defender', card: '@bos', player: 2 },
        { type: 'play', card: 'Fury of Aenarion' },
        { type: 'target', target: '@bos' },
        // he must show one of them (no pass), and only a High Elf unit: both are offered
        { expect: { prompt: { player: 1, kind: 'choose' }, options: { include: [{ type: 'target', target: 'Sword Masters of Hoeth' }, { type: 'target', target: 'Silver Helm Brigade' }], exclude: [{ type: 'pass' }] } } },
        { type: 'target', target: 'Sword Masters of Hoeth' },
        { expect: { '@bos.power': 3, '@shb.power': 1 } },
      ],
    });
  });

  it('with no High Elf unit in the hand, nothing is gained', () => {
    expectScenario({
      ...atDeclare,
      players: furyBoard(['Black Orc Squad']),
      decisions: [...toCombat, { type: 'play', card: 'Fury of Aenarion' }, { expect: { '@shb.power': 1, 'p1.resources': 3 } }],
    });
  });
});
