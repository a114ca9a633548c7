import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

const TAKE = 'Take Captive!';

describe('Take Captive!', () => {
  it('takes control of an attacking unit, moves it to the attacked zone as a defender: it deals its damage to its old side, and goes back at the end of the turn', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { hand: ['Mountain Brigade'], battlefield: { cards: [{ card: 'Chaos Knights', as: 'k' }, { card: 'Black Orc Squad', as: 'o' }, { card: 'Black Orc Squad', as: 'idle' }] } },
        { resources: 5, hand: [{ card: TAKE, as: 't' }], kingdom: { cards: [{ card: 'Mountain Brigade', as: 'mb' }] } },
        ['orc', 'dark-elf'],
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@k' },
        { type: 'attacker', card: '@o' },
        { type: 'pass' },
        // only an attacking unit: not the Orcs left at home, not P2's own Brigade
        { type: 'play', card: '@t', player: 2 },
        { expect: { options: { include: [{ type: 'target', target: '@k' }, { type: 'target', target: '@o' }], exclude: [{ type: 'target', target: '@idle' }, { type: 'target', target: '@mb' }] } } },
        { type: 'target', target: '@k' },
        {
          expect: {
            '@k.controller': 2, '@k.loc': 'kingdom', 'p2.kingdom.units': ['Chaos Knights', 'Mountain Brigade'], 'p1.battlefield.units': ['Black Orc Squad', 'Black Orc Squad'],
            'combat.attackers': ['Black Orc Squad'], 'combat.defenders': ['Chaos Knights'], 'p2.resources': 0, '@t.loc': 'discard',
          },
        },
        // P2 adds the Brigade in the Declare Defenders step
        { type: 'defender', card: '@mb', player: 2 },
        { type: 'assign', target: '@k', amount: 1, player: 1 },
        // Knights (3) + Brigade (2) strike back at the Orcs
        { type: 'assign', target: '@o', amount: 5, player: 2 },
        { expect: { '@o.loc': 'discard', '@k.damage': 1 } },
        // nothing else to do: the turn ends and P2's turn 4 begins
        { expect: { turn: 4 } },
      ],
      // control came back with the turn's end: to the same zone of P1's capital
      expect: { '@k.controller': 1, 'p1.kingdom.units': ['Chaos Knights'], 'p2.kingdom.units': ['Mountain Brigade'] },
    });
  });

  it('when the battlefield is attacked it stays in (its new controller\'s) battlefield and defends there', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { battlefield: { cards: [{ card: 'Chaos Knights', as: 'k' }, { card: 'Black Orc Squad', as: 'o' }] } },
        { resources: 5, hand: [{ card: TAKE, as: 't' }] },
        ['orc', 'dark-elf'],
      ),
      decisions: [
        { type: 'attack', zone: 'battlefield' },
        { type: 'attacker', card: '@k' },
        { type: 'attacker', card: '@o' },
        { type: 'play', card: '@t', player: 2 },
        { type: 'target', target: '@o' },
        { expect: { '@o.controller': 2, 'p2.battlefield.units': ['Black Orc Squad'], 'combat.defenders': ['Black Orc Squad'], 'combat.attackers': ['Chaos Knights'] } },
      ],
    });
  });

  it('a captured unit with Counterstrike strikes its former allies as it is declared a defender', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { battlefield: { cards: [{ card: 'Reiksguard Knights', as: 'r' }, { card: 'Black Orc Squad', as: 'o' }] } },
        { resources: 5, hand: [{ card: TAKE, as: 't' }] },
        ['empire', 'dark-elf'],
      ),
      decisions: [
        { type: 'attack', zone: 'quest' },
        { type: 'attacker', card: '@r' },
        { type: 'attacker', card: '@o' },
        { type: 'play', card: '@t', player: 2 },
        { type: 'target', target: '@r' },
      ],
      // the Orcs are the only attacker left: Counterstrike 2 goes to them
      expect: { '@r.loc': 'quest', '@r.controller': 2, '@o.damage': 2 },
    });
  });

  it('cannot be played when no unit is attacking', () => {
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board(
        { battlefield: { cards: ['Chaos Knights'] } },
        { resources: 5, hand: [{ card: TAKE, as: 't' }, 'Mountain Brigade'] },
        ['orc', 'dark-elf'],
      ),
      decisions: [{ type: 'play', card: '@t', player: 2, illegal: 'no legal target' }],
    });
  });

  it('when its target has left the combat by resolution, nothing happens and the card is spent', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { battlefield: { cards: [{ card: 'Chaos Knights', as: 'k' }, { card: 'Black Orc Squad', as: 'o' }] } },
        // (a second Slayers keeps P2 a legal action, so the game waits for him afterwards)
        { resources: 7, hand: [{ card: TAKE, as: 't' }], battlefield: { cards: [{ card: 'Slayers of Karak Kadrin', as: 's' }, 'Slayers of Karak Kadrin'] } },
        ['orc', 'dark-elf'],
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@k' },
        { type: 'attacker', card: '@o' },
        { type: 'play', card: '@t', player: 2 },
        { type: 'target', target: '@k' },
        // in response P2 has the Slayers destroy the Knights
        { type: 'use', card: '@s', ability: 'action', player: 2 },
        { type: 'target', target: '@k' },
        { type: 'pass', player: 2 },
        // the Knights went to P1's discard pile, never to P2's control; Take Captive! was paid for and fails
        { expect: { '@k.loc': 'discard', 'p1.discard': ['Chaos Knights'], '@t.loc': 'discard', 'p2.discard': ['Slayers of Karak Kadrin', TAKE], 'p2.resources': 2, 'combat.defenders': [], 'combat.attackers': ['Black Orc Squad'] } },
      ],
    });
  });
});
