import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Wolf Rider Assault', () => {
  it('moves a target Orc unit of yours from your kingdom or quest zone to your battlefield; it must attack this turn', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        {
          hand: ['Wolf Rider Assault', 'Mountain Brigade'],
          kingdom: { cards: [{ card: 'Black Orc Squad', as: 'b' }, { card: 'Mountain Brigade', as: 'dwarf' }] },
          quest: { cards: [{ card: 'Black Orc Squad', as: 'q' }] },
          battlefield: { cards: [{ card: 'Black Orc Squad', as: 'there' }] },
        },
        { kingdom: { cards: [{ card: 'Black Orc Squad', as: 'theirs' }] } },
      ),
      decisions: [
        { type: 'play', card: 'Wolf Rider Assault' },
        {
          expect: {
            options: {
              include: [{ type: 'target', target: '@b' }, { type: 'target', target: '@q' }],
              exclude: [{ type: 'target', target: '@dwarf' }, { type: 'target', target: '@there' }, { type: 'target', target: '@theirs' }],
            },
          },
        },
        { type: 'target', target: '@q' },
        { expect: { '@q.loc': 'battlefield', 'p1.resources': 0 } },
        { type: 'pass', player: 1 }, // on to the battlefield phase
        // he may not decline to attack
        { type: 'pass', player: 1, illegal: 'not a legal decision' },
        { type: 'attack', zone: 'kingdom' },
        // declared as an attacker by the rules; the other battlefield unit is his choice
        { expect: { 'combat.attackers': ['Black Orc Squad'], prompt: { player: 1, kind: 'declareAttackers' } } },
        { type: 'pass', player: 1 },
      ],
      expect: { 'combat.attackers': ['Black Orc Squad'], '@there.loc': 'battlefield' },
    });
  });

  it('a unit that cannot attack (corrupted) does not force an attack', () => {
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Wolf Rider Assault', 'Mountain Brigade'], kingdom: { cards: [{ card: 'Black Orc Squad', as: 'b', corrupt: true }] }, battlefield: { cards: ['Crooked Teef Goblins'] } }),
      decisions: [
        { type: 'play', card: 'Wolf Rider Assault' },
        { expect: { '@b.loc': 'battlefield' } },
        { type: 'pass', player: 1 },
        { type: 'pass', player: 1 }, // no attack
      ],
      expect: { turn: 4, '@b.loc': 'battlefield' },
    });
  });
});
