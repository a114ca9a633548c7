/**
 * Developments that are also units ("becomes a unit with ... It still counts as a development":
 * Kairos Fateweaver, Spellsinger, Bolt of Change): `countsAsUnit`, constant `becomesUnit`, the DSL's
 * `becomeUnit` lasting effect, `losesAllPower`, and the developments rules of the state check
 * (FAQ: Developments — only a development again: no damage; never controlled by a non-owner).
 */
import { describe, expect, it } from 'vitest';
import { EV, runScenario, type CardDef, type GameState } from '../../src/index.js';
import { stateChecks } from '../../src/flow/stateChecks.js';
import { destroy } from '../../src/effects/movement.js';
import { cardsThisTurn } from '../../src/effects/events.js';
import { action, constant, development, gain, TARGET, unit } from '../../src/dsl.js';
import { board, expectScenario, registerFixtures } from '../helpers.js';

function card(id: string, name: string, extra: Partial<CardDef>): CardDef {
  return { id, name, type: 'Support', race: 'Neutral', cost: 0, loyalty: 0, power: 0, hitPoints: 0, traits: [], unique: false, hero: false, keywords: {}, entry: null, raceSymbols: [], implemented: true, ...extra };
}

registerFixtures([
  // "Each development you control is also a unit with 2 power and 2 hit points."
  card('t0951', 'Stone Oracle', { abilities: [constant({ affects: development({ controller: 'you' }), modify: { becomesUnit: { power: 2, hitPoints: 2 } } })] }),
  // "Target development becomes a unit with 1 power and 3 hit points until the end of the turn."
  card('t0952', 'Awaken', { type: 'Tactic', abilities: [action({ target: development(), effect: gain(TARGET, { becomesUnit: { power: 1, hitPoints: 3 } }) })] }),
  // "Attach to a unit or development. Attached card loses all power."
  card('t0953', 'Null Seal', {
    traits: ['Attachment'],
    attach: { to: { type: ['unit', 'development'] } },
    abilities: [constant({ affects: 'host', modify: { losesAllPower: true } })],
  }),
  // "Attach to a target unit."
  card('t0954', 'Spear', { traits: ['Attachment'], attach: { to: unit() } }),
]);

/** The instance id of the first card of this definition (test boards hold one). */
function idOf(state: GameState, def: string): number {
  return state.cards.find((c) => c.def === def)!.id;
}


describe('developments made units by a constant effect (becomesUnit)', () => {
  it('are units with the given power and hit points, still developments; no printed text or keywords; targeted, damaged and destroyed as units', () => {
    const r = expectScenario({
      phase: 'capital',
      players: board(
        { resources: 0, hand: ['Bolt', 'Bolt', 'Grunt'], kingdom: { cards: ['Stone Oracle'], developments: [{ card: 'Shieldbearer', as: 'd' }] } },
        { kingdom: { developments: [{ card: 'Grunt', as: 'o' }] } },
      ),
      decisions: [
        {
          expect: {
            'p1.kingdom.units': ['Shieldbearer'],
            '@d.dev': true,
            '@d.faceDown': true,
            '@d.power': 2,
            '@d.hitPoints': 2,
            'p1.kingdom.developments': 1,
            'p1.kingdom.hitPoints': 9,
            'p1.kingdom.power': 3 + 2,
            'p2.kingdom.units': [],
            '@o.power': 0,
          },
        },
        // the only unit in play is the development (P2's is no unit): it is the Bolt's target
        { type: 'play', card: 'Bolt' },
        { type: 'pass' },
        // its printed Toughness 1 is not read: the damage is dealt
        { expect: { '@d.damage': 1 } },
        { type: 'play', card: 'Bolt' },
      ],
      expect: { '@d.loc': 'discard', 'p1.kingdom.developments': 0, 'p1.kingdom.hitPoints': 8 },
    });
    const d = idOf(r.state, 't0003');
    expect(cardsThisTurn(r.state, EV.leftPlay)).toContain(d);
    expect(cardsThisTurn(r.state, EV.destroyed)).toContain(d);
  });

  it('attack from the battlefield and defend their zone (facedown)', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { battlefield: { cards: ['Stone Oracle'], developments: [{ card: 'Grunt', as: 'a' }] } },
        { kingdom: { cards: ['Stone Oracle'], developments: [{ card: 'Grunt', as: 'b' }] } },
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@a' },
        { type: 'defender', card: '@b', player: 2 },
        { type: 'assign', target: '@b', amount: 2 },
        { type: 'assign', target: '@a', amount: 2, player: 2 },
      ],
      expect: { '@a.loc': 'discard', '@b.loc': 'discard' },
    });
  });

  it('are only developments again when the effect ends: damage removed, out of the combat', () => {
    const r = expectScenario({
      phase: 'battlefield',
      players: board({ battlefield: { cards: [{ card: 'Stone Oracle', as: 'so' }], developments: [{ card: 'Brute', as: 'd', damage: 1 }] } }),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@d' },
      ],
      expect: { 'combat.attackers': ['Brute'], '@d.damage': 1 },
    });
    const state = r.state;
    const d = idOf(state, 't0002');
    destroy(state, idOf(state, 't0951'));
    stateChecks(state);
    expect(state.cards[d]!.loc).toBe('battlefield');
    expect(state.cards[d]!.damage).toBe(0);
    expect(state.combat!.attackers).not.toContain(d);
  });
});

