/**
 * Rule classes that must come out right (issue 9, section 4), each with test cards written in the
 * card language: attachment requirements that hold at all times, cards that lost their text,
 * target taxes that apply to what they say, lethal damage counting every cancellation, global
 * "damage cannot be cancelled", triggered actions at the first opportunity, damage modifiers on
 * every damage, chosen amounts — and reproductions of what fuzzing found in the old engine.
 */
import { describe, expect, it } from 'vitest';
import { buildScenario, legalOptions, runScenario, type CardDef, type GameState } from '../../src/index.js';
import { attachExperience, destroy } from '../../src/effects/movement.js';
import { advance } from '../../src/flow/advance.js';
import {
  action,
  addTokens,
  atRandom,
  beginTurn,
  chooseNumber,
  chosen,
  chosenNumber,
  choice,
  constant,
  destroy as destroyEffect,
  development,
  draw,
  entersPlay,
  forced,
  fromHand,
  gain,
  leavesPlay,
  moveDamage,
  OPPONENT,
  playTacticFree,
  sacrifice,
  SELF,
  tactic,
  TARGET,
  target,
  turnFacedown,
  unit,
  YOU,
  damage,
} from '../../src/dsl.js';
import { board, expectScenario, registerFixtures, testUnit } from '../helpers.js';

function card(id: string, name: string, extra: Partial<CardDef>): CardDef {
  return { id, name, type: 'Support', race: 'Neutral', cost: 0, loyalty: 0, power: 0, hitPoints: 0, traits: [], unique: false, hero: false, keywords: {}, entry: null, raceSymbols: [], implemented: true, ...extra };
}
const tacticCard = (id: string, name: string, abilities: CardDef['abilities']) => card(id, name, { type: 'Tactic', abilities });

const TEST_CARDS: CardDef[] = [
  card('t0801', 'Yoke', { traits: ['Attachment'], attach: { to: unit({ controller: 'you' }) }, abilities: [constant({ affects: 'host', modify: { power: 1 } })] }),
  card('t0802', 'Plate', { traits: ['Attachment'], attach: { to: unit() } }),
  card('t0803', 'Banner', { traits: ['Attachment'], attach: { to: unit(), enter: { zone: 'battlefield', controller: 'you' } } }),
  tacticCard('t0804', 'Petrify', [action({ target: unit(), effect: turnFacedown(TARGET) })]),
  testUnit('t0805', 'Martyr', { abilities: [forced({ when: leavesPlay(), effect: draw(YOU, 1) })] }),
  tacticCard('t0806', 'Hush', [action({ target: unit(), effect: gain(TARGET, { blank: true }) })]),
  tacticCard('t0807', 'Oath', [action({ target: unit(), effect: gain(TARGET, { targetTax: { amount: 2, of: 'actions', by: 'others' } }) })]),
  testUnit('t0808', 'Sniper', { abilities: [forced({ when: beginTurn(), target: unit({ controller: 'opponent' }), effect: damage(TARGET, 1) })] }),
  card('t0809', 'Fury', { abilities: [constant({ rules: { damageUncancellable: 'all' } })] }),
  tacticCard('t0810', 'Siphon', [
    action({ targets: [unit({ damaged: true }), unit({ not: { target: 0 } })], effect: [choice('n', chooseNumber(0, 3, { label: 'damage to move' })), moveDamage(TARGET, target(1), chosenNumber('n'))] }),
  ]),
  testUnit('t0811', 'Hoarder', { abilities: [action({ cost: sacrifice(SELF), effect: [addTokens(SELF, 1), draw(YOU, 1)] })] }),
  testUnit('t0812', 'Zealot', { race: 'Empire', raceSymbols: ['Empire'], abilities: [forced({ when: entersPlay(), target: unit({ notRaceOfCapital: true }), effect: destroyEffect(TARGET) })] }),
  card('t0813', 'Idol', { abilities: [constant({ affects: development({ controller: 'you' }), modify: { becomesUnit: { power: 2, hitPoints: 2 } } })] }),
  tacticCard('t0814', 'Mind Thief', [
    action({
      effect: [
        choice('seen', atRandom(fromHand({}, { whose: OPPONENT, min: 0, max: 2 }))),
        choice('play', fromHand(tactic({ is: chosen('seen') }), { whose: OPPONENT, min: 0, max: 2 })),
        playTacticFree(chosen('play')),
      ],
    }),
  ]),
  card('t0815', 'Cleaver', { traits: ['Attachment'], attach: { to: unit() }, abilities: [constant({ affects: 'host', modify: { power: 2 } })] }),
  card('t0816', 'Doubling Drum', { abilities: [constant({ rules: { doubleDamageToUnits: true } })] }),
  // "Opponents pay 1 more for each effect that targets this unit."
  testUnit('t0817', 'Bastion', { hitPoints: 3, abilities: [constant({ modify: { targetTax: { amount: 1 } } })] }),
  // An attachment that may sit on a unit or on another attachment (so one attachment can carry another).
  card('t0818', 'Barnacle', { traits: ['Attachment'], attach: { to: { type: ['unit', 'attachment'] } } }),
];
registerFixtures(TEST_CARDS);

