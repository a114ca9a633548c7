import { describe, it } from 'vitest';
import { board, expectScenario, type PlayerInput } from '../testing.js';

const FOR = 'For Ulthuan!';

/** P1 (High Elf) at the start of his battlefield phase with Knights and Orcs; P2 has a Brigade in kingdom and one in quest. */
function start(p1: PlayerInput = {}, p2: PlayerInput = {}) {
  return {
    phase: 'battlefield' as const,
    players: board(
      { resources: 1, hand: [{ card: FOR, as: 'fu' }], battlefield: { cards: [{ card: 'Chaos Knights', as: 'k' }, { card: 'Black Orc Squad', as: 'o' }] }, ...p1 },
      { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'mk' }] }, quest: { cards: [{ card: 'Mountain Brigade', as: 'mq' }] }, ...p2 },
      ['high-elf', 'dwarf'],
    ),
  };
}

describe('For Ulthuan!', () => {
  it('played as the battlefield phase begins: two zones attacked, the attackers split between them, two combats one after the other', () => {
    expectScenario({
      ...start(),
      decisions: [
        { type: 'play', card: '@fu' },
        // a second zone may then be named (not the first again)
        { type: 'attack', zone: 'kingdom' },
        { expect: { prompt: { player: 1, kind: 'attackZone' }, options: { include: [{ type: 'attack', zone: 'quest' }, { type: 'pass' }], exclude: [{ type: 'attack', zone: 'kingdom' }] }, 'p1.resources': 0, '@fu.loc': 'discard' } },
        { type: 'attack', zone: 'quest' },
        // the Knights against the kingdom, then the Orcs against the quest zone
        { type: 'attacker', card: '@k' },
        { type: 'pass' },
        { type: 'attacker', card: '@o' },
        // the kingdom's combat: the Knights alone; the kingdom's Brigade may defend, the quest's may not
        { expect: { 'combat.attackers': ['Chaos Knights'], prompt: { player: 2, kind: 'declareDefenders' }, options: { include: [{ type: 'defender', card: '@mk' }], exclude: [{ type: 'defender', card: '@mq' }] } } },
        { type: 'pass', player: 2 },
        { type: 'assign', target: 'kingdom', amount: 3 },
        // then the quest zone's combat, the Orcs alone, with its own defenders and damage
        { expect: { 'p2.kingdom.damage': 3, 'combat.attackers': ['Black Orc Squad'], prompt: { player: 2, kind: 'declareDefenders' }, options: { include: [{ type: 'defender', card: '@mq' }], exclude: [{ type: 'defender', card: '@mk' }] } } },
        { type: 'defender', card: '@mq', player: 2 },
        { type: 'assign', target: '@mq', amount: 1 },
        { type: 'assign', target: '@o', amount: 2, player: 2 },
      ],
      expect: { 'p2.kingdom.damage': 3, 'p2.quest.damage': 0, '@mq.damage': 1, '@o.damage': 2, '@k.damage': 0 },
    });
  });

  it('without it, the attack has one zone; once the zone is chosen it can no longer be played', () => {
    expectScenario({
      ...start(),
      decisions: [
        // P1 keeps it through the phase's first window
        { type: 'pass' },
        { type: 'attack', zone: 'kingdom' },
        // the window after the zone is chosen offers P1 nothing: straight to his attackers, the card still in hand
        { expect: { prompt: { player: 1, kind: 'declareAttackers' }, '@fu.loc': 'hand' } },
        { type: 'attacker', card: '@k' },
        { type: 'attacker', card: '@o' },
        { expect: { 'combat.attackers': ['Black Orc Squad', 'Chaos Knights'], prompt: { player: 2, kind: 'declareDefenders' } } },
      ],
    });
  });

  it("only in its player's own battlefield phase", () => {
    // the capital phase
    expectScenario({
      ...start({ hand: [{ card: FOR, as: 'fu' }, 'Mountain Brigade'] }),
      phase: 'capital',
      decisions: [{ type: 'play', card: '@fu', illegal: '' }],
    });
    // the opponent's battlefield phase: P1 is never offered it (P2 attacks at once)
    expectScenario({
      ...start(),
      active: 2,
      players: board(
        { resources: 1, hand: [{ card: FOR, as: 'fu' }], kingdom: { cards: ['Mountain Brigade'] } },
        { battlefield: { cards: ['Chaos Knights'] } },
        ['high-elf', 'dwarf'],
      ),
      decisions: [{ expect: { prompt: { player: 2, kind: 'attackZone' }, '@fu.loc': 'hand' } }],
    });
  });

  it('the second attack may be declined: then the usual single attack', () => {
    expectScenario({
      ...start(),
      decisions: [
        { type: 'play', card: '@fu' },
        { type: 'attack', zone: 'quest' },
        { type: 'pass' },
        { type: 'attacker', card: '@k' },
        { type: 'attacker', card: '@o' },
        { type: 'pass', player: 2 },
        { type: 'assign', target: 'quest', amount: 4 },
      ],
      expect: { 'p2.quest.damage': 4, 'p2.kingdom.damage': 0 },
    });
  });

  it("the second combat is a combat of its own (Counterstrike strikes only its attackers), and both combats' units took part in combat this phase", () => {
    expectScenario({
      ...start(
        {},
        {
          resources: 5,
          hand: [{ card: "Invoke Khaine's Wrath", as: 'kw' }],
          kingdom: { cards: [{ card: 'Mountain Brigade', as: 'mk' }] },
          quest: { cards: [{ card: 'Reiksguard Knights', as: 'rk' }] },
        },
      ),
      decisions: [
        { type: 'play', card: '@fu' },
        { type: 'attack', zone: 'kingdom' },
        { type: 'attack', zone: 'quest' },
        { type: 'attacker', card: '@k' },
        { type: 'pass' },
        { type: 'attacker', card: '@o' },
        { type: 'pass', player: 2 },
        { type: 'assign', target: 'kingdom', amount: 3 },
        // the quest zone's combat: Counterstrike 2 can only go to the Orcs (the Knights' attack is over)
        { type: 'defender', card: '@rk', player: 2 },
        { expect: { '@o.damage': 2, '@k.damage': 0 } },
        { type: 'assign', target: '@rk', amount: 1 },
        { type: 'assign', target: '@o', amount: 1, player: 2 },
        // the End of Turn window: the Wrath destroys the units of both combats, not the Brigade that stayed out
        { expect: { phase: 'endTurn', prompt: { player: 2, kind: 'action' } } },
        { type: 'play', card: '@kw', player: 2 },
      ],
      expect: { '@k.loc': 'discard', '@o.loc': 'discard', '@rk.loc': 'discard', '@mk.loc': 'kingdom' },
    });
  });

  it('Malus Darkblade at the end of the phase: the units that could have defended in either combat and did not', () => {
    expectScenario({
      ...start({ kingdom: { cards: [{ card: 'Malus Darkblade', as: 'malus' }] } }),
      decisions: [
        { type: 'play', card: '@fu' },
        { type: 'attack', zone: 'kingdom' },
        { type: 'attack', zone: 'quest' },
        { type: 'attacker', card: '@k' },
        { type: 'pass' },
        { type: 'attacker', card: '@o' },
        // no defender in either zone
        { type: 'pass', player: 2 },
        { type: 'assign', target: 'kingdom', amount: 3 },
        { type: 'pass', player: 2 },
        { type: 'assign', target: 'quest', amount: 1 },
      ],
      // the kingdom's Brigade could defend in the first combat, the quest's in the second
      expect: { '@mk.damage': 1, '@mq.damage': 1 },
    });
  });
});
