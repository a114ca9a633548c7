/**
 * One more point on each indirect damage its controller deals (Outpost of Tiranoc): a constant rule `indirectDamageBonus: n` adds n to each amount of indirect damage that an
 * effect of its controller deals; several add up; the opponent's indirect damage is unchanged.
 */
import { describe, it } from 'vitest';
import type { CardDef } from '../../src/index.js';
import { action, constant, indirectDamage, OPPONENT } from '../../src/dsl.js';
import { board, expectScenario, registerFixtures, testUnit } from '../helpers.js';

function tactic(id: string, name: string, extra: Partial<CardDef>): CardDef {
  return { ...testUnit(id, name), type: 'Tactic', cost: 0, power: 0, hitPoints: 0, ...extra };
}
function support(id: string, name: string, extra: Partial<CardDef>): CardDef {
  return { ...testUnit(id, name), type: 'Support', cost: 0, power: 0, hitPoints: 0, ...extra };
}

registerFixtures([
  // "Whenever you deal indirect damage, deal 1 more."
  support('x9611', 'Watch Tower', { abilities: [constant({ rules: { indirectDamageBonus: 1 } })] }),
  // "Action: deal 2 indirect damage to your opponent."
  tactic('x9612', 'Volley', { abilities: [action({ effect: indirectDamage(OPPONENT, 2) })] }),
  tactic('x9613', 'Volley Back', { abilities: [action({ effect: indirectDamage(OPPONENT, 2) })] }),
]);

describe('indirect damage bonus', () => {
  it('its controller\'s indirect damage is 1 more; two such cards add 2', () => {
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Volley'], kingdom: { cards: ['Watch Tower'] } }, {}),
      decisions: [
        { type: 'play', card: 'Volley' },
        { expect: { prompt: { player: 2, kind: 'assignIndirect' } } },
        { type: 'assign', target: 'kingdom', amount: 3, player: 2 },
      ],
      expect: { 'p2.kingdom.damage': 3 },
    });
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Volley'], kingdom: { cards: ['Watch Tower', 'Watch Tower'] } }, {}),
      decisions: [{ type: 'play', card: 'Volley' }, { type: 'assign', target: 'quest', amount: 4, player: 2 }],
      expect: { 'p2.quest.damage': 4 },
    });
  });

  it('the opponent\'s indirect damage is not changed by it', () => {
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board({ kingdom: { cards: ['Watch Tower'] } }, { hand: ['Volley Back'] }),
      decisions: [{ type: 'play', card: 'Volley Back' }, { type: 'assign', target: 'kingdom', amount: 2, player: 1 }],
      expect: { 'p1.kingdom.damage': 2 },
    });
  });
});