/** Every card is in exactly one place (conservation): its location and exactly one list agree. */
function conserved(state: GameState): string[] {
  const seen = new Map<number, string>();
  const problems: string[] = [];
  const note = (id: number, where: string) => {
    if (seen.has(id)) problems.push(`#${id} is in ${seen.get(id)} and ${where}`);
    seen.set(id, where);
  };
  state.players.forEach((p, i) => {
    for (const l of ['deck', 'hand', 'discard'] as const) for (const id of p[l]) note(id, `p${i}.${l}`);
    for (const z of ['kingdom', 'quest', 'battlefield'] as const) for (const id of p.zones[z].cards) note(id, `p${i}.${z}`);
    if (p.legend >= 0) note(p.legend, `p${i}.legend`);
    for (const id of p.legendAttachments) note(id, `p${i}.legendAttachments`);
  });
  for (const c of state.cards) if (!seen.has(c.id) && c.loc !== 'chain' && c.loc !== 'removed') problems.push(`#${c.id} (${c.loc}) is nowhere`);
  return problems;
}

describe('attachment requirements other than zone hold at all times', () => {
  it('"a unit you control": the attachment is discarded when its host is taken by the opponent', () => {
    expectScenario({
      phase: 'capital',
      players: board({ kingdom: { cards: [{ card: 'Brute', as: 'b' }, { card: 'Yoke', as: 'y', attachedTo: '@b' }] } }, { hand: ['Seize', 'Seize'] }),
      active: 2,
      decisions: [{ type: 'play', card: 'Seize' }, { type: 'pass' }],
      expect: { '@b.controller': 2, '@y.loc': 'discard' },
    });
  });

  it('"a unit": the attachment is discarded when its host becomes a development', () => {
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Petrify', 'Grunt'], kingdom: { cards: [{ card: 'Brute', as: 'b' }, { card: 'Plate', as: 'p', attachedTo: '@b' }] } }),
      decisions: [{ type: 'play', card: 'Petrify' }],
      expect: { '@b.dev': true, '@p.loc': 'discard' },
    });
  });

  it('a zone requirement, and "your" zone, count only on entry: a Banner stays when its host moves or changes sides', () => {
    expectScenario({
      phase: 'capital',
      players: board({ battlefield: { cards: [{ card: 'Brute', as: 'b' }, { card: 'Banner', as: 'f', attachedTo: '@b' }] } }, { hand: ['Seize', 'Seize'] }),
      active: 2,
      decisions: [{ type: 'play', card: 'Seize' }, { type: 'pass' }],
      expect: { '@b.controller': 2, '@f.loc': 'battlefield' },
    });
  });

  it('on entry a Banner needs a unit in its player\'s battlefield', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 3, hand: [{ card: 'Banner', as: 'f' }], kingdom: { cards: [{ card: 'Brute', as: 'k' }] }, battlefield: { cards: [{ card: 'Grunt', as: 'g' }] } }),
      decisions: [{ expect: { options: { include: [{ type: 'play', card: '@f', target: '@g' }], exclude: [{ type: 'play', card: '@f', target: '@k' }] } } }],
    });
  });
});

