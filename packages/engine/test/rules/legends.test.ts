/**
 * Legends (rules summary: Legends, Attacking a Legend; FAQ v1.6: Legends; FAQ Q&A on excess damage
 * after a legend is destroyed; FAQ v1.5: Indirect Damage), with the fixture legends:
 * Ancestor Lord (Dwarf, cost 3, loyalty 2, power kingdom 1 / quest 2 / battlefield 3, 3 hit points),
 * Old Warlord (Dwarf, cost 1, power 2 / 1 / 2, 4 hit points, "your units get +1 power") and Waaagh Boss (Orc, cost 2, power
 * 1 / 1 / 2, 3 hit points).
 */
import { describe, expect, it } from 'vitest';
import { advance, buildScenario, cloneState, deserialize, EV, legalOptions, runScenario, serialize, toScenario, viewFor } from '../../src/index.js';
import { dealIndirectDamage } from '../../src/effects/damage.js';
import { cardsThisTurn } from '../../src/effects/events.js';
import { T_EXTRA } from '../fixtures.js';
import { board, expectScenario } from '../helpers.js';

describe('playing a legend', () => {
  it('is played from hand in the capital phase onto the capital, paying cost and loyalty, and enters play', () => {
    const r = expectScenario({
      phase: 'capital',
      players: board({ capital: 'dwarf', resources: 5, hand: [{ card: 'Ancestor Lord', as: 'leg' }] }),
      decisions: [
        // a play with no zone, like a tactic's
        { expect: { options: { include: [{ type: 'play', card: '@leg' }], exclude: [{ type: 'play', card: '@leg', zone: 'kingdom' }] } } },
        { type: 'play', card: '@leg', zone: 'kingdom', illegal: 'onto your capital' },
        { type: 'play', card: '@leg' },
      ],
      expect: {
        'p1.legend': 'Ancestor Lord',
        '@leg.loc': 'legend',
        // cost 3 + loyalty 2 less the board's one Dwarf symbol
        'p1.resources': 1,
        'p1.hand': [],
        log: ['onto the capital for 4', "enters play as P1's legend"],
      },
    });
    expect(cardsThisTurn(r.state, EV.enteredPlay).filter((id) => r.state.cards[id]!.def === T_EXTRA.legend)).toEqual([r.state.players[0].legend]);
  });

  it('pays loyalty with the race symbols in play (its own board and units)', () => {
    expectScenario({
      players: board({ capital: 'dwarf', resources: 3, hand: [{ card: 'Ancestor Lord', as: 'leg' }] }),
      decisions: [
        { expect: { options: { exclude: [{ type: 'play', card: '@leg' }] } } },
        { type: 'play', card: '@leg', illegal: 'costs 4 but you have 3' },
      ],
    });
    expectScenario({
      players: board({ capital: 'dwarf', resources: 3, hand: [{ card: 'Ancestor Lord', as: 'leg' }], kingdom: { cards: ['Wall'] } }),
      decisions: [{ type: 'play', card: '@leg' }],
      expect: { 'p1.legend': 'Ancestor Lord', 'p1.resources': 0 },
    });
  });

  it("needs a capital board showing the legend's race", () => {
    expectScenario({
      players: board({ capital: 'orc', resources: 9, hand: [{ card: 'Ancestor Lord', as: 'leg' }] }),
      decisions: [
        { expect: { options: { exclude: [{ type: 'play', card: '@leg' }] } } },
        { type: 'play', card: '@leg', illegal: 'needs a capital with the Dwarf symbol' },
      ],
    });
  });

  it('only in your own capital phase, never in the battlefield phase', () => {
    expectScenario({
      phase: 'battlefield',
      players: board({ capital: 'dwarf', resources: 9, hand: [{ card: 'Old Warlord', as: 'leg' }], battlefield: { cards: ['Grunt'] } }),
      decisions: [{ type: 'pass' }],
      expect: { 'p1.legend': null, 'p1.hand': ['Old Warlord'] },
    });
  });

  it('one legend in play per player: a second cannot be played while you have one; the opponent may have his own', () => {
    expectScenario({
      players: board(
        { capital: 'dwarf', resources: 9, legend: 'Old Warlord', hand: [{ card: 'Ancestor Lord', as: 'leg' }] },
        { capital: 'dwarf', legend: { card: 'Ancestor Lord', as: 'theirs' } },
      ),
      decisions: [
        { expect: { options: { exclude: [{ type: 'play', card: '@leg' }] } } },
        { type: 'play', card: '@leg', illegal: 'you already have a legend in play (Old Warlord)' },
      ],
      expect: { 'p1.legend': 'Old Warlord', 'p2.legend': 'Ancestor Lord' },
    });
    // Once it has left play (in the discard pile), another may be played.
    expectScenario({
      players: board({ capital: 'dwarf', resources: 9, discard: ['Old Warlord'], hand: [{ card: 'Ancestor Lord', as: 'leg' }] }),
      decisions: [{ type: 'play', card: '@leg' }],
      expect: { 'p1.legend': 'Ancestor Lord' },
    });
  });
});

