/**
 * "<A player> gains control of <card>": `takeControl(card, until, { player })` gives control to a
 * player other than the ability's controller (rules summary: Control and Ownership — control can
 * change through a game effect; the card goes to the same zone of its new controller's capital).
 */
import { describe, it } from 'vitest';
import { action, OPPONENT, SELF, takeControl, TARGET, unit } from '../../src/dsl.js';
import { board, expectScenario, registerFixtures, testUnit } from '../helpers.js';

registerFixtures([
  // "Action: your opponent gains control of this unit."
  testUnit('x9301', 'Turncoat', { abilities: [action({ effect: takeControl(SELF, 'game', { player: OPPONENT }) })] }),
  // "Action: your opponent gains control of target unit until the end of the turn."
  { ...testUnit('x9302', 'Gift Giver'), type: 'Tactic', cost: 0, power: 0, hitPoints: 0, abilities: [action({ target: unit(), effect: takeControl(TARGET, 'turn', { player: OPPONENT }) })] },
]);

describe('a player other than the ability\'s controller gains control', () => {
  it("the opponent gains control for good: the card moves to his corresponding zone", () => {
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Grunt'], quest: { cards: [{ card: 'Turncoat', as: 't' }] } }, {}),
      decisions: [{ type: 'use', card: '@t', ability: 'action' }, { type: 'pass', player: 1 }],
      expect: { '@t.controller': 2, '@t.loc': 'quest', 'p2.quest.units': ['Turncoat'], 'p1.quest.units': [] },
    });
  });

  it('until the end of the turn: control returns to the previous controller when the turn ends', () => {
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Gift Giver', 'Grunt'], kingdom: { cards: [{ card: 'Grunt', as: 'g' }] } }, {}),
      decisions: [
        { type: 'play', card: 'Gift Giver' },
        { expect: { '@g.controller': 2, 'p2.kingdom.units': ['Grunt'] } },
        { type: 'pass', player: 1 },
      ],
      expect: { turn: 4, '@g.controller': 1, 'p1.kingdom.units': ['Grunt'] },
    });
  });
});
