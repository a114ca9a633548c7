import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

// Deck: Hammerer (cost 2), Black Orc Squad (3), Chaos Knights (5), then filler; the sixth card is a cost-2 unit out of reach.
const deck = [
  { card: 'Hammerer of Karak Azul', as: 'ham' },
  { card: 'Black Orc Squad', as: 'bos' },
  { card: 'Chaos Knights', as: 'ck' },
  'Mountain Brigade',
  'Mountain Brigade',
  { card: 'Shadow Warrior', as: 'deep' },
];
const jugBoard = (extra: object = {}) =>
  board(
    {
      deck,
      battlefield: { cards: [{ card: 'Juggernaut of Khorne', as: 'j' }, { card: 'Black Orc Squad', as: 'other' }], developments: [{ card: 'Mountain Brigade', as: 'd1' }] },
      kingdom: { developments: [{ card: 'Mountain Brigade', as: 'd2' }, { card: 'Mountain Brigade', as: 'd3' }] },
      ...extra,
    },
    {},
    ['chaos', 'dwarf'],
  );
const attackWithJug = [
  { type: 'attack', zone: 'kingdom' },
  { type: 'attacker', card: '@j' },
  { type: 'pass' },
  { type: 'use', card: '@j', ability: 'action' },
] as const;

describe('Juggernaut of Khorne', () => {
  it('when it attacks: X developments sacrificed as the cost; a unit of printed cost X or lower from the top five enters the battlefield attacking; the deck is shuffled', () => {
    expectScenario({
      phase: 'battlefield',
      players: jugBoard(),
      decisions: [
        ...attackWithJug,
        { expect: { prompt: { player: 1, kind: 'choose' } } },
        { type: 'target', target: '@d1' },
        { type: 'target', target: '@d2' },
        { type: 'pass' },
        // X = 2, paid at once: the developments are gone while the action waits on the chain
        { expect: { '@d1.loc': 'discard', '@d2.loc': 'discard', '@d3.loc': 'kingdom', 'p1.battlefield.developments': 0, 'p1.kingdom.developments': 1 } },
        // the search offers units of cost 2 or less among the top five only
        { expect: { options: { include: [{ type: 'target', target: '@ham' }], exclude: [{ type: 'target', target: '@bos' }, { type: 'target', target: '@ck' }, { type: 'target', target: '@deep' }] } } },
        { type: 'target', target: '@ham' },
      ],
      expect: { '@ham.loc': 'battlefield', 'combat.attackers': ['Hammerer of Karak Azul', 'Juggernaut of Khorne'], log: ['shuffle'] },
    });
  });
  it('the cost takes only its own developments; with X = 3 a cost-3 unit qualifies but not a cost-5 one; its power joins the attack', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        {
          deck,
          battlefield: { cards: [{ card: 'Juggernaut of Khorne', as: 'j' }], developments: [{ card: 'Mountain Brigade', as: 'd1' }] },
          kingdom: { developments: [{ card: 'Mountain Brigade', as: 'd2' }, { card: 'Mountain Brigade', as: 'd3' }] },
        },
        { kingdom: { developments: [{ card: 'Mountain Brigade', as: 'theirs' }] } },
        ['chaos', 'dwarf'],
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@j' },
        { type: 'use', card: '@j', ability: 'action' },
        { expect: { options: { exclude: [{ type: 'target', target: '@theirs' }] } } },
        { type: 'target', target: '@d1' },
        { type: 'target', target: '@d2' },
        { type: 'target', target: '@d3' },
        { expect: { options: { include: [{ type: 'target', target: '@ham' }, { type: 'target', target: '@bos' }], exclude: [{ type: 'target', target: '@ck' }] } } },
        { type: 'target', target: '@bos' },
        // Juggernaut 3 + Black Orc Squad 1
        { type: 'assign', target: 'kingdom', amount: 4 },
      ],
      expect: { '@theirs.loc': 'kingdom', 'p1.discard.count': 3, '@bos.loc': 'battlefield', 'p2.kingdom.damage': 4 },
    });
  });

  it('sacrificing nothing makes X = 0: the search still asks, finds no unit, and the deck is shuffled', () => {
    expectScenario({
      phase: 'battlefield',
      players: jugBoard(),
      decisions: [
        ...attackWithJug,
        { type: 'pass' },
        { expect: { prompt: { player: 1, kind: 'choose' }, options: { exclude: [{ type: 'target', target: '@ham' }] } } },
        { type: 'pass' },
      ],
      expect: { 'p1.battlefield.developments': 1, 'p1.kingdom.developments': 2, 'combat.attackers': ['Juggernaut of Khorne'], 'p1.deck': 6, log: ['shuffle'] },
    });
  });

  it('the player may take no unit even when one qualifies; the sacrifice stays made', () => {
    expectScenario({
      phase: 'battlefield',
      players: jugBoard(),
      decisions: [...attackWithJug, { type: 'target', target: '@d1' }, { type: 'target', target: '@d2' }, { type: 'pass' }, { type: 'pass' }],
      expect: { '@d1.loc': 'discard', '@d2.loc': 'discard', 'p1.deck': 6, 'combat.attackers': ['Juggernaut of Khorne'] },
    });
  });

  it('not offered when the Juggernaut is not among the attackers', () => {
    expectScenario({
      phase: 'battlefield',
      players: jugBoard(),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@other' },
        { type: 'pass' },
        { expect: { options: { exclude: [{ type: 'use', card: '@j', ability: 'action' }] } } },
      ],
    });
  });
});
