import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

const defending = (resources: number) =>
  board(
    { resources, hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Disciple of Khaine', as: 'dk' }, { card: 'Hydra Blade', as: 'hb', attachedTo: '@dk' }] } },
    { battlefield: { cards: [{ card: 'Chaos Knights', as: 'ck' }] } },
    ['dark-elf', 'chaos'],
  );
const combat = [
  { type: 'attack', zone: 'kingdom' },
  { type: 'attacker', card: '@ck' },
  { type: 'defender', card: '@dk', player: 1 },
  { type: 'assign', target: '@dk', amount: 3, player: 2 },
  { type: 'assign', target: '@ck', amount: 3, player: 1 },
  { type: 'pass', player: 1 }, // no action before the damage is applied
] as const;

describe('Hydra Blade', () => {
  it('is played onto a Dark Elf unit only, corrupting it; the unit has 2 more power', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 4, hand: [{ card: 'Hydra Blade', as: 'hb' }, 'Mountain Brigade'], kingdom: { cards: [{ card: 'Disciple of Khaine', as: 'dk' }, { card: 'Black Orc Squad', as: 'b' }] } },
        {},
        ['dark-elf', 'orc'],
      ),
      decisions: [
        { type: 'play', card: '@hb', zone: 'kingdom', target: '@b', illegal: 'cannot be attached' },
        { type: 'play', card: '@hb', zone: 'kingdom', target: '@dk' },
        { type: 'pass' },
      ],
      expect: { '@hb.loc': 'kingdom', '@dk.corrupt': true, '@dk.power': 3 },
    });
  });

  it('when the unit would be destroyed, its controller may pay 2: it stays, with all its damage removed', () => {
    expectScenario({
      phase: 'battlefield',
      active: 2,
      players: defending(3),
      decisions: [
        ...combat,
        { expect: { prompt: { player: 1, kind: 'replace' } } },
        { type: 'resolve', index: 0, player: 1 },
        { expect: { '@dk.loc': 'kingdom', '@dk.damage': 0, '@hb.loc': 'kingdom', '@ck.damage': 3, log: ['P1 uses Hydra Blade#12 instead', 'Disciple of Khaine#11 is healed of 3 damage'] } },
      ],
    });
  });

  it('the 2 resources are paid by the Blade\'s controller', () => {
    expectScenario({
      phase: 'battlefield',
      active: 2,
      players: board(
        { resources: 3, hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Disciple of Khaine', as: 'dk' }, { card: 'Hydra Blade', as: 'hb', attachedTo: '@dk' }] } },
        // a tactic in hand keeps the opponent's action windows open, so the turn does not end at once
        { resources: 5, hand: ['Berserk Fury'], battlefield: { cards: [{ card: 'Chaos Knights', as: 'ck' }] } },
        ['dark-elf', 'chaos'],
      ),
      decisions: [
        { type: 'pass', player: 2 },
        { type: 'attack', zone: 'kingdom' },
        { type: 'pass', player: 2 },
        { type: 'attacker', card: '@ck' },
        { type: 'pass', player: 2 },
        { type: 'defender', card: '@dk', player: 1 },
        { type: 'pass', player: 2 },
        { type: 'assign', target: '@dk', amount: 3, player: 2 },
        { type: 'assign', target: '@ck', amount: 3, player: 1 },
        { type: 'pass', player: 2 },
        { type: 'pass', player: 1 },
        { type: 'resolve', index: 0, player: 1 },
      ],
      expect: { turn: 3, '@dk.loc': 'kingdom', '@dk.damage': 0, 'p1.resources': 1, 'p2.resources': 5 },
    });
  });

  it('he may decline: the unit is destroyed and the Blade goes with it', () => {
    expectScenario({
      phase: 'battlefield',
      active: 2,
      players: defending(3),
      decisions: [...combat, { expect: { prompt: { player: 1, kind: 'replace' } } }, { type: 'pass', player: 1 }, { expect: { '@dk.loc': 'discard', '@hb.loc': 'discard', 'p1.resources': 3, turn: 3 } }],
    });
  });

  it('without 2 resources there is no question', () => {
    expectScenario({
      phase: 'battlefield',
      active: 2,
      players: defending(1),
      decisions: [...combat, { expect: { '@dk.loc': 'discard', '@hb.loc': 'discard', log: ['Disciple of Khaine#'] } }],
    });
  });
});
