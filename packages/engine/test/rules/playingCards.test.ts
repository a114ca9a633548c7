import { describe, expect, it } from 'vitest';
import { buildScenario, cardDef, loyaltyCost, playCost, logLines } from '../../src/index.js';
import { board, enableTricksters, expectScenario } from '../helpers.js';

enableTricksters();

describe('playing cards', () => {
  it('cost = printed cost + loyalty cost; the capital board provides one race symbol', () => {
    // Brute: cost 3, 1 Orc loyalty icon
    expectScenario({
      players: board({ capital: 'orc', resources: 3, hand: [{ card: 'Brute', as: 'b' }, 'Wall'] }),
      decisions: [{ type: 'play', card: '@b', zone: 'kingdom' }],
      expect: { '@b.loc': 'kingdom', 'p1.resources': 0 },
    });
    expectScenario({
      players: board({ capital: 'dwarf', resources: 4, hand: [{ card: 'Brute', as: 'b' }, 'Wall'] }),
      decisions: [{ type: 'play', card: '@b', zone: 'kingdom' }],
      expect: { '@b.loc': 'kingdom', 'p1.resources': 0 },
    });
  });

  it('loyalty: icons minus matching race symbols in play (capital + faceup cards of that race), never below 0', () => {
    // Loyalist: cost 1, 3 Dwarf loyalty icons
    const cost = (capital: string, kingdom: string[], developments: string[] = []) => {
      const { state, aliases } = buildScenario({
        players: board({ capital, resources: 9, hand: [{ card: 'Loyalist', as: 'l' }], kingdom: { cards: kingdom, developments } }),
      });
      const id = aliases.get('l')!;
      expect(loyaltyCost(state, 0, cardDef(state.cards[id]!.def))).toBe(Math.max(0, playCost(state, 0, id, 'kingdom') - 1));
      return playCost(state, 0, id, 'kingdom');
    };
    expect(cost('orc', [])).toBe(4); // no Dwarf symbol
    expect(cost('dwarf', [])).toBe(3); // 1 + (3 - 1)
    expect(cost('dwarf', ['Thane'])).toBe(2); // + a Dwarf card in play
    expect(cost('dwarf', ['Thane', 'Wall'])).toBe(1);
    expect(cost('dwarf', ['Thane', 'Wall', 'Shieldbearer', 'Wall'])).toBe(1); // loyalty never below 0
    expect(cost('dwarf', [], ['Thane', 'Wall'])).toBe(3); // facedown developments have no race symbols
    expect(cost('orc', ['Grunt', 'Brute'])).toBe(4); // other races do not help
  });

  it('the opponent\'s cards do not pay your loyalty', () => {
    const { state, aliases } = buildScenario({
      players: board({ capital: 'orc', resources: 9, hand: [{ card: 'Loyalist', as: 'l' }] }, { kingdom: { cards: ['Thane', 'Wall'] } }),
    });
    expect(playCost(state, 0, aliases.get('l')!, 'kingdom')).toBe(4);
  });

  it('a card the player cannot afford is illegal, with a message naming the cost', () => {
    expectScenario({
      players: board({ capital: 'dwarf', resources: 3, hand: [{ card: 'Brute', as: 'b' }, 'Wall'] }),
      decisions: [
        { expect: { options: { exclude: [{ type: 'play', card: '@b' }] } } },
        { type: 'play', card: '@b', zone: 'kingdom', illegal: 'Brute costs 4 but you have 3 resources' },
      ],
      expect: { '@b.loc': 'hand', 'p1.resources': 3 },
    });
  });

  it('cards are played only in the owner\'s capital phase: not by the opponent, not in another phase', () => {
    expectScenario({
      phase: 'kingdom',
      players: board(
        { resources: 5, hand: [{ card: 'Grunt', as: 'g' }], kingdom: { cards: [{ card: 'Trickster', as: 't1' }] } },
        { resources: 5, hand: [{ card: 'Grunt', as: 'g2' }], kingdom: { cards: [{ card: 'Trickster', as: 't2' }] } },
      ),
      decisions: [
        { expect: { phase: 'kingdom', prompt: { player: 1, kind: 'action' }, options: { exclude: [{ type: 'play' }, { type: 'develop' }] } } },
        { type: 'play', card: '@g', zone: 'kingdom', illegal: 'only in your own capital phase' },
        { type: 'develop', card: '@g', zone: 'kingdom', illegal: 'only in your own capital phase' },
        { type: 'pass', player: 1 },
        // the opponent in the active player's kingdom phase
        { type: 'play', card: '@g2', zone: 'kingdom', player: 2, illegal: 'only in your own capital phase' },
        { type: 'pass', player: 2 },
        // quest phase: the same
        { expect: { phase: 'quest', prompt: { player: 1, kind: 'action' } } },
        { type: 'play', card: '@g', zone: 'kingdom', illegal: 'only in your own capital phase' },
        { type: 'pass', player: 1 },
        { type: 'pass', player: 2 },
        // capital phase: the active player may play; his opponent still may not
        { expect: { phase: 'capital', prompt: { player: 1, kind: 'action' }, options: { include: [{ type: 'play', card: '@g', zone: 'kingdom' }] } } },
        { type: 'pass', player: 1 },
        { type: 'play', card: '@g2', zone: 'kingdom', player: 2, illegal: 'only in your own capital phase' },
      ],
    });
  });

  it('units cannot be played in response: no card play while a chain is open', () => {
    expectScenario({
      players: board(
        { resources: 5, hand: [{ card: 'Grunt', as: 'g' }, { card: 'Grunt', as: 'h' }], kingdom: { cards: [{ card: 'Trickster', as: 't1' }] } },
        { kingdom: { cards: [{ card: 'Trickster', as: 't2' }] } },
      ),
      decisions: [
        { type: 'play', card: '@g', zone: 'kingdom', player: 1 },
        { type: 'use', card: '@t2', ability: 'trick', player: 2 }, // responds
        { expect: { chain: 2, prompt: { player: 1, kind: 'action' }, options: { include: [{ type: 'use', card: '@t1', ability: 'trick' }], exclude: [{ type: 'play' }, { type: 'develop' }] } } },
        { type: 'play', card: '@h', zone: 'kingdom', illegal: 'not in response' },
        { type: 'develop', card: '@h', zone: 'kingdom', illegal: 'not in response' },
        { type: 'pass', player: 1 }, // P2 has nothing left: both passed, the chain resolves
        // chain resolved: the Grunt is in play and cards may be played again
        { expect: { chain: 0, '@g.loc': 'kingdom', prompt: { player: 1, kind: 'action' }, options: { include: [{ type: 'play', card: '@h', zone: 'kingdom' }] } } },
      ],
    });
  });

  it('unique: a second copy cannot be played while one is in play (the opponent\'s or a discarded copy does not matter)', () => {
    expectScenario({
      players: board(
        { capital: 'dwarf', resources: 9, hand: [{ card: 'Thane', as: 'th2' }, 'Wall'], quest: { cards: ['Thane'] } },
        { quest: { cards: ['Thane'] } },
      ),
      decisions: [
        { expect: { options: { exclude: [{ type: 'play', card: '@th2' }] } } },
        { type: 'play', card: '@th2', zone: 'battlefield', illegal: 'already have Thane (unique) in play' },
      ],
    });
    expectScenario({
      players: board({ capital: 'dwarf', resources: 9, hand: [{ card: 'Thane', as: 'th2' }, 'Wall'], discard: ['Thane'] }, { quest: { cards: ['Thane'] } }),
      decisions: [{ type: 'play', card: '@th2', zone: 'battlefield' }],
      expect: { '@th2.loc': 'battlefield' },
    });
  });

  it('limit one Hero per zone: a second Hero cannot go into the same zone, another zone is fine', () => {
    expectScenario({
      players: board({ capital: 'dwarf', resources: 9, hand: [{ card: 'Captain', as: 'c' }, 'Wall'], kingdom: { cards: ['Thane'] } }),
      decisions: [
        { expect: { options: { exclude: [{ type: 'play', card: '@c', zone: 'kingdom' }], include: [{ type: 'play', card: '@c', zone: 'quest' }] } } },
        { type: 'play', card: '@c', zone: 'kingdom', illegal: 'already has a Hero' },
        { type: 'play', card: '@c', zone: 'quest' },
      ],
      expect: { '@c.loc': 'quest' },
    });
  });

  it('Limited: only one Limited card per turn', () => {
    expectScenario({
      players: board({ resources: 9, hand: [{ card: 'Village', as: 'v1' }, { card: 'Village', as: 'v2' }, 'Wall'] }),
      decisions: [
        { type: 'play', card: '@v1', zone: 'kingdom' },
        { expect: { '@v1.loc': 'kingdom', options: { exclude: [{ type: 'play', card: '@v2' }] } } },
        { type: 'play', card: '@v2', zone: 'kingdom', illegal: 'already played a Limited card this turn' },
      ],
      expect: { '@v2.loc': 'hand', 'p1.resources': 8 },
    });
    // a Limited card played earlier in the turn (scenario flag)
    expectScenario({
      players: board({ resources: 9, limitedPlayed: true, hand: [{ card: 'Village', as: 'v' }, 'Wall'] }),
      decisions: [{ type: 'play', card: '@v', zone: 'quest', illegal: 'Limited' }],
    });
  });

  it('Limited resets on the next turn of the player', () => {
    expectScenario({
      turn: 3,
      phase: 'endTurn',
      players: board({ limitedPlayed: true, hand: [{ card: 'Village', as: 'v' }] }, { hand: ['Wall'] }),
      decisions: [
        { type: 'pass', player: 2 }, // turn 4: P2's capital phase
        { expect: { turn: 5, active: 1, phase: 'capital', options: { include: [{ type: 'play', card: '@v', zone: 'kingdom' }] } } },
        { type: 'play', card: '@v', zone: 'kingdom' },
      ],
      expect: { '@v.loc': 'kingdom' },
    });
  });

  it('zone-only cards (Battlefield only) can enter play only in that zone', () => {
    expectScenario({
      players: board({ resources: 5, hand: [{ card: 'Skirmisher', as: 's' }, 'Wall'] }),
      decisions: [
        { expect: { options: { include: [{ type: 'play', card: '@s', zone: 'battlefield' }], exclude: [{ type: 'play', card: '@s', zone: 'kingdom' }, { type: 'play', card: '@s', zone: 'quest' }] } } },
        { type: 'play', card: '@s', zone: 'kingdom', illegal: 'may enter play only in your battlefield' },
        { type: 'play', card: '@s', zone: 'battlefield' },
      ],
      expect: { '@s.loc': 'battlefield' },
    });
  });

  it('quests are played only into the quest zone', () => {
    expectScenario({
      players: board({ resources: 5, hand: [{ card: 'Long Road', as: 'q' }, 'Wall'] }),
      decisions: [
        { type: 'play', card: '@q', zone: 'kingdom', illegal: 'goes into your quest zone' },
        { type: 'play', card: '@q', zone: 'battlefield', illegal: 'goes into your quest zone' },
        { type: 'play', card: '@q', zone: 'quest' },
      ],
      expect: { '@q.loc': 'quest', 'p1.quest.supports': ['Long Road'] },
    });
  });

  it('X cost: the player chooses X (0 allowed) up to what he can pay', () => {
    expectScenario({
      players: board({ resources: 2, hand: [{ card: 'Swarm', as: 'sw' }, { card: 'Swarm', as: 'sw2' }, 'Wall'] }),
      decisions: [
        {
          expect: {
            options: {
              include: [
                { type: 'play', card: '@sw', zone: 'kingdom', x: 0 },
                { type: 'play', card: '@sw', zone: 'kingdom', x: 1 },
                { type: 'play', card: '@sw', zone: 'kingdom', x: 2 },
              ],
              exclude: [{ type: 'play', card: '@sw', zone: 'kingdom', x: 3 }],
            },
          },
        },
        { type: 'play', card: '@sw', zone: 'kingdom', x: 3, illegal: 'costs 3 but you have 2' },
        { type: 'play', card: '@sw', zone: 'kingdom', x: -1, illegal: 'illegal play' },
        { type: 'play', card: '@sw', zone: 'kingdom', x: 0 },
        { expect: { '@sw.loc': 'kingdom', 'p1.resources': 2 } },
        { type: 'play', card: '@sw2', zone: 'battlefield', x: 2 },
      ],
      expect: { '@sw2.loc': 'battlefield', 'p1.resources': 0 },
    });
  });

  it('a non-X card rejects an X value', () => {
    expectScenario({
      players: board({ resources: 5, hand: [{ card: 'Grunt', as: 'g' }, 'Wall'] }),
      decisions: [{ type: 'play', card: '@g', zone: 'kingdom', x: 1, illegal: 'invalid X value' }],
    });
  });

  it('a played card goes on the chain (cost already paid) and the opponent may respond before it enters play', () => {
    const r = expectScenario({
      players: board({ resources: 5, hand: [{ card: 'Brute', as: 'b' }, 'Wall'] }, { kingdom: { cards: [{ card: 'Trickster', as: 't2' }] } }),
      decisions: [
        { type: 'play', card: '@b', zone: 'battlefield', player: 1 },
        { expect: { '@b.loc': 'chain', chain: 1, 'p1.resources': 2, prompt: { player: 2, kind: 'action' }, 'p1.battlefield.units': [] } },
        { type: 'use', card: '@t2', ability: 'trick', player: 2 },
      ],
      expect: { chain: 0, '@b.loc': 'battlefield' },
    });
    const log = logLines(r.state);
    const t = log.findIndex((l) => l.includes('Trickster') && l.includes('resolves'));
    const b = log.findIndex((l) => l.includes('Brute') && l.includes('enters play'));
    expect(t).toBeGreaterThan(-1);
    expect(b).toBeGreaterThan(t); // the response resolved first
  });
});
