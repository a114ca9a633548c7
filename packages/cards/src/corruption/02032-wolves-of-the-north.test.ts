import { describe, it } from 'vitest';
import { board, expectScenario, type PlayerInput } from '../testing.js';

const WOLVES = 'Wolves of the North';

/** P1 (Chaos) in his quest phase: Chaos Knights quest on the Wolves, Orcs wait in his battlefield; P2 has a Brigade in kingdom and quest. */
function questPhase(p1: PlayerInput = {}, p2: PlayerInput = {}) {
  return {
    phase: 'quest' as const,
    players: board(
      {
        quest: { cards: [{ card: WOLVES, as: 'w' }, { card: 'Chaos Knights', as: 'q', questing: '@w' }] },
        battlefield: { cards: [{ card: 'Black Orc Squad', as: 'bf' }] },
        ...p1,
      },
      { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'mb' }] }, quest: { cards: [{ card: 'Mountain Brigade', as: 'mq' }] }, ...p2 },
      ['chaos', 'dwarf'],
    ),
  };
}

describe('Wolves of the North', () => {
  it('in its quest phase, the questing unit alone attacks the zone its player picks; the combat runs, then the quest phase goes on', () => {
    expectScenario({
      ...questPhase(),
      decisions: [
        { type: 'use', card: '@w', ability: 'action' },
        // any of the opponent's zones, none of his own
        { expect: { prompt: { player: 1, kind: 'choose' }, options: { include: [{ type: 'target', target: 'kingdom', owner: 2 }, { type: 'target', target: 'battlefield', owner: 2 }, { type: 'target', target: 'quest', owner: 2 }], exclude: [{ type: 'target', target: 'kingdom', owner: 1 }] } } },
        { type: 'target', target: 'kingdom', owner: 2 },
        // only the Knights attack (not the Orcs in the battlefield); the defenders come from P2's kingdom
        { expect: { phase: 'quest', 'combat.attackers': ['Chaos Knights'], prompt: { player: 2, kind: 'declareDefenders' }, options: { include: [{ type: 'defender', card: '@mb' }], exclude: [{ type: 'defender', card: '@mq' }] } } },
        { type: 'pass', player: 2 },
        { type: 'assign', target: 'kingdom', amount: 3, player: 1 },
        // back in the quest phase's window, the combat over: the Wolves cannot start a second attack, so P1
        // has nothing left to do there and the game moves on to his capital phase (he drew 4 Brigades)
        { expect: { phase: 'capital', prompt: { player: 1, kind: 'action' }, 'p2.kingdom.damage': 3, '@q.loc': 'quest', '@q.questing': true, '@q.damage': 0 } },
      ],
    });
  });

  it('defenders fight it as in any combat, and the battlefield phase still has its own attack', () => {
    expectScenario({
      ...questPhase({ hand: ['Mountain Brigade'] }),
      decisions: [
        { type: 'use', card: '@w', ability: 'action' },
        { type: 'target', target: 'quest', owner: 2 },
        { type: 'defender', card: '@mq', player: 2 },
        { type: 'assign', target: '@mq', amount: 3, player: 1 },
        { type: 'assign', target: '@q', amount: 2, player: 2 },
        { expect: { phase: 'capital', '@mq.damage': 3, '@q.damage': 2, 'p2.quest.damage': 0 } },
        // then the battlefield phase: a normal attack, the Orcs may join it
        { type: 'pass' },
        { expect: { phase: 'battlefield' } },
        { type: 'attack', zone: 'kingdom' },
        { expect: { options: { include: [{ type: 'attacker', card: '@bf' }], exclude: [{ type: 'attacker', card: '@q' }] } } },
        { type: 'attacker', card: '@bf' },
        { type: 'defender', card: '@mb', player: 2 },
        { type: 'assign', target: '@mb', amount: 1 },
        { type: 'assign', target: '@bf', amount: 2, player: 2 },
      ],
      expect: { '@mb.damage': 1, '@bf.damage': 2, '@mq.damage': 3 },
    });
  });

  it("its combat belongs to the quest phase: at the end of a battlefield phase without attack, nothing took part in combat in that phase", () => {
    expectScenario({
      ...questPhase({ hand: ['Mountain Brigade'] }, { resources: 5, hand: [{ card: "Invoke Khaine's Wrath", as: 'kw' }] }),
      decisions: [
        { type: 'use', card: '@w', ability: 'action' },
        { type: 'target', target: 'kingdom', owner: 2 },
        { type: 'defender', card: '@mb', player: 2 },
        { type: 'assign', target: '@mb', amount: 3, player: 1 },
        { type: 'assign', target: '@q', amount: 2, player: 2 },
        { type: 'pass' },
        { expect: { phase: 'battlefield' } },
        // no attack this battlefield phase
        { type: 'pass' },
        { expect: { phase: 'endTurn', prompt: { player: 2, kind: 'action' } } },
        { type: 'play', card: '@kw', player: 2 },
      ],
      expect: { '@q.loc': 'quest', '@mb.loc': 'kingdom', '@kw.loc': 'discard' },
    });
  });

  it('only in its own quest phase, and only with a questing unit that is not corrupt', () => {
    // the capital phase
    expectScenario({
      ...questPhase({ hand: ['Mountain Brigade'] }),
      phase: 'capital',
      decisions: [{ type: 'use', card: '@w', ability: 'action', illegal: '' }],
    });
    // the opponent's quest phase
    expectScenario({
      ...questPhase({}, { hand: ['Mountain Brigade'] }),
      active: 2,
      // P1 is never asked in P2's quest phase: the game goes on to P2's capital phase
      decisions: [{ expect: { phase: 'capital', prompt: { player: 2, kind: 'action' } } }],
    });
    // nobody questing / a corrupt quester
    expectScenario({
      ...questPhase({ hand: ['Mountain Brigade'], quest: { cards: [{ card: WOLVES, as: 'w' }, 'Chaos Knights'] } }),
      decisions: [{ type: 'use', card: '@w', ability: 'action', illegal: '' }],
    });
    expectScenario({
      ...questPhase({ hand: ['Mountain Brigade'], quest: { cards: [{ card: WOLVES, as: 'w' }, { card: 'Chaos Knights', as: 'q', questing: '@w', corrupt: true }] } }),
      decisions: [{ type: 'use', card: '@w', ability: 'action', illegal: '' }],
    });
  });

  it("a quester that may not be declared as an attacker (Franz's Decree) cannot start it", () => {
    expectScenario({
      ...questPhase({ hand: ['Mountain Brigade'] }, { resources: 5, hand: ["Franz's Decree"] }),
      decisions: [
        // P1 lets the window go by; P2 puts the Decree on the questing Knights
        { type: 'pass' },
        { type: 'play', card: "Franz's Decree", player: 2 },
        { type: 'target', target: '@q' },
        { type: 'pass' },
        // the Wolves are not offered to P1 any more: nothing is left to do in the quest phase
        { expect: { phase: 'capital', prompt: { player: 1, kind: 'action' }, 'p2.kingdom.damage': 0, 'p2.quest.damage': 0, 'p2.battlefield.damage': 0 } },
      ],
    });
  });
});
