/**
 * The terminal shows a two-zone attack (For Ulthuan!): the units declared against the second zone
 * are listed under the first combat until their own combat begins, and passing with no attackers
 * against one of the two zones is not called an attack that does nothing.
 */
import '@invasion/cards';
import { describe, expect, it } from 'vitest';
import { runScenario, viewFor } from '@invasion/engine';
import { combatLines } from '../../src/terminal/board.js';

const deck = Array.from({ length: 10 }, () => 'Mountain Brigade');
const strip = (s: string) => s.replace(/\u001b\[[0-9;]*m/g, '');

function upTo(decisions: unknown[]) {
  const r = runScenario({
    phase: 'battlefield',
    players: [
      { capital: 'high-elf', deck, resources: 1, hand: [{ card: 'For Ulthuan!', as: 'fu' }], battlefield: { cards: [{ card: 'Chaos Knights', as: 'k' }, { card: 'Black Orc Squad', as: 'o' }] } },
      { capital: 'dwarf', deck, kingdom: { cards: ['Mountain Brigade'] }, quest: { cards: ['Mountain Brigade'] } },
    ],
    decisions: [{ type: 'play', card: '@fu' }, { type: 'attack', zone: 'kingdom' }, { type: 'attack', zone: 'quest' }, ...decisions],
  } as never);
  expect(r.failures).toEqual([]);
  return r.state;
}

describe('a two-zone attack in the terminal', () => {
  it('lists the second group under the first combat, for both players, until its own combat', () => {
    const first = upTo([{ type: 'attacker', card: '@k' }, { type: 'pass' }, { type: 'attacker', card: '@o' }]);
    for (const seat of [0, 1] as const) {
      const lines = combatLines(viewFor(first, seat)).map(strip);
      expect(lines[0]).toMatch(/kingdom — attackers: Chaos Knights/);
      expect(lines.at(-1)).toMatch(/then, against the second zone: Black Orc Squad/);
    }
    const second = upTo([{ type: 'attacker', card: '@k' }, { type: 'pass' }, { type: 'attacker', card: '@o' }, { type: 'pass', player: 2 }, { type: 'assign', target: 'kingdom', amount: 3 }]);
    const lines = combatLines(viewFor(second, 1)).map(strip);
    expect(lines[0]).toMatch(/your quest — attackers: Black Orc Squad/);
    expect(lines.join('\n')).not.toMatch(/second zone/);
  });
});