describe('a card that lost its text or its Forced effects has no leave-play triggers either', () => {
  it('a blank Martyr leaving play draws nothing; one with its text does', () => {
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Hush', 'Bolt', 'Wall'], kingdom: { cards: [{ card: 'Martyr', as: 'm', damage: 1 }] } }),
      decisions: [{ type: 'play', card: 'Hush' }, { type: 'pass' }, { type: 'play', card: 'Bolt' }],
      expect: { '@m.loc': 'discard', 'p1.hand.count': 1 },
    });
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Bolt', 'Wall'], kingdom: { cards: [{ card: 'Martyr', as: 'm', damage: 1 }] } }),
      decisions: [{ type: 'play', card: 'Bolt' }],
      expect: { '@m.loc': 'discard', 'p1.hand.count': 2 },
    });
  });
});

describe('target taxes apply to what their card says, whenever they apply', () => {
  it('a tax on actions (Iron Discipline-like) is paid by actions, not by a forced effect targeting the unit', () => {
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board({ hand: ['Grunt'], kingdom: { cards: [{ card: 'Sniper', as: 's' }] } }, { hand: ['Oath', 'Bolt'], resources: 2, kingdom: { cards: [{ card: 'Brute', as: 'x' }] } }),
      decisions: [
        { type: 'play', card: 'Oath' },
        { type: 'target', target: '@x' },
        { type: 'pass' },
        // an action targeting the protected Brute costs 2 more: with 2 resources, the Bolt may target it
        { type: 'play', card: 'Bolt' },
        { type: 'target', target: '@x' },
      ],
      // the Bolt paid 2 for its target; then in P1's turn his Sniper's forced effect targeted the Brute for free
      expect: { turn: 4, 'p2.resources': 0, '@x.damage': 2, log: ['plays Bolt#13 (pays 2)', 'Sniper#11 resolves'] },
    });
  });

  it('a tax on every effect (King Kazador-like) is paid by a forced effect too, or the unit cannot be its target', () => {
    expectScenario({
      phase: 'beginTurn',
      players: board({ resources: 1, hand: ['Grunt'], kingdom: { cards: [{ card: 'Sniper', as: 's' }] } }, { kingdom: { cards: [{ card: 'Bastion', as: 'x' }] } }),
      decisions: [{ expect: { '@x.damage': 1 } }],
    });
    expectScenario({
      phase: 'beginTurn',
      players: board({ resources: 0, hand: ['Grunt'], kingdom: { cards: [{ card: 'Sniper', as: 's' }] } }, { kingdom: { cards: [{ card: 'Bastion', as: 'x' }] } }),
      decisions: [{ expect: { '@x.damage': 0, log: ['no valid unit; the effect is cancelled'] } }],
    });
  });
});

