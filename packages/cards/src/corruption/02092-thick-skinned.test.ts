import { describe, it } from 'vitest';
import type { ScenarioInput } from '@invasion/engine';
import { board, expectScenario } from '../testing.js';

/** P2's Chaos Knights (3 power) attack P1's kingdom; P1's Black Orc Squad, wearing Thick-Skinned, defends. */
const fight = (p1: Record<string, unknown> = {}, p2: Record<string, unknown> = {}): ScenarioInput => ({
  phase: 'battlefield',
  active: 2,
  step: 'assignDamage',
  combat: { zone: 'kingdom', attackers: ['@ck'], defenders: ['@bos'] },
  players: board(
    {
      kingdom: { cards: [{ card: 'Black Orc Squad', as: 'bos' }, { card: 'Thick-Skinned', as: 'ts', attachedTo: '@bos' }] },
      quest: { cards: [{ card: 'Black Orc Squad', as: 'sponge' }, { card: 'Mountain Brigade', as: 'mb' }] },
      ...p1,
    },
    { battlefield: { cards: [{ card: 'Chaos Knights', as: 'ck' }, { card: 'Chaos Knights', as: 'ck2' }] }, ...p2 },
    ['orc', 'chaos'],
  ),
});

const assign: NonNullable<ScenarioInput['decisions']> = [
  { type: 'assign', target: '@bos', amount: 3, player: 2 },
  { type: 'assign', target: '@ck', amount: 1, player: 1 },
];

describe('Thick-Skinned', () => {
  it('is played onto an Orc unit only', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 3, hand: [{ card: 'Thick-Skinned', as: 'ts' }, 'Mountain Brigade'], kingdom: { cards: [{ card: 'Black Orc Squad', as: 'bos' }, { card: 'Mountain Brigade', as: 'mb' }] } },
        {},
        ['orc', 'dwarf'],
      ),
      decisions: [
        { type: 'play', card: '@ts', zone: 'kingdom', target: '@mb', illegal: 'cannot be attached' },
        { type: 'play', card: '@ts', zone: 'kingdom', target: '@bos' },
      ],
      expect: { '@ts.loc': 'kingdom', 'p1.kingdom.supports': ['Thick-Skinned'] },
    });
  });

  it("may go onto the opponent's Orc unit too (no \"you control\")", () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 3, hand: [{ card: 'Thick-Skinned', as: 'ts' }, 'Mountain Brigade'] },
        { kingdom: { cards: [{ card: 'Black Orc Squad', as: 'theirs' }] } },
        ['orc', 'orc'],
      ),
      decisions: [{ type: 'play', card: '@ts', zone: 'kingdom', target: '@theirs' }],
      expect: { '@ts.loc': 'kingdom', '@ts.controller': 1, 'p2.kingdom.supports': ['Thick-Skinned'] },
    });
  });

  it('sacrificed, it sends the number of points its player picks of the combat damage coming to its unit to one unit he controls', () => {
    expectScenario({
      ...fight(),
      decisions: [
        ...assign,
        { expect: { '@bos.assigned': 3 } },
        { type: 'use', card: '@ts', ability: 'action', player: 1 },
        // any unit he controls, in any zone; not the attached unit itself, not the opponent's
        {
          expect: {
            options: {
              include: [{ type: 'target', target: '@sponge' }, { type: 'target', target: '@mb' }],
              exclude: [{ type: 'target', target: '@bos' }, { type: 'target', target: '@ck' }, { type: 'target', target: '@ck2' }],
            },
          },
        },
        { type: 'target', target: '@sponge', player: 1 },
        // the cost is paid at once
        { expect: { '@ts.loc': 'discard' } },
        { expect: { prompt: { player: 1, kind: 'choose' }, options: { include: [{ type: 'number', value: 1 }, { type: 'number', value: 3 }], exclude: [{ type: 'number', value: 0 }, { type: 'number', value: 4 }] } } },
        { type: 'number', value: 2, player: 1 },
      ],
      // 1 stays on the Squad, 2 go to the other Squad (as combat damage); the Knights take the Squad's 1
      expect: { '@bos.damage': 1, '@sponge.damage': 2, '@mb.damage': 0, '@ck.damage': 1, '@ts.loc': 'discard', log: ['is dealt 2 combat damage'] },
    });
  });

  it('all of it may go', () => {
    expectScenario({
      ...fight(),
      decisions: [...assign, { type: 'use', card: '@ts', ability: 'action', player: 1 }, { type: 'target', target: '@mb', player: 1 }, { type: 'number', value: 3, player: 1 }],
      expect: { '@bos.damage': 0, '@mb.damage': 3, '@sponge.damage': 0 },
    });
  });

  it('noting its unit is no targeting: a tax on actions targeting that unit (Iron Discipline) does not touch it', () => {
    expectScenario({
      ...fight({ resources: 3 }, { resources: 5, hand: [{ card: 'Iron Discipline', as: 'id' }] }),
      decisions: [
        ...assign,
        // P2 taxes every other action targeting the Squad wearing Thick-Skinned (4 more each)
        { type: 'play', card: '@id', player: 2 },
        { type: 'target', target: '@bos', player: 2 },
        { type: 'pass', player: 1 },
        { expect: { '@id.loc': 'discard', 'p1.resources': 3 } },
        // P1, with 3 resources (short of the 4), uses it and pays nothing: only the receiving unit is its target
        { type: 'use', card: '@ts', ability: 'action', player: 1 },
        { type: 'target', target: '@sponge', player: 1 },
        { expect: { '@ts.loc': 'discard', 'p1.resources': 3 } },
        { type: 'number', value: 2, player: 1 },
      ],
      expect: { '@bos.damage': 1, '@sponge.damage': 2 },
    });
  });

  it('cannot be used before combat damage is assigned to its unit, nor outside combat', () => {
    expectScenario({
      phase: 'battlefield',
      active: 2,
      step: 'declareDefenders',
      combat: { zone: 'kingdom', attackers: ['@ck'], defenders: [] },
      players: fight().players,
      decisions: [
        { type: 'defender', card: '@bos', player: 1 },
        // with nothing assigned yet, P1 has no use for it in the window after defenders: it passes by itself
        { expect: { prompt: { player: 2, kind: 'assignDamage' } } },
      ],
    });
    expectScenario({
      phase: 'capital',
      players: fight({ resources: 5, hand: ['Mountain Brigade'] }).players,
      decisions: [{ type: 'use', card: '@ts', ability: 'action', player: 1, illegal: 'cannot be used now' }],
    });
  });

  it('stays sacrificed when the unit picked to take the damage is gone by then: all the damage stays on its unit', () => {
    expectScenario({
      ...fight({}, { kingdom: { cards: [{ card: 'Lobber Crew', as: 'lc' }] } }),
      decisions: [
        ...assign,
        { type: 'pass', player: 2 },
        { type: 'use', card: '@ts', ability: 'action', player: 1 },
        { type: 'target', target: '@sponge', player: 1 },
        // P2 answers: his Lobber Crew makes P1 sacrifice a unit; he picks the one chosen to take the damage
        { type: 'use', card: '@lc', ability: 'action', player: 2 },
        { type: 'target', target: '@sponge', player: 1 },
      ],
      expect: { '@sponge.loc': 'discard', '@ts.loc': 'discard', '@bos.damage': 3, '@mb.damage': 0 },
    });
  });
});
