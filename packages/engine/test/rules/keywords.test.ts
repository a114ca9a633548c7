import { describe, expect, it } from 'vitest';
import { buildScenario, logLines } from '../../src/index.js';
import { dealDamageToUnit, NON_COMBAT } from '../../src/effects/damage.js';
import { board, expectScenario } from '../helpers.js';
import { T } from '../fixtures.js';

describe('keywords', () => {
  describe('Counterstrike', () => {
    it('deals its damage to an attacker when declared as a defender, before damage is assigned', () => {
      expectScenario({
        phase: 'battlefield',
        players: board({ battlefield: { cards: [{ card: 'Brute', as: 'b' }] } }, { kingdom: { cards: [{ card: 'Striker', as: 's' }] } }),
        decisions: [
          { type: 'attack', zone: 'kingdom' },
          { type: 'attacker', card: '@b' },
          { type: 'defender', card: '@s' },
          { expect: { prompt: { player: 1, kind: 'assignDamage' }, '@b.damage': 2, '@s.damage': 0 } },
          { type: 'assign', target: '@s', amount: 2 },
          { type: 'assign', target: '@b', amount: 1 }, // the Striker still deals its combat damage
        ],
        expect: { '@b.loc': 'discard', '@s.loc': 'discard', log: ['Counterstrike of Striker#'] },
      });
    });

    it('is uncancellable: Toughness on the attacker does not reduce it', () => {
      expectScenario({
        phase: 'battlefield',
        players: board({ battlefield: { cards: [{ card: 'Shieldbearer', as: 'sb' }] } }, { kingdom: { cards: [{ card: 'Striker', as: 's' }] } }),
        decisions: [
          { type: 'attack', zone: 'kingdom' },
          { type: 'attacker', card: '@sb' },
          { type: 'defender', card: '@s' },
        ],
        // destroyed before assigning: no damage reaches the Striker or the capital
        expect: { '@sb.loc': 'discard', '@s.damage': 0, 'p2.kingdom.damage': 0, 'combat.attackers': [] },
      });
    });

    it('the defender chooses which single attacker it hits', () => {
      expectScenario({
        phase: 'battlefield',
        players: board({ battlefield: { cards: [{ card: 'Brute', as: 'b1' }, { card: 'Brute', as: 'b2' }] } }, { kingdom: { cards: [{ card: 'Striker', as: 's' }] } }),
        decisions: [
          { type: 'attack', zone: 'kingdom' },
          { type: 'attacker', card: '@b1' },
          { type: 'attacker', card: '@b2' },
          { type: 'defender', card: '@s' },
          { expect: { prompt: { player: 2, kind: 'choose' }, options: { include: [{ type: 'target', target: '@b1' }, { type: 'target', target: '@b2' }], exclude: [{ type: 'pass' }] } } },
          { type: 'target', target: '@b2' },
        ],
        expect: { '@b1.damage': 0, '@b2.damage': 2, 'prompt.kind': 'assignDamage' },
      });
    });

    it('an attacker killed by Counterstrike deals no combat damage', () => {
      expectScenario({
        phase: 'battlefield',
        players: board({ battlefield: { cards: [{ card: 'Grunt', as: 'g' }] } }, { kingdom: { cards: [{ card: 'Striker', as: 's' }] } }),
        decisions: [
          { type: 'attack', zone: 'kingdom' },
          { type: 'attacker', card: '@g' },
          { type: 'defender', card: '@s' },
        ],
        expect: { '@g.loc': 'discard', '@s.damage': 0, 'p2.kingdom.damage': 0, turn: 4 },
      });
    });
  });

  describe('Raider', () => {
    it('the attacker gains resources for each surviving attacking Raider only', () => {
      expectScenario({
        phase: 'battlefield',
        players: board({ resources: 0, battlefield: { cards: [{ card: 'Raider', as: 'r1' }, { card: 'Raider', as: 'r2' }] } }, { kingdom: { cards: [{ card: 'Brute', as: 'd' }] } }),
        decisions: [
          { type: 'attack', zone: 'kingdom' },
          { type: 'attacker', card: '@r1' },
          { type: 'attacker', card: '@r2' },
          { type: 'defender', card: '@d' },
          { type: 'assign', target: '@d', amount: 2 },
          { type: 'assign', target: '@r1', amount: 2 },
        ],
        expect: { '@r1.loc': 'discard', '@r2.loc': 'battlefield', 'p1.resources': 2, log: ['P1 gains 2 resources'] },
      });
    });

    it('unopposed Raiders all survive and add up', () => {
      expectScenario({
        phase: 'battlefield',
        players: board({ resources: 1, battlefield: { cards: [{ card: 'Raider', as: 'r1' }, { card: 'Raider', as: 'r2' }] } }),
        decisions: [
          { type: 'attack', zone: 'quest' },
          { type: 'attacker', card: '@r1' },
          { type: 'attacker', card: '@r2' },
          { type: 'assign', target: 'quest', amount: 2 },
        ],
        expect: { 'p1.resources': 5, 'p2.quest.damage': 2 },
      });
    });

    it('a defending Raider gives nothing', () => {
      const r = expectScenario({
        phase: 'battlefield',
        players: board({ battlefield: { cards: [{ card: 'Wall', as: 'w' }] } }, { resources: 0, kingdom: { cards: [{ card: 'Raider', as: 'r' }] } }),
        decisions: [
          { type: 'attack', zone: 'kingdom' },
          { type: 'attacker', card: '@w' },
          { type: 'defender', card: '@r' },
          { type: 'assign', target: '@w', amount: 1 },
        ],
        // (the game runs on into P2's turn: his resources are his kingdom phase's 3 + 1, not Raider's)
        expect: { turn: 4, 'p2.resources': 4, 'p1.resources': 0, '@r.loc': 'kingdom', '@w.damage': 1 },
      });
      expect(logLines(r.state).some((l) => l.includes('Raider:'))).toBe(false);
    });
  });

  describe('Scout', () => {
    it('each surviving participating Scout makes the opponent discard one card at random, even when no damage was dealt', () => {
      expectScenario({
        phase: 'battlefield',
        players: board({ battlefield: { cards: [{ card: 'Scout', as: 'sc' }] } }, { hand: ['Grunt', 'Brute'], kingdom: { burning: true } }),
        decisions: [
          { type: 'attack', zone: 'kingdom' },
          { type: 'attacker', card: '@sc' },
        ],
        // P2 then draws 1 card in his quest phase of turn 4: 2 - 1 + 1
        expect: { turn: 4, 'p2.hand.count': 2, 'p2.discard.count': 1, 'p2.kingdom.damage': 0, '@sc.damage': 0, log: ['Scout of Scout#'] },
      });
    });

    it('a Scout that did not survive makes no one discard', () => {
      expectScenario({
        phase: 'battlefield',
        players: board({ battlefield: { cards: [{ card: 'Scout', as: 's1' }, { card: 'Scout', as: 's2' }] } }, { hand: ['Grunt', 'Grunt', 'Grunt'], kingdom: { cards: [{ card: 'Brute', as: 'd' }] } }),
        decisions: [
          { type: 'attack', zone: 'kingdom' },
          { type: 'attacker', card: '@s1' },
          { type: 'attacker', card: '@s2' },
          { type: 'defender', card: '@d' },
          { type: 'assign', target: '@d', amount: 2 },
          { type: 'assign', target: '@s1', amount: 2 },
        ],
        expect: { turn: 4, '@s1.loc': 'discard', '@s2.loc': 'battlefield', 'p2.hand.count': 3, 'p2.discard': ['Grunt'] },
      });
    });

    it('a defending Scout that survives makes the attacker discard', () => {
      expectScenario({
        phase: 'battlefield',
        players: board({ hand: ['Brute'], battlefield: { cards: [{ card: 'Grunt', as: 'g' }] } }, { kingdom: { cards: [{ card: 'Scout', as: 'sc' }] } }),
        decisions: [
          { type: 'attack', zone: 'kingdom' },
          { type: 'attacker', card: '@g' },
          { type: 'defender', card: '@sc' },
          { type: 'assign', target: '@sc', amount: 1 },
          { type: 'assign', target: '@g', amount: 1 },
        ],
        expect: { '@sc.damage': 1, 'p1.hand.count': 0, 'p1.discard': ['Brute', 'Grunt'] },
      });
    });
  });

  describe('Savage', () => {
    const savageBoard = (svDamage = 0) =>
      board(
        { battlefield: { cards: [{ card: 'Grunt', as: 'a' }] }, kingdom: { cards: [{ card: 'Grunt', as: 'pk' }] }, quest: { cards: [{ card: 'Grunt', as: 'pq' }] } },
        { kingdom: { cards: [{ card: 'Savage', as: 'sv', damage: svDamage }] } },
      );
    const fight = [
      { type: 'attack', zone: 'kingdom' },
      { type: 'attacker', card: '@a' },
      { type: 'defender', card: '@sv' },
      { type: 'assign', target: '@sv', amount: 1 },
      { type: 'assign', target: '@a', amount: 1 },
    ] as const;

    it('a Savage unit dealt damage that survives may deal X damage to a unit in a corresponding zone', () => {
      expectScenario({
        phase: 'battlefield',
        players: savageBoard(),
        decisions: [
          ...fight,
          {
            expect: {
              prompt: { player: 2, kind: 'choose' },
              options: { include: [{ type: 'target', target: '@pk' }, { type: 'pass' }], exclude: [{ type: 'target', target: '@pq' }, { type: 'target', target: '@a' }] },
            },
          },
          { type: 'target', target: '@pk' },
        ],
        expect: { '@sv.damage': 1, '@pk.loc': 'discard', '@a.loc': 'discard', '@pq.loc': 'quest' },
      });
    });

    it('is optional', () => {
      expectScenario({
        phase: 'battlefield',
        players: savageBoard(),
        decisions: [...fight, { type: 'pass', player: 2 }],
        expect: { '@pk.loc': 'kingdom', log: ['declines Savage#'] },
      });
    });

    it('does nothing when the damage destroyed the Savage unit', () => {
      expectScenario({
        phase: 'battlefield',
        players: savageBoard(2),
        decisions: [...fight],
        expect: { '@sv.loc': 'discard', '@pk.loc': 'kingdom', turn: 4, log: ['no valid unit; the effect is cancelled'] },
      });
    });
  });

  describe('Ambush', () => {
    it('the defender pays X to turn the development faceup; it becomes a unit that must defend', () => {
      expectScenario({
        phase: 'battlefield',
        players: board({ battlefield: { cards: [{ card: 'Brute', as: 'b' }] } }, { resources: 1, kingdom: { developments: [{ card: 'Ambusher', as: 'am' }], cards: [{ card: 'Grunt', as: 'g' }] } }),
        decisions: [
          { expect: { 'p2.kingdom.hitPoints': 9 } },
          { type: 'attack', zone: 'kingdom' },
          { type: 'attacker', card: '@b' },
          { expect: { prompt: { player: 2, kind: 'ambush' }, options: { include: [{ type: 'ambush', card: '@am' }, { type: 'pass' }] } } },
          { type: 'ambush', card: '@am' },
          // the ambusher is already a defender; the Grunt may still be added
          { expect: { prompt: { player: 2, kind: 'declareDefenders' }, 'combat.defenders': ['Ambusher'], '@am.dev': false, '@am.faceDown': false, 'p2.resources': 0, 'p2.kingdom.hitPoints': 8 } },
          { type: 'pass' },
          { expect: { 'combat.defenders': ['Ambusher'], prompt: { player: 1, kind: 'assignDamage' } } },
          { type: 'assign', target: '@am', amount: 2 },
          { type: 'assign', target: '@b', amount: 2 },
        ],
        expect: { '@am.loc': 'discard', '@b.damage': 2, '@g.loc': 'kingdom' },
      });
    });

    it('cannot ambush without the resources, nor from a zone that is not attacked', () => {
      expectScenario({
        phase: 'battlefield',
        players: board({ battlefield: { cards: [{ card: 'Brute', as: 'b' }] } }, { resources: 0, kingdom: { developments: [{ card: 'Ambusher', as: 'am' }] } }),
        decisions: [
          { type: 'attack', zone: 'kingdom' },
          { type: 'attacker', card: '@b' },
          { expect: { prompt: { player: 1, kind: 'assignDamage' }, '@am.dev': true } },
        ],
      });
      expectScenario({
        phase: 'battlefield',
        players: board({ battlefield: { cards: [{ card: 'Brute', as: 'b' }] } }, { resources: 5, quest: { developments: [{ card: 'Ambusher', as: 'am' }] } }),
        decisions: [
          { type: 'attack', zone: 'kingdom' },
          { type: 'attacker', card: '@b' },
          { expect: { prompt: { player: 1, kind: 'assignDamage' }, '@am.dev': true, 'p2.resources': 5 } },
        ],
      });
    });
  });

  describe('Feared', () => {
    it('the chosen unit\'s keywords are blank while the Feared unit attacks: a Shieldbearer loses Toughness', () => {
      expectScenario({
        phase: 'battlefield',
        players: board({ battlefield: { cards: [{ card: 'Terror', as: 'tr' }] } }, { kingdom: { cards: [{ card: 'Shieldbearer', as: 'sb' }] } }),
        decisions: [
          { type: 'attack', zone: 'kingdom' },
          { type: 'attacker', card: '@tr' },
          { expect: { prompt: { player: 1, kind: 'choose' }, options: { include: [{ type: 'target', target: '@sb' }, { type: 'pass' }] } } },
          { type: 'target', target: '@sb' },
          { type: 'defender', card: '@sb' },
          { type: 'assign', target: '@sb', amount: 2 },
          { type: 'assign', target: '@tr', amount: 1 },
        ],
        expect: { '@sb.loc': 'discard', '@tr.damage': 1 },
      });
    });

    it('without a Feared target the Toughness still cancels (control)', () => {
      expectScenario({
        phase: 'battlefield',
        players: board({ battlefield: { cards: [{ card: 'Terror', as: 'tr' }] } }, { kingdom: { cards: [{ card: 'Shieldbearer', as: 'sb' }] } }),
        decisions: [
          { type: 'attack', zone: 'kingdom' },
          { type: 'attacker', card: '@tr' },
          { type: 'pass' },
          { type: 'defender', card: '@sb' },
          { type: 'assign', target: '@sb', amount: 2 },
          { type: 'assign', target: '@tr', amount: 1 },
        ],
        expect: { '@sb.loc': 'kingdom', '@sb.damage': 1, log: ['Toughness 1 cancels'] },
      });
    });

    // Feared blanks its targets only while the Feared unit is attacking (rules summary: Feared): here
    // the Terror is destroyed by Counterstrike before damage is assigned, so the Shieldbearer's
    // Toughness is back and it survives 2 damage.
    it('the blank ends when the Feared unit stops attacking (destroyed by Counterstrike)', () => {
      expectScenario({
        phase: 'battlefield',
        players: board(
          { battlefield: { cards: [{ card: 'Terror', as: 'tr' }, { card: 'Brute', as: 'br' }] } },
          { kingdom: { cards: [{ card: 'Striker', as: 's' }, { card: 'Shieldbearer', as: 'sb' }] } },
        ),
        decisions: [
          { type: 'attack', zone: 'kingdom' },
          { type: 'attacker', card: '@tr' },
          { type: 'attacker', card: '@br' },
          { type: 'target', target: '@sb', player: 1 }, // Feared
          { type: 'defender', card: '@s', player: 2 },
          { type: 'defender', card: '@sb', player: 2 },
          { type: 'target', target: '@tr', player: 2 }, // Counterstrike 2 destroys the Terror
          { expect: { '@tr.loc': 'discard', 'combat.attackers': ['Brute'], prompt: { player: 1, kind: 'assignDamage' } } },
          { type: 'assign', target: '@sb', amount: 2 },
          { type: 'assign', target: '@br', amount: 2, player: 2 },
        ],
        // Toughness 1 is back: the Shieldbearer takes 1 of the 2
        expect: { '@sb.loc': 'kingdom', '@sb.damage': 1 },
      });
    });

    it('a blanked Striker deals no Counterstrike damage', () => {
      expectScenario({
        phase: 'battlefield',
        players: board({ battlefield: { cards: [{ card: 'Terror', as: 'tr' }] } }, { kingdom: { cards: [{ card: 'Striker', as: 's' }] } }),
        decisions: [
          { type: 'attack', zone: 'kingdom' },
          { type: 'attacker', card: '@tr' },
          { type: 'target', target: '@s' },
          { type: 'defender', card: '@s' },
          { expect: { '@tr.damage': 0, 'prompt.kind': 'assignDamage' } },
        ],
      });
    });
  });

  describe('Necromancy', () => {
    it('the unit may be played from the discard pile; at the end of the turn it goes to the bottom of its owner\'s deck', () => {
      const r = expectScenario({
        players: board({ resources: 1, hand: ['Wall'], discard: [{ card: 'Skeleton', as: 'sk' }] }),
        decisions: [
          { expect: { options: { include: [{ type: 'play', card: '@sk', zone: 'battlefield' }] } } },
          { type: 'play', card: '@sk', zone: 'battlefield' },
          { expect: { '@sk.loc': 'battlefield', 'p1.resources': 0, 'p1.discard.count': 0 } },
          { type: 'pass' },
          { type: 'pass', player: 1 }, // no attack
        ],
        expect: { '@sk.loc': 'deck', 'p1.deck': 11, turn: 4, log: ['Necromancy of Skeleton#'] },
      });
      const sk = r.state.cards.find((c) => c.def === T.necro)!;
      expect(r.state.players[0].deck[0]).toBe(sk.id); // the bottom of P1's deck (top is the end of the list)
    });

    it('a Necromancy unit played from hand stays in play at the end of the turn', () => {
      expectScenario({
        players: board({ resources: 1, hand: [{ card: 'Skeleton', as: 'sk' }, 'Wall'] }),
        decisions: [
          { type: 'play', card: '@sk', zone: 'kingdom' },
          { type: 'pass' },
        ],
        expect: { '@sk.loc': 'kingdom', turn: 4 },
      });
    });

    it('only Necromancy units are playable from the discard pile', () => {
      expectScenario({
        players: board({ resources: 5, hand: ['Wall'], discard: [{ card: 'Grunt', as: 'g' }] }),
        decisions: [
          { expect: { options: { exclude: [{ type: 'play', card: '@g' }] } } },
          { type: 'play', card: '@g', zone: 'kingdom', illegal: 'not in your hand' },
        ],
      });
    });
  });

  describe('Toughness', () => {
    it('cancels X of each damage dealt, but not uncancellable damage', () => {
      const { state, aliases } = buildScenario({ players: board({ hand: ['Wall'] }, { kingdom: { cards: [{ card: 'Shieldbearer', as: 'sb' }, { card: 'Shieldbearer', as: 'sb2' }] } }) });
      const sb = aliases.get('sb')!;
      const sb2 = aliases.get('sb2')!;
      expect(dealDamageToUnit(state, sb, 1, NON_COMBAT)).toBe(0);
      expect(dealDamageToUnit(state, sb, 1, NON_COMBAT)).toBe(0); // each time
      expect(dealDamageToUnit(state, sb, 2, NON_COMBAT)).toBe(1);
      expect(state.cards[sb]!.damage).toBe(1);
      expect(dealDamageToUnit(state, sb2, 2, { combat: false, uncancellable: true })).toBe(2);
      expect(state.cards[sb2]!.damage).toBe(2);
    });
  });
});