describe('lethal damage counts every active cancellation and prevention, and none of it when damage cannot be cancelled', () => {
  it('a shielded defender needs its hit points plus the shield before the capital may be assigned damage', () => {
    expectScenario({
      phase: 'battlefield',
      players: board({ battlefield: { cards: [{ card: 'Brute', as: 'a' }, { card: 'Brute', as: 'a2' }, { card: 'Brute', as: 'a3' }] } }, { hand: ['Ward'], kingdom: { cards: [{ card: 'Grunt', as: 'g' }] } }),
      decisions: [
        { type: 'pass', player: 2 },
        { type: 'attack', zone: 'kingdom' },
        { type: 'pass', player: 2 },
        { type: 'attacker', card: '@a' },
        { type: 'attacker', card: '@a2' },
        { type: 'attacker', card: '@a3' },
        { type: 'play', card: 'Ward', player: 2 }, // the next 2 damage to the Grunt are cancelled
        { type: 'target', target: '@g', player: 2 },
        { type: 'defender', card: '@g', player: 2 },
        { type: 'assign', target: '@g', amount: 2 },
        // 1 hit point + 2 cancelled: not lethal yet
        { expect: { options: { exclude: [{ type: 'assign', target: 'kingdom' }] } } },
        { type: 'assign', target: '@g', amount: 1 },
        { expect: { options: { include: [{ type: 'assign', target: 'kingdom', amount: 3 }] } } },
        { type: 'assign', target: 'kingdom', amount: 3 },
        { type: 'assign', target: '@a', amount: 1, player: 2 },
      ],
      // the Ward took 2 of the 3: the last one destroys the Grunt
      expect: { '@g.loc': 'discard', 'p2.kingdom.damage': 3 },
    });
  });

  it('with damage that cannot be cancelled, Toughness does not count towards lethal', () => {
    expectScenario({
      phase: 'battlefield',
      players: board({ battlefield: { cards: [{ card: 'Brute', as: 'a' }, { card: 'Grunt', as: 'b' }] }, kingdom: { cards: ['Fury'] } }, { kingdom: { cards: [{ card: 'Shieldbearer', as: 'sb' }] } }),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@a' },
        { type: 'attacker', card: '@b' },
        { type: 'defender', card: '@sb', player: 2 },
        { type: 'assign', target: '@sb', amount: 2 },
        // 2 hit points are lethal: Toughness 1 cancels nothing of it
        { expect: { options: { include: [{ type: 'assign', target: 'kingdom', amount: 1 }] } } },
      ],
    });
  });
});

describe('"damage cannot be cancelled" covers what its words cover', () => {
  it('all damage: Toughness cancels none of a Bolt\'s damage while Fury is in play', () => {
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Bolt', 'Wall'], kingdom: { cards: ['Fury'] } }, { kingdom: { cards: [{ card: 'Shieldbearer', as: 'sb' }] } }),
      decisions: [{ type: 'play', card: 'Bolt' }],
      expect: { '@sb.damage': 1 },
    });
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Bolt', 'Wall'] }, { kingdom: { cards: [{ card: 'Shieldbearer', as: 'sb' }] } }),
      decisions: [{ type: 'play', card: 'Bolt' }],
      expect: { '@sb.damage': 0 },
    });
  });
});

describe('triggered actions: at the first opportunity in the next action window, or never', () => {
  it('the player who does something else at his first opportunity loses it', () => {
    expectScenario({
      phase: 'beginTurn',
      players: board({ hand: ['Grunt'], quest: { cards: [{ card: 'Herald', as: 'h' }] }, kingdom: { cards: [{ card: 'Trickster', as: 't' }] } }),
      decisions: [
        { expect: { options: { include: [{ type: 'use', card: '@h', ability: 'action' }, { type: 'use', card: '@t', ability: 'trick' }] } } },
        { type: 'use', card: '@t', ability: 'trick' },
        // the chain resolves; the window reopens — the Herald's moment has passed
        { expect: { options: { exclude: [{ type: 'use', card: '@h', ability: 'action' }] } } },
      ],
    });
  });
});

describe('damage modifiers apply to every damage their text covers', () => {
  it('"double all damage assigned to units" doubles Counterstrike too', () => {
    {
      expectScenario({
        phase: 'battlefield',
        players: board({ battlefield: { cards: [{ card: 'Wall', as: 'w' }] } }, { kingdom: { cards: [{ card: 'Striker', as: 's' }, 'Doubling Drum'] } }),
        decisions: [
          { type: 'attack', zone: 'kingdom' },
          { type: 'attacker', card: '@w' },
          { type: 'defender', card: '@s', player: 2 },
        ],
        // Counterstrike 2, doubled: the 4-hit-point Wall is destroyed
        expect: { '@w.loc': 'discard' },
      });
    }
  });
});

describe('"up to X" amounts are chosen', () => {
  it('the player picks how much damage moves', () => {
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Siphon', 'Grunt'], kingdom: { cards: [{ card: 'Wall', as: 'w', damage: 3 }] } }, { kingdom: { cards: [{ card: 'Brute', as: 'b' }] } }),
      decisions: [
        // (its two targets are the only candidates: chosen for the player)
        { type: 'play', card: 'Siphon' },
        { expect: { prompt: { player: 1, kind: 'choose' }, options: { include: [{ type: 'number', value: 0 }, { type: 'number', value: 3 }] } } },
        { type: 'number', value: 2 },
      ],
      expect: { '@w.damage': 1, '@b.damage': 2 },
    });
  });
});

