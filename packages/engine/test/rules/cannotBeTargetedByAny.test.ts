/**
 * "Cannot be targeted by card effects" (Mods `cannotBeTargetedByAny`): no card effect targets it,
 * its own controller's included — unlike `cannotBeTargeted` (opponents' effects only). Effects that
 * do not target still reach it. Given for a while (`gain`) it ends with its duration.
 */
import { describe, it } from 'vitest';
import type { CardDef } from '../../src/index.js';
import { action, damage, each, EACH, gain, TARGET, unit } from '../../src/dsl.js';
import { board, expectScenario, registerFixtures, testUnit } from '../helpers.js';

function tactic(id: string, name: string, extra: Partial<CardDef>): CardDef {
  return { ...testUnit(id, name), type: 'Tactic', cost: 0, power: 0, hitPoints: 0, ...extra };
}

registerFixtures([
  tactic('x9561', 'Untouchable', { abilities: [action({ target: unit(), effect: gain(TARGET, { cannotBeTargetedByAny: true }) })] }),
  tactic('x9562', 'Aimed Bolt', { abilities: [action({ target: unit(), effect: damage(TARGET, 1) })] }),
  tactic('x9563', 'Shockwave', { abilities: [action({ effect: each(unit(), damage(EACH, 1)) })] }),
  tactic('x9564', 'Opponent Shield', { abilities: [action({ target: unit(), effect: gain(TARGET, { cannotBeTargeted: true }) })] }),
  { ...testUnit('x9565', 'Plain Band'), type: 'Support', cost: 0, power: 0, hitPoints: 0, traits: ['Attachment'], attach: { to: unit() } } as CardDef,
]);

describe('cannot be targeted by card effects', () => {
  it('neither its controller nor the opponent can target it; an effect without targets still reaches it', () => {
    const players = board(
      { hand: ['Untouchable', 'Aimed Bolt', 'Shockwave', 'Grunt'], kingdom: { cards: [{ card: 'Grunt', as: 'a' }, { card: 'Grunt', as: 'b' }] } },
      { hand: ['Aimed Bolt', 'Grunt'], kingdom: { cards: [{ card: 'Grunt', as: 'o' }] } },
    );
    const protect = [{ type: 'play', card: 'Untouchable' }, { type: 'target', target: '@a' }, { type: 'pass', player: 2 }, { type: 'pass', player: 1 }] as const;
    expectScenario({
      phase: 'capital',
      players,
      decisions: [
        ...protect,
        { type: 'play', card: 'Aimed Bolt' },
        { expect: { options: { include: [{ type: 'target', target: '@b' }, { type: 'target', target: '@o' }], exclude: [{ type: 'target', target: '@a' }] } } },
      ],
    });
    expectScenario({
      phase: 'capital',
      players,
      decisions: [
        ...protect,
        { type: 'play', card: 'Aimed Bolt', player: 2 },
        { expect: { options: { include: [{ type: 'target', target: '@b' }], exclude: [{ type: 'target', target: '@a' }] } } },
      ],
    });
    expectScenario({
      phase: 'capital',
      players,
      decisions: [...protect, { type: 'pass', player: 2 }, { type: 'play', card: 'Shockwave' }, { type: 'pass', player: 2 }, { type: 'pass', player: 1 }],
      expect: { '@a.loc': 'discard', '@b.loc': 'discard', '@o.loc': 'discard' },
    });
  });

  it("the opponents-only form still lets its controller target it", () => {
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Opponent Shield', 'Aimed Bolt', 'Grunt'], kingdom: { cards: [{ card: 'Grunt', as: 'a' }, { card: 'Grunt', as: 'b' }] } }),
      decisions: [
        { type: 'play', card: 'Opponent Shield' },
        { type: 'target', target: '@a' },
        { type: 'play', card: 'Aimed Bolt' },
        { expect: { options: { include: [{ type: 'target', target: '@a' }] } } },
      ],
    });
  });

  it('an attachment (played onto a target unit) cannot be played onto it, even by its controller', () => {
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Untouchable', 'Plain Band', 'Grunt'], kingdom: { cards: [{ card: 'Grunt', as: 'a' }, { card: 'Grunt', as: 'b' }] } }),
      decisions: [
        { type: 'play', card: 'Untouchable' },
        { type: 'target', target: '@a' },
        { expect: { options: { include: [{ type: 'play', card: 'Plain Band', zone: 'kingdom', target: '@b' }], exclude: [{ type: 'play', card: 'Plain Band', zone: 'kingdom', target: '@a' }] } } },
      ],
    });
  });
});