describe('a legend’s power', () => {
  it('counts its icons in each zone of its controller (zone power); its single power is its weakest zone’s', () => {
    expectScenario({
      players: board({ capital: 'dwarf', legend: { card: 'Ancestor Lord', as: 'leg' } }),
      expect: {
        // board 3 / 1 / 0 plus the legend's 1 / 2 / 3
        'p1.kingdom.power': 4,
        'p1.quest.power': 3,
        'p1.battlefield.power': 3,
        'p2.kingdom.power': 3,
        '@leg.power': 1,
        '@leg.hitPoints': 3,
      },
    });
  });

  it('adds resources in the kingdom phase', () => {
    expectScenario({
      phase: 'kingdom',
      players: board({ capital: 'dwarf', legend: 'Ancestor Lord' }),
      expect: { 'p1.resources': 4 },
    });
  });

  it('adds cards drawn in the quest phase', () => {
    expectScenario({
      phase: 'quest',
      players: board({ capital: 'dwarf', legend: 'Ancestor Lord' }),
      expect: { 'p1.hand.count': 3 },
    });
  });
});

describe('legends in combat', () => {
  it('attacks with the battlefield units, dealing its power (weakest zone), and can be assigned damage by defenders', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { capital: 'orc', legend: { card: 'Waaagh Boss', as: 'boss' }, battlefield: { cards: [{ card: 'Grunt', as: 'g' }] } },
        { capital: 'dwarf', kingdom: { cards: [{ card: 'Brute', as: 'def' }] } },
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { expect: { options: { include: [{ type: 'attacker', card: '@boss' }, { type: 'attacker', card: '@g' }] } } },
        { type: 'attacker', card: '@boss' },
        { type: 'attacker', card: '@g' },
        { type: 'defender', card: '@def', player: 2 },
        // 1 (Waaagh Boss: its weakest zone) + 1 (Grunt)
        { expect: { prompt: { player: 1, kind: 'assignDamage' }, 'combat.attackers': ['Grunt', 'Waaagh Boss'] } },
        { type: 'assign', target: '@def', amount: 2 },
        { expect: { options: { include: [{ type: 'assign', target: '@boss', amount: 2 }] } } },
        { type: 'assign', target: '@boss', amount: 2, player: 2 },
      ],
      expect: { '@boss.damage': 2, '@boss.loc': 'legend', '@def.damage': 2, 'p2.kingdom.damage': 0, log: ['P1 has 2 combat damage to assign'] },
    });
  });

  it('may attack alone, and is destroyed (to its owner’s discard pile) when its damage reaches its hit points', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { capital: 'orc', legend: { card: 'Waaagh Boss', as: 'boss', damage: 1 } },
        { capital: 'dwarf', quest: { cards: [{ card: 'Brute', as: 'def' }] } },
      ),
      decisions: [
        { type: 'attack', zone: 'quest' },
        { type: 'attacker', card: '@boss' },
        { type: 'defender', card: '@def', player: 2 },
        { type: 'assign', target: '@def', amount: 1 },
        { type: 'assign', target: '@boss', amount: 2, player: 2 },
      ],
      expect: { '@boss.loc': 'discard', 'p1.legend': null, 'p1.discard': ['Waaagh Boss'], '@def.damage': 1, log: ['is destroyed'] },
    });
  });

  it('a corrupt legend cannot attack', () => {
    expectScenario({
      phase: 'battlefield',
      players: board({ capital: 'orc', legend: { card: 'Waaagh Boss', corrupt: true } }),
      expect: { turn: 4, active: 2, log: ['P1 has no unit able to attack'] },
    });
  });

  it('does not defend a capital zone: attacking the zone itself ignores the legend', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { battlefield: { cards: [{ card: 'Brute', as: 'b' }, { card: 'Brute', as: 'b2' }] } },
        { capital: 'dwarf', legend: { card: 'Ancestor Lord', as: 'leg' }, kingdom: { cards: [{ card: 'Wall', as: 'w' }] } },
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@b' },
        { type: 'attacker', card: '@b2' },
        { expect: { options: { include: [{ type: 'defender', card: '@w' }], exclude: [{ type: 'defender', card: '@leg' }] } } },
        { type: 'pass', player: 2 },
        { expect: { options: { exclude: [{ type: 'assign', target: '@leg', amount: 1 }] } } },
        { type: 'assign', target: 'kingdom', amount: 4 },
      ],
      expect: { 'p2.kingdom.damage': 4, '@leg.damage': 0, '@b.damage': 0 },
    });
  });

  it('attacked through a zone: units there defend it, they must be dealt lethal damage first, the zone takes none, and the legend strikes back with its power in that zone', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { battlefield: { cards: [{ card: 'Brute', as: 'b1' }, { card: 'Brute', as: 'b2' }, { card: 'Brute', as: 'b3' }] } },
        {
          capital: 'dwarf',
          legend: { card: 'Ancestor Lord', as: 'leg' },
          quest: { cards: [{ card: 'Wall', as: 'w' }] },
          kingdom: { cards: [{ card: 'Grunt', as: 'k' }] },
        },
      ),
      decisions: [
        { expect: { options: { include: [{ type: 'attack', zone: 'quest', target: '@leg' }, { type: 'attack', zone: 'kingdom', target: '@leg' }] } } },
        { type: 'attack', zone: 'quest', target: '@leg' },
        { expect: { 'combat.legend': 'Ancestor Lord' } },
        { type: 'attacker', card: '@b1' },
        { type: 'attacker', card: '@b2' },
        { type: 'attacker', card: '@b3' },
        // only units in the zone it is attacked through can defend it
        { expect: { options: { include: [{ type: 'defender', card: '@w' }], exclude: [{ type: 'defender', card: '@k' }, { type: 'defender', card: '@leg' }] } } },
        { type: 'defender', card: '@w', player: 2 },
        // 6 damage: the Wall (4 hit points) first; never the quest zone
        { expect: { options: { exclude: [{ type: 'assign', target: '@leg', amount: 1 }, { type: 'assign', target: 'quest', amount: 1 }] } } },
        { type: 'assign', target: '@w', amount: 4, player: 1 },
        { expect: { options: { include: [{ type: 'assign', target: '@leg', amount: 2 }], exclude: [{ type: 'assign', target: 'quest', amount: 1 }] } } },
        { type: 'assign', target: '@leg', amount: 2 },
        // the defender: the Wall's 0 plus the legend's 2 quest icons
        { expect: { prompt: { player: 2, kind: 'assignDamage' } } },
        { type: 'assign', target: '@b1', amount: 2 },
      ],
      expect: {
        '@w.loc': 'discard',
        '@leg.damage': 2,
        '@leg.loc': 'legend',
        'p2.quest.damage': 0,
        '@b1.damage': 2,
        log: ["P1 will attack P2's legend Ancestor Lord", 'through the quest', 'P2 has 2 combat damage to assign'],
      },
    });
  });

  it('excess damage after a legend is destroyed is ignored: none goes to the zone or anywhere else', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { battlefield: { cards: [{ card: 'Brute', as: 'b1' }, { card: 'Brute', as: 'b2' }, { card: 'Brute', as: 'b3' }] } },
        { capital: 'dwarf', legend: { card: 'Ancestor Lord', as: 'leg' } },
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom', target: '@leg' },
        { type: 'attacker', card: '@b1' },
        { type: 'attacker', card: '@b2' },
        { type: 'attacker', card: '@b3' },
        { type: 'assign', target: '@leg', amount: 6 },
        // its kingdom power (1) against an attacker
        { type: 'assign', target: '@b2', amount: 1, player: 2 },
      ],
      expect: {
        '@leg.loc': 'discard',
        'p2.legend': null,
        'p2.discard': ['Ancestor Lord'],
        'p2.kingdom.damage': 0,
        'p2.quest.damage': 0,
        'p2.battlefield.damage': 0,
        '@b2.damage': 1,
        log: ['is destroyed'],
      },
    });
  });

  it('a corrupt legend attacked through a zone deals no damage back', () => {
    expectScenario({
      phase: 'battlefield',
      players: board({ battlefield: { cards: [{ card: 'Brute', as: 'b' }] } }, { capital: 'dwarf', legend: { card: 'Ancestor Lord', as: 'leg', corrupt: true } }),
      decisions: [
        { type: 'attack', zone: 'battlefield', target: '@leg' },
        { type: 'attacker', card: '@b' },
        { type: 'assign', target: '@leg', amount: 2 },
      ],
      expect: { '@leg.damage': 2, '@b.damage': 0, log: ['P2 has 0 combat damage to assign'] },
    });
  });

  it('attacking a legend through a zone is not an attack on that zone', () => {
    const r = expectScenario({
      phase: 'battlefield',
      players: board({ battlefield: { cards: ['Brute'] } }, { capital: 'dwarf', legend: { card: 'Old Warlord', as: 'leg' } }),
      decisions: [
        { type: 'attack', zone: 'battlefield', target: '@leg' },
        { type: 'attacker', card: 'Brute' },
        { type: 'assign', target: '@leg', amount: 2 },
        { type: 'assign', target: 'Brute', amount: 2, player: 2 },
      ],
      expect: { '@leg.damage': 2, 'p2.battlefield.damage': 0 },
    });
    expect(r.state.history.filter((_, i) => i % 4 === 0 && r.state.history[i] === EV.zoneAttacked)).toEqual([]);
  });
});

