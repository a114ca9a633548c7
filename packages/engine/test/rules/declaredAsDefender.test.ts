/**
 * "It is declared as a defender" (`declareDefender`) and "the attacked zone" (zone ref `'attacked'`):
 * an effect may add a unit of the defending player, in the zone under attack, to the defenders of the
 * combat in progress (rules summary: Declare Defenders — only units in the attacked zone can defend;
 * corrupt ones cannot). It takes part like a unit declared in the step, and "when declared as a
 * defender" effects (Counterstrike) see it once: not again when the Declare Defenders step comes.
 */
import { describe, it } from 'vitest';
import { action, declareDefender, move, TARGET, unit } from '../../src/dsl.js';
import { board, expectScenario, registerFixtures, testUnit } from '../helpers.js';

const tactic = { type: 'Tactic' as const, cost: 0, power: 0, hitPoints: 0 };
registerFixtures([
  // "Action: move one of your units to the zone under attack; it is declared as a defender."
  { ...testUnit('x9411', 'Rally the Guard'), ...tactic, abilities: [action({ target: unit({ controller: 'you' }), effect: [move(TARGET, 'attacked'), declareDefender(TARGET)] })] },
  // "Action: one of your units is declared as a defender." (no move)
  { ...testUnit('x9412', 'To Arms'), ...tactic, abilities: [action({ target: unit({ controller: 'you' }), effect: declareDefender(TARGET) })] },
]);

describe('declared as a defender by an effect', () => {
  it('moved to the attacked zone and declared before the Declare Defenders step: it defends, its Counterstrike strikes once', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { battlefield: { cards: [{ card: 'Brute', as: 'b' }] } },
        { hand: ['Rally the Guard'], quest: { cards: [{ card: 'Striker', as: 's' }] }, kingdom: { cards: [{ card: 'Wall', as: 'w' }] } },
      ),
      decisions: [
        // (P2 keeps his tactic through the earlier windows)
        { type: 'pass', player: 2 },
        { type: 'attack', zone: 'kingdom' },
        { type: 'pass', player: 2 },
        { type: 'attacker', card: '@b' },
        { type: 'play', card: 'Rally the Guard', player: 2 },
        { type: 'target', target: '@s' },
        { expect: { '@s.loc': 'kingdom', 'combat.defenders': ['Striker'], '@b.damage': 2, log: ['P2 defends with Striker'] } },
        // the step adds the Wall; the Striker is not declared again (no second Counterstrike)
        { type: 'defender', card: '@w', player: 2 },
        { expect: { 'combat.defenders': ['Striker', 'Wall'], '@b.damage': 2 } },
      ],
    });
  });

  it('a unit outside the attacked zone, or a corrupt one, is not declared', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { battlefield: { cards: [{ card: 'Brute', as: 'b' }] } },
        { hand: ['To Arms', 'To Arms'], quest: { cards: [{ card: 'Striker', as: 's' }] }, kingdom: { cards: [{ card: 'Wall', as: 'w', corrupt: true }, 'Grunt'] } },
      ),
      decisions: [
        // (P2 keeps his tactic through the earlier windows)
        { type: 'pass', player: 2 },
        { type: 'attack', zone: 'kingdom' },
        { type: 'pass', player: 2 },
        { type: 'attacker', card: '@b' },
        { type: 'play', card: 'To Arms', player: 2 },
        { type: 'target', target: '@s' },
        { expect: { 'combat.defenders': [], '@b.damage': 0 } },
        { type: 'play', card: 'To Arms', player: 2 },
        { type: 'target', target: '@w' },
        { expect: { 'combat.defenders': [] } },
      ],
    });
  });

  it('outside combat there is no attacked zone: nothing moves', () => {
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board({}, { hand: ['Rally the Guard', 'Grunt'], quest: { cards: [{ card: 'Striker', as: 's' }] } }),
      decisions: [
        { type: 'play', card: 'Rally the Guard', player: 2 },
        { expect: { '@s.loc': 'quest' } },
      ],
    });
  });

  it('only while the zone is attacked: not before attackers are declared, nor once the combat is over', () => {
    // the window after the zone is chosen: no attacker yet, the zone is not attacked (FAQ section 3)
    expectScenario({
      phase: 'battlefield',
      players: board(
        { battlefield: { cards: [{ card: 'Brute', as: 'b' }] } },
        { hand: ['To Arms', 'To Arms'], kingdom: { cards: [{ card: 'Wall', as: 'w' }] } },
      ),
      decisions: [
        { type: 'pass', player: 2 },
        { type: 'attack', zone: 'kingdom' },
        // (the Wall, P2's only unit, is the target)
        { type: 'play', card: 'To Arms', player: 2 },
        { type: 'pass', player: 2 },
        { expect: { 'combat.defenders': [], '@w.loc': 'kingdom' } },
        { type: 'pass', player: 2 },
        { expect: { prompt: { player: 1, kind: 'declareAttackers' } } },
        { type: 'attacker', card: '@b' },
        { type: 'pass', player: 2 },
        { type: 'pass', player: 2 },
        { type: 'pass', player: 2 },
        { type: 'assign', target: 'kingdom', amount: 2 },
        { type: 'pass', player: 2 },
        // the End of Turn window: the combat is over
        { expect: { phase: 'endTurn', prompt: { player: 2, kind: 'action' } } },
        { type: 'play', card: 'To Arms', player: 2 },
        { expect: { 'combat.defenders': [], '@w.loc': 'kingdom', 'p2.discard': ['To Arms', 'To Arms'] } },
      ],
    });
  });

  it('the zone is not yet the attacked zone while only chosen: nothing moves to it before attackers are declared', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { battlefield: { cards: [{ card: 'Brute', as: 'b' }] } },
        { hand: ['Rally the Guard'], quest: { cards: [{ card: 'Striker', as: 's' }] }, kingdom: { cards: [{ card: 'Wall', as: 'w' }] } },
      ),
      decisions: [
        { type: 'pass', player: 2 },
        { type: 'attack', zone: 'kingdom' },
        { type: 'play', card: 'Rally the Guard', player: 2 },
        { type: 'target', target: '@s' },
        { expect: { '@s.loc': 'quest', 'combat.defenders': [], '@b.damage': 0 } },
      ],
    });
  });
});
