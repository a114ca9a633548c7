import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

const KHAINE = "Invoke Khaine's Wrath";

/** P1 attacks P2's kingdom with Knights and Orcs (more Orcs stay home); P2 holds the card and two Brigades. */
function fight(p2: Record<string, unknown> = {}) {
  return {
    phase: 'battlefield' as const,
    players: board(
      { hand: ['Mountain Brigade'], battlefield: { cards: [{ card: 'Chaos Knights', as: 'k' }, { card: 'Black Orc Squad', as: 'o' }, { card: 'Black Orc Squad', as: 'idle' }] } },
      { resources: 4, hand: [{ card: KHAINE, as: 'w' }], kingdom: { cards: [{ card: 'Mountain Brigade', as: 'mb' }, { card: 'Mountain Brigade', as: 'home' }] }, ...p2 },
      ['orc', 'dark-elf'],
    ),
  };
}

const ATTACK = [
  { type: 'attack', zone: 'kingdom' },
  { type: 'attacker', card: '@k' },
  { type: 'attacker', card: '@o' },
  { type: 'pass' },
] as const;

describe("Invoke Khaine's Wrath", () => {
  it("at the end of the opponent's battlefield phase, destroys every attacker and defender of its combat, not the units that stayed out", () => {
    expectScenario({
      ...fight(),
      decisions: [
        ...ATTACK,
        { type: 'defender', card: '@mb', player: 2 },
        { type: 'pass', player: 2 },
        // (4 to the Brigade, 2 to the Knights: nobody dies in the fight)
        { type: 'assign', target: '@mb', amount: 4, player: 1 },
        { type: 'assign', target: '@k', amount: 2, player: 2 },
        // the End of Turn window: P1 has nothing to play, P2 may
        { expect: { phase: 'endTurn', prompt: { player: 2, kind: 'action' }, '@mb.damage': 4, '@k.damage': 2 } },
        { type: 'play', card: '@w', player: 2 },
        { expect: { '@k.loc': 'discard', '@o.loc': 'discard', '@mb.loc': 'discard', '@idle.loc': 'battlefield', '@home.loc': 'kingdom', '@w.loc': 'discard', 'p2.resources': 0 } },
      ],
    });
  });

  it('cannot be played in the earlier windows of the battlefield phase, nor in other phases', () => {
    expectScenario({
      ...fight(),
      decisions: [
        // P2 is never offered it before the End of Turn window: the game runs straight through his windows
        { expect: { phase: 'battlefield', prompt: { player: 1, kind: 'attackZone' } } },
        ...ATTACK,
        { type: 'defender', card: '@mb', player: 2 },
        { type: 'pass', player: 2 },
        { expect: { prompt: { player: 1, kind: 'assignDamage' }, '@w.loc': 'hand' } },
      ],
    });
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board({}, { resources: 4, hand: [{ card: KHAINE, as: 'w' }, 'Mountain Brigade'] }, ['orc', 'dark-elf']),
      decisions: [{ type: 'play', card: '@w', player: 2, illegal: '' }],
    });
  });

  it('a unit that changed sides during the combat still took part in it', () => {
    expectScenario({
      ...fight({ resources: 9, hand: [{ card: KHAINE, as: 'w' }, 'Take Captive!'] }),
      decisions: [
        ...ATTACK,
        // P2 captures the Knights: they leave the attack and defend for him
        { type: 'play', card: 'Take Captive!', player: 2 },
        { type: 'target', target: '@k' },
        { type: 'pass', player: 2 },
        { type: 'assign', target: '@k', amount: 1, player: 1 },
        { type: 'assign', target: '@o', amount: 3, player: 2 },
        { expect: { phase: 'endTurn', '@k.controller': 2, '@o.damage': 3 } },
        { type: 'play', card: '@w', player: 2 },
        // the Knights go to their owner's discard pile
        { expect: { '@k.loc': 'discard', 'p1.discard': ['Chaos Knights', 'Black Orc Squad'], '@o.loc': 'discard', '@mb.loc': 'kingdom', '@idle.loc': 'battlefield' } },
      ],
    });
  });

  it('with no attack this phase it destroys nothing; the attacking player may play it in his own turn too', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { resources: 4, hand: [{ card: KHAINE, as: 'w' }], battlefield: { cards: [{ card: 'Chaos Knights', as: 'k' }] } },
        { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'mb' }] } },
        ['dark-elf', 'dwarf'],
      ),
      decisions: [
        { type: 'pass' },
        { expect: { phase: 'endTurn', prompt: { player: 1, kind: 'action' } } },
        { type: 'play', card: '@w' },
        { expect: { '@k.loc': 'battlefield', '@mb.loc': 'kingdom', '@w.loc': 'discard' } },
      ],
    });
    expectScenario({
      phase: 'battlefield',
      players: board(
        { resources: 4, hand: [{ card: KHAINE, as: 'w' }], battlefield: { cards: [{ card: 'Chaos Knights', as: 'k' }] } },
        { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'mb' }] } },
        ['dark-elf', 'dwarf'],
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@k' },
        { type: 'defender', card: '@mb', player: 2 },
        { type: 'assign', target: '@mb', amount: 3 },
        { type: 'assign', target: '@k', amount: 2, player: 2 },
        { type: 'play', card: '@w' },
        { expect: { '@k.loc': 'discard', '@mb.loc': 'discard' } },
      ],
    });
  });

  it('not on turn 1, whose first player skips his battlefield phase', () => {
    expectScenario({
      turn: 1,
      phase: 'capital',
      players: board(
        { resources: 4, hand: [{ card: KHAINE, as: 'w' }, 'Mountain Brigade'], battlefield: { cards: ['Chaos Knights'] } },
        {},
        ['dark-elf', 'dwarf'],
      ),
      decisions: [
        { type: 'pass' },
        // no window offers it: the turn ends and P2's turn 2 begins
        { expect: { turn: 2, '@w.loc': 'hand' } },
      ],
    });
  });
});