describe('found by fuzzing the old engine', () => {
  it('a card leaving play with an attachment that has its own attachment: every card ends in one place', () => {
    const r = expectScenario({
      phase: 'capital',
      players: board(
        { hand: ['Bolt', 'Bolt', 'Wall'] },
        { kingdom: { cards: [{ card: 'Grunt', as: 'g' }, { card: 'Plate', as: 'p', attachedTo: '@g' }, { card: 'Barnacle', as: 'c', attachedTo: '@p' }] } },
      ),
      decisions: [{ type: 'play', card: 'Bolt' }, { type: 'pass' }],
      expect: { '@g.loc': 'discard', '@p.loc': 'discard', '@c.loc': 'discard' },
    });
    expect(conserved(r.state)).toEqual([]);
  });

  it("experience on a legend sits with the legend, in no zone, and goes to the discard pile with it", () => {
    const { state, aliases } = buildScenario({ players: board({ capital: 'dwarf', hand: ['Grunt'], legend: { card: 'Ancestor Lord', as: 'l' }, deck: ['Grunt', 'Grunt', 'Grunt', 'Wall', 'Wall'] }) });
    const l = aliases.get('l')!;
    expect(attachExperience(state, l, 0, 2)).toBe(2);
    expect(state.players[0].legendAttachments).toHaveLength(2);
    for (const z of ['kingdom', 'quest', 'battlefield'] as const) expect(state.players[0].zones[z].cards.filter((id) => state.cards[id]!.attachedTo === l)).toEqual([]);
    expect(conserved(state)).toEqual([]);
    state.prompt = null;
    destroy(state, l);
    advance(state);
    expect(state.players[0].legend).toBe(-1);
    expect(state.players[0].legendAttachments).toEqual([]);
    expect(state.players[0].discard).toHaveLength(3);
    expect(conserved(state)).toEqual([]);
  });

  it('a tactic played from the opponent\'s hand is played once, and goes to its owner\'s discard pile', () => {
    const r = expectScenario({
      phase: 'capital',
      players: board({ hand: ['Mind Thief', 'Grunt'] }, { hand: [{ card: 'Bolt', as: 'b' }], kingdom: { cards: [{ card: 'Wall', as: 'w' }] } }),
      decisions: [
        { type: 'play', card: 'Mind Thief' },
        { type: 'pass', player: 2 },
        // the only revealed card is the Bolt: P1 may play it for free ("may": he picks it), its one target chosen for him
        { type: 'target', target: '@b' },
      ],
      expect: { '@b.loc': 'discard', '@w.damage': 1, 'p2.discard': ['Bolt'] },
    });
    expect(conserved(r.state)).toEqual([]);
  });

  it('a card that left play gains no resource tokens', () => {
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Grunt'], kingdom: { cards: [{ card: 'Hoarder', as: 'h' }] } }),
      decisions: [{ type: 'use', card: '@h', ability: 'action' }],
      expect: { '@h.loc': 'discard', '@h.tokens': 0, 'p1.hand.count': 2 },
    });
  });

  it('a facedown development that is a unit has no race: it is not a unit "not of its capital\'s race"', () => {
    const r = runScenario({
      phase: 'capital',
      players: board({ resources: 3, hand: ['Zealot', 'Grunt'] }, { kingdom: { cards: ['Idol'], developments: [{ card: 'Grunt', as: 'd' }] } }),
      decisions: [{ type: 'play', card: 'Zealot', zone: 'kingdom' }],
      expect: { '@d.loc': 'kingdom', '@d.dev': true },
    });
    expect(r.failures).toEqual([]);
    // nothing to destroy: not even a prompt offering the development
    expect(legalOptions(r.state).some((o) => o.type === 'target')).toBe(false);
  });
});