describe('a development made a unit for a while (becomeUnit)', () => {
  it('is a unit until the end of the turn, then only a development without its damage', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 0, hand: ['Awaken', 'Bolt', 'Grunt'], battlefield: { developments: [{ card: 'Brute', as: 'd' }] } }),
      decisions: [
        { type: 'play', card: 'Awaken' },
        { type: 'pass' },
        { expect: { 'p1.battlefield.units': ['Brute'], '@d.power': 1, '@d.hitPoints': 3 } },
        { type: 'play', card: 'Bolt' },
        { expect: { '@d.damage': 1 } },
        // the battlefield phase: it could attack; P1 declares no attack
        { expect: { prompt: { player: 1, kind: 'attackZone' } } },
        { type: 'pass' },
      ],
      expect: { turn: 4, '@d.loc': 'battlefield', '@d.dev': true, '@d.damage': 0, '@d.power': 0, 'p1.battlefield.units': [] },
    });
  });

  it('with several such effects it has the highest power and the highest hit points among them', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 0, hand: ['Awaken', 'Grunt'], kingdom: { cards: ['Stone Oracle'] }, battlefield: { developments: [{ card: 'Brute', as: 'd' }] } }),
      decisions: [{ type: 'play', card: 'Awaken' }],
      expect: { '@d.power': 2, '@d.hitPoints': 3 },
    });
  });
});

describe('attachments and control', () => {
  it('an attachment for units goes onto a development that is a unit; one that makes its host lose all power zeroes it', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 0, hand: [{ card: 'Spear', as: 's' }, { card: 'Null Seal', as: 'n' }, 'Grunt'], kingdom: { cards: ['Stone Oracle'], developments: [{ card: 'Grunt', as: 'd' }] } },
        { kingdom: { developments: [{ card: 'Grunt', as: 'o' }] } },
      ),
      decisions: [
        { expect: { options: { include: [{ type: 'play', card: '@s', zone: 'kingdom', target: '@d' }, { type: 'play', card: '@n', zone: 'kingdom', target: '@o' }], exclude: [{ type: 'play', card: '@s', zone: 'kingdom', target: '@o' }] } } },
        { type: 'play', card: '@s', zone: 'kingdom', target: '@d' },
        { type: 'play', card: '@n', zone: 'kingdom', target: '@d' },
      ],
      expect: { '@s.loc': 'kingdom', '@n.loc': 'kingdom', '@d.power': 0, '@d.hitPoints': 2, 'p1.kingdom.units': ['Grunt'] },
    });
  });

  it('a development taken control of by a player who does not own it is discarded (FAQ: Developments)', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 0, hand: ['Seize', 'Grunt'] }, { kingdom: { cards: ['Stone Oracle'], developments: [{ card: 'Brute', as: 'd' }] } }),
      decisions: [{ type: 'play', card: 'Seize' }],
      expect: { '@d.loc': 'discard', 'p2.discard': ['Brute'], 'p1.kingdom.developments': 0, 'p2.kingdom.developments': 0 },
    });
  });
});

describe('without such an effect', () => {
  it('a development is no unit: not targetable as one, no power, no attack', () => {
    const r = runScenario({
      phase: 'capital',
      players: board({ resources: 0, hand: ['Bolt', 'Grunt'], battlefield: { developments: [{ card: 'Brute', as: 'd' }] } }),
      decisions: [{ expect: { 'p1.battlefield.units': [], '@d.power': 0, '@d.hitPoints': 0, options: { exclude: [{ type: 'play', card: 'Bolt' }] } } }],
    });
    expect(r.failures).toEqual([]);
  });
});
