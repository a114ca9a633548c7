/**
 * "Put it into your battlefield, attacking" (`putIntoPlay(t, 'battlefield', { attacking: true })`): a
 * unit its controller puts into play during his own combat joins the attackers of that combat. It was
 * not declared as an attacker, but it attacks: it adds its power to the attack and took part in the
 * combat. Outside combat, or put into play by the defending player, it only enters play.
 */
import { describe, it } from 'vitest';
import { action, fromHand, putIntoPlay, unit } from '../../src/dsl.js';
import { board, expectScenario, registerFixtures, testUnit } from '../helpers.js';

const tactic = { type: 'Tactic' as const, cost: 0, power: 0, hitPoints: 0 };
registerFixtures([
  // "Action: put a unit from your hand into your battlefield, attacking."
  { ...testUnit('x9521', 'Sudden Charge'), ...tactic, abilities: [action({ effect: putIntoPlay(fromHand(unit()), 'battlefield', { attacking: true }) })] },
  // The same, but the unit enters play corrupted: a corrupt unit cannot attack (rules summary: Corruption).
  { ...testUnit('x9522', 'Tainted Charge'), ...tactic, abilities: [action({ effect: putIntoPlay(fromHand(unit()), 'battlefield', { attacking: true, corrupted: true }) })] },
]);

describe('put into play attacking', () => {
  it('during its controller\'s combat: it joins the attackers and deals its combat damage', () => {
    expectScenario({
      phase: 'battlefield',
      players: board({ hand: ['Sudden Charge', 'Brute'], battlefield: { cards: [{ card: 'Grunt', as: 'g' }] } }, {}),
      decisions: [
        // (P1 keeps his tactic through the window before the attack)
        { type: 'pass' },
        { type: 'attack', zone: 'kingdom' },
        { type: 'pass' },
        { type: 'attacker', card: '@g' },
        { type: 'play', card: 'Sudden Charge' },
        { expect: { 'p1.battlefield.units': ['Brute', 'Grunt'], 'combat.attackers': ['Brute', 'Grunt'], log: ['enters play attacking'] } },
        // 1 + 2 damage to assign
        { type: 'assign', target: 'kingdom', amount: 3 },
      ],
      expect: { 'p2.kingdom.damage': 3 },
    });
  });

  it('outside combat it only enters the battlefield', () => {
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Sudden Charge', 'Brute', 'Grunt'] }, {}),
      decisions: [{ type: 'play', card: 'Sudden Charge' }, { type: 'target', target: 'Brute' }],
      expect: { 'p1.battlefield.units': ['Brute'], log: ['P1 plays Sudden Charge'] },
    });
  });

  it('a unit entering play corrupted does not join the attack (a corrupt unit cannot attack)', () => {
    expectScenario({
      phase: 'battlefield',
      players: board({ hand: ['Tainted Charge', 'Brute'], battlefield: { cards: [{ card: 'Grunt', as: 'g' }] } }, {}),
      decisions: [
        { type: 'pass' },
        { type: 'attack', zone: 'kingdom' },
        { type: 'pass' },
        { type: 'attacker', card: '@g' },
        { type: 'play', card: 'Tainted Charge' },
        { expect: { 'p1.battlefield.units': ['Brute', 'Grunt'], 'combat.attackers': ['Grunt'] } },
        { type: 'assign', target: 'kingdom', amount: 1 },
      ],
      expect: { 'p2.kingdom.damage': 1 },
    });
  });

  it('put into play by the defending player during the combat: it does not attack (and does not defend)', () => {
    expectScenario({
      phase: 'battlefield',
      players: board({ battlefield: { cards: [{ card: 'Grunt', as: 'g' }] } }, { hand: ['Sudden Charge', 'Brute'] }),
      decisions: [
        { type: 'pass', player: 2 },
        { type: 'attack', zone: 'kingdom' },
        { type: 'pass', player: 2 },
        { type: 'attacker', card: '@g' },
        { type: 'play', card: 'Sudden Charge', player: 2 },
        { expect: { 'p2.battlefield.units': ['Brute'], 'combat.attackers': ['Grunt'], 'combat.defenders': [] } },
      ],
    });
  });
});
