/**
 * "When this unit is opposed in combat" (`isOpposed`): a card taking part in a combat is opposed once
 * the other side has a card in it — an attacker when a defender is declared (or the legend it attacks
 * is there as defenders are declared), a defender as it is declared while there are attackers. The
 * event is raised once per combat for each card: a unit an effect declares as a defender before the
 * Declare Defenders step opposes the attackers then, and defenders added in the step do not raise it
 * for them again. An attack no one defends opposes no one.
 */
import { describe, it } from 'vitest';
import { action, addTokens, declareDefender, forced, isOpposed, SELF, TARGET, unit } from '../../src/dsl.js';
import { board, expectScenario, registerFixtures, testUnit } from '../helpers.js';

const tactic = { type: 'Tactic' as const, cost: 0, power: 0, hitPoints: 0 };
registerFixtures([
  // "Forced: when this unit is opposed in combat, put a token on it." (tokens count the triggers)
  testUnit('x9731', 'Opposed Counter', { power: 1, hitPoints: 5, abilities: [forced({ when: isOpposed(), effect: addTokens(SELF, 1) })] }),
  // "Action: one of your units is declared as a defender."
  { ...testUnit('x9732', 'Call to Defend'), ...tactic, abilities: [action({ target: unit({ controller: 'you' }), effect: declareDefender(TARGET) })] },
]);

describe('opposed in combat (trigger)', () => {
  it('an attacker is opposed when a defender is declared, and each defender as it is declared', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { battlefield: { cards: [{ card: 'Opposed Counter', as: 'a' }, { card: 'Opposed Counter', as: 'idle' }] } },
        { kingdom: { cards: [{ card: 'Opposed Counter', as: 'd' }, { card: 'Opposed Counter', as: 'home' }] } },
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@a' },
        { type: 'pass' },
        { expect: { '@a.tokens': 0 } },
        { type: 'defender', card: '@d', player: 2 },
        { type: 'pass', player: 2 },
        // the unit that did not attack and the one that did not defend are not opposed
        { expect: { '@a.tokens': 1, '@d.tokens': 1, '@idle.tokens': 0, '@home.tokens': 0 } },
      ],
    });
  });

  it('an attack no one defends opposes no one', () => {
    expectScenario({
      phase: 'battlefield',
      players: board({ battlefield: { cards: [{ card: 'Opposed Counter', as: 'a' }] } }, { kingdom: { cards: [{ card: 'Opposed Counter', as: 'home' }] } }),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@a' },
        { type: 'pass', player: 2 },
        { expect: { prompt: { player: 1, kind: 'assignDamage' }, '@a.tokens': 0, '@home.tokens': 0 } },
      ],
    });
  });

  it('once per combat: a defender declared by an effect opposes the attackers then, later defenders not again', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { battlefield: { cards: [{ card: 'Opposed Counter', as: 'a' }] } },
        { hand: ['Call to Defend'], kingdom: { cards: [{ card: 'Opposed Counter', as: 'd1' }, { card: 'Opposed Counter', as: 'd2' }] } },
      ),
      decisions: [
        // (P2 keeps his tactic through the earlier windows)
        { type: 'pass', player: 2 },
        { type: 'attack', zone: 'kingdom' },
        { type: 'pass', player: 2 },
        { type: 'attacker', card: '@a' },
        { type: 'play', card: 'Call to Defend', player: 2 },
        { type: 'target', target: '@d1', player: 2 },
        { expect: { '@a.tokens': 1, '@d1.tokens': 1, '@d2.tokens': 0 } },
        { type: 'defender', card: '@d2', player: 2 },
        { expect: { '@a.tokens': 1, '@d1.tokens': 1, '@d2.tokens': 1 } },
      ],
    });
  });

  it('attacking a legend with no defender: the legend opposes the attackers as defenders are declared', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { battlefield: { cards: [{ card: 'Opposed Counter', as: 'a' }] } },
        { capital: 'dwarf', legend: { card: 'Ancestor Lord', as: 'leg' }, kingdom: { cards: [{ card: 'Opposed Counter', as: 'home' }] } },
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom', target: '@leg' },
        { type: 'attacker', card: '@a' },
        { type: 'pass', player: 2 },
        { expect: { '@a.tokens': 1, '@home.tokens': 0 } },
      ],
    });
  });
});
