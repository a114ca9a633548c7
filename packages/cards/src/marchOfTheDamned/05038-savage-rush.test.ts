import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Savage Rush', () => {
  const p2 = { kingdom: { cards: [{ card: 'Black Orc Squad', as: 'd' }] }, battlefield: { cards: [{ card: 'Black Orc Squad', as: 'pb' }] } };

  it('your attacking units have Savage 1 for the rest of the turn; a unit of yours not attacking does not', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        {
          resources: 6,
          hand: [{ card: 'Savage Rush', as: 'sr' }],
          kingdom: { cards: [{ card: 'Loqtza', as: 'l' }] },
          battlefield: { cards: [{ card: 'Chaos Knights', as: 'a' }, { card: 'Mountain Brigade', as: 'idle' }] },
        },
        p2,
        ['lizardmen', 'orc'],
      ),
      decisions: [
        { type: 'pass' },
        { type: 'attack', zone: 'kingdom' },
        { type: 'pass' },
        { type: 'attacker', card: '@a' },
        { type: 'pass' },
        { type: 'play', card: '@sr' },
        { type: 'pass' },
        { expect: { log: ['savage +1'] } },
        { type: 'pass' },
        { type: 'defender', card: '@d', player: 2 },
        { type: 'pass' },
        { type: 'assign', target: '@d', amount: 3 },
        { type: 'assign', target: '@a', amount: 1, player: 2 },
        { type: 'pass' },
        // the Knights are dealt 1 and survive: Savage 1 lets P1 deal 1 damage to a unit in a battlefield
        { expect: { prompt: { player: 1, kind: 'choose' }, options: { include: [{ type: 'target', target: '@pb' }, { type: 'pass' }], exclude: [{ type: 'target', target: '@l' }] } } },
        { type: 'target', target: '@pb' },
        { expect: { '@pb.damage': 1 } },
        // later in the turn: Loqtza deals 1 to the unit that did not attack (no Savage: no prompt), then 1 to the Knights (Savage still)
        { type: 'use', card: '@l', ability: 'action' },
        { type: 'target', target: '@idle' },
        { type: 'pass' },
        { expect: { '@idle.damage': 1, prompt: { player: 1, kind: 'action' } } },
        { type: 'use', card: '@l', ability: 'action' },
        { type: 'target', target: '@a' },
        { expect: { prompt: { player: 1, kind: 'choose' } } },
        { type: 'target', target: '@pb' },
      ],
      expect: { '@pb.damage': 2, '@a.damage': 2 },
    });
  });

  it('ends with the turn: in the next turn the unit dealt damage has no Savage', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { resources: 2, hand: [{ card: 'Savage Rush', as: 'sr' }], battlefield: { cards: [{ card: 'Chaos Knights', as: 'a' }] } },
        { resources: 0, hand: ['Mountain Brigade'], quest: { cards: [{ card: 'Nurgle Sorcerer', as: 'ns' }] }, battlefield: { cards: [{ card: 'Black Orc Squad', as: 'pb' }] } },
        ['lizardmen', 'chaos'],
      ),
      decisions: [
        { type: 'attack', zone: 'quest' },
        { type: 'attacker', card: '@a' },
        { type: 'play', card: '@sr' },
        { type: 'pass' },
        { expect: { log: ['savage +1'] } },
        { type: 'assign', target: 'quest', amount: 3 },
        // P2's turn: the Sorcerer deals 1 to the Knights; P1 is offered no Savage
        { type: 'use', card: '@ns', ability: 'action', player: 2 },
        { type: 'target', target: '@a' },
        { type: 'pass', player: 2 },
        { expect: { turn: 4, '@a.damage': 1, 'prompt.player': 2 } },
      ],
      expect: { '@pb.damage': 0 },
    });
  });

  it('is not playable while none of your units attacks', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 6, hand: [{ card: 'Savage Rush', as: 'sr' }, 'Mountain Brigade'], battlefield: { cards: ['Chaos Knights'] } }, p2, ['lizardmen', 'orc']),
      decisions: [{ type: 'play', card: '@sr', illegal: '' }],
    });
  });
});
