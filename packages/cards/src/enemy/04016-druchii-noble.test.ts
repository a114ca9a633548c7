import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

const attackWith = [
  { type: 'attack', zone: 'kingdom' },
  { type: 'attacker', card: '@n' },
] as const;

describe('Druchii Noble', () => {
  it('when it attacks: it gains 1 power and a target unit of any player loses 1, until the end of the turn', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { hand: ['Mountain Brigade'], battlefield: { cards: [{ card: 'Druchii Noble', as: 'n' }] }, kingdom: { cards: [{ card: 'Shades', as: 'own' }] } },
        { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'm' }] }, quest: { cards: [{ card: 'Dwarf Ranger', as: 'r' }] } },
        ['dark-elf', 'dwarf'],
      ),
      decisions: [
        // not before it attacks
        { expect: { options: { exclude: [{ type: 'use', card: '@n', ability: 'action' }] } } },
        ...attackWith,
        { type: 'use', card: '@n', ability: 'action' },
        { expect: { options: { include: [{ type: 'target', target: '@m' }, { type: 'target', target: '@r' }, { type: 'target', target: '@own' }] } } },
        { type: 'target', target: '@m' },
        { expect: { '@n.power': 2, '@m.power': 1, '@r.power': 1 } },
        { type: 'pass', player: 2 }, // no defenders
        { type: 'assign', target: 'kingdom', amount: 2 },
      ],
      // 2 damage to the kingdom; the turn then ends and the power is back
      expect: { 'p2.kingdom.damage': 2, turn: 4, '@n.power': 1, '@m.power': 2 },
    });
  });

  it('is optional', () => {
    expectScenario({
      phase: 'battlefield',
      players: board({ battlefield: { cards: [{ card: 'Druchii Noble', as: 'n' }] } }, { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'm' }] } }, ['dark-elf', 'dwarf']),
      decisions: [...attackWith, { type: 'pass', player: 1 }, { expect: { '@n.power': 1, '@m.power': 2, prompt: { player: 2, kind: 'declareDefenders' } } }],
    });
  });

  it('with its target gone as it resolves, the whole effect is cancelled: the Noble gains nothing (FAQ: Illegal Target)', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { battlefield: { cards: [{ card: 'Druchii Noble', as: 'n' }] }, kingdom: { cards: [{ card: 'Shades', as: 's' }] } },
        { kingdom: { cards: [{ card: 'Lobber Crew', as: 'l' }] } },
        ['dark-elf', 'orc'],
      ),
      decisions: [
        { type: 'pass', player: 2 }, // (the phase's first window)
        { type: 'attack', zone: 'kingdom' },
        { type: 'pass', player: 2 }, // (the zone is chosen)
        { type: 'attacker', card: '@n' },
        { type: 'use', card: '@n', ability: 'action' },
        { type: 'target', target: '@l' },
        // in response P2 sacrifices the targeted Crew (its cost); P1 sacrifices his Shades to it
        { type: 'use', card: '@l', ability: 'action', player: 2 },
        { type: 'target', target: '@s', player: 1 },
        { expect: { chain: 0, '@l.loc': 'discard', '@s.loc': 'discard', '@n.power': 1, log: ['Druchii Noble'] } },
      ],
    });
  });
});