describe('legends and card effects', () => {
  it('are not units: an effect targeting a unit cannot choose a legend', () => {
    // Bolt: "deal 1 damage to a target unit" — with only a legend in play it has no target.
    expectScenario({
      players: board({ hand: [{ card: 'Bolt', as: 'bolt' }] }, { capital: 'dwarf', legend: 'Ancestor Lord' }),
      decisions: [{ expect: { options: { exclude: [{ type: 'play', card: '@bolt' }] } } }],
    });
    expectScenario({
      players: board({ hand: [{ card: 'Bolt', as: 'bolt' }], kingdom: { cards: [{ card: 'Grunt', as: 'g' }] } }, { capital: 'dwarf', legend: { card: 'Ancestor Lord', as: 'leg' }, kingdom: { cards: [{ card: 'Brute', as: 'br' }] } }),
      decisions: [
        { type: 'play', card: '@bolt' },
        { expect: { prompt: { player: 1, kind: 'choose' }, options: { include: [{ type: 'target', target: '@g' }, { type: 'target', target: '@br' }], exclude: [{ type: 'target', target: '@leg' }] } } },
        { type: 'target', target: '@br' },
      ],
      expect: { '@br.damage': 1, '@leg.damage': 0 },
    });
  });

  it("a legend's own constant abilities apply while it is in play", () => {
    expectScenario({
      players: board(
        { capital: 'dwarf', legend: 'Old Warlord', kingdom: { cards: [{ card: 'Grunt', as: 'mine' }] } },
        { kingdom: { cards: [{ card: 'Grunt', as: 'theirs' }] } },
      ),
      expect: { '@mine.power': 2, '@theirs.power': 1, 'p1.kingdom.power': 3 + 2 + 2 },
    });
  });

  it('indirect damage may be assigned to a legend, no more than destroys it', () => {
    const { state, aliases } = buildScenario({ players: board({ capital: 'dwarf', legend: { card: 'Ancestor Lord', as: 'leg', damage: 1 } }) });
    const leg = aliases.get('leg')!;
    // Dealt at the current prompt (the attack choice of P1, whose legend could attack).
    state.prompt = null;
    dealIndirectDamage(state, [0], 3);
    advance(state);
    expect(viewFor(state, 0).prompt?.kind).toBe('assignIndirect');
    const toLegend = legalOptions(state).filter((o) => o.type === 'assign' && o.target === leg).map((o) => (o as { amount: number }).amount);
    expect(toLegend).toEqual([1, 2]);
  });
});

describe('legends in the scenario format, views and saved games', () => {
  it('exports and rebuilds a legend, with its damage, and a combat against it', () => {
    const r = runScenario({
      phase: 'battlefield',
      players: board({ battlefield: { cards: ['Brute'] } }, { capital: 'dwarf', legend: { card: 'Ancestor Lord', as: 'leg', damage: 1, corrupt: true } }),
      decisions: [{ type: 'attack', zone: 'quest', target: '@leg' }, { type: 'attacker', card: 'Brute' }],
    });
    expect(r.failures).toEqual([]);
    expect(r.state.combat?.legend).toBe(r.state.players[1].legend);
    const s = toScenario(r.state);
    expect(s.players[1].legend).toMatchObject({ card: T_EXTRA.legend, damage: 1, corrupt: true });
    expect(s.combat).toMatchObject({ zone: 'quest', legend: expect.stringMatching(/^c\d+$/) });
    const rebuilt = buildScenario(s).state;
    const leg = rebuilt.players[1].legend;
    expect(rebuilt.cards[leg]).toMatchObject({ def: T_EXTRA.legend, loc: 'legend', damage: 1, corrupt: true, controller: 1 });
    expect(rebuilt.combat?.legend).toBe(leg);
  });

  it('rejects a non-legend as a legend, and a combat legend that is not the defender’s', () => {
    expect(() => buildScenario({ players: board({ legend: 'Grunt' }) })).toThrow(/Grunt is not a legend/);
    expect(() =>
      buildScenario({
        phase: 'battlefield',
        step: 'declareDefenders',
        combat: { zone: 'kingdom', attackers: ['@b'], legend: '@mine' },
        players: board({ legend: { card: 'Waaagh Boss', as: 'mine' }, battlefield: { cards: [{ card: 'Brute', as: 'b' }] } }),
      }),
    ).toThrow(/not the defending player's legend/);
  });

  it('views show legends to both players; clone and save/restore keep them', () => {
    const r = runScenario({
      phase: 'battlefield',
      players: board({ capital: 'orc', legend: 'Waaagh Boss', battlefield: { cards: ['Brute'] } }, { capital: 'dwarf', legend: { card: 'Ancestor Lord', damage: 1 } }),
      decisions: [{ type: 'attack', zone: 'kingdom', target: 'Ancestor Lord' }, { type: 'attacker', card: 'Waaagh Boss' }],
    });
    expect(r.failures).toEqual([]);
    const state = r.state;
    for (const viewer of [0, 1, 'spectator'] as const) {
      const v = viewFor(state, viewer);
      expect(v.players[0].legend?.name).toBe('Waaagh Boss');
      expect(v.players[1].legend).toMatchObject({ name: 'Ancestor Lord', damage: 1, loc: 'legend' });
      expect(v.combat?.legend).toBe(state.players[1].legend);
    }
    expect(JSON.stringify(cloneState(state))).toBe(JSON.stringify(state));
    expect(JSON.stringify(deserialize(serialize(state)))).toBe(JSON.stringify(state));
  });
});
