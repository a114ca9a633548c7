/** The browser client's stops name the window of a combat in progress whatever the phase (node test, no browser). */
import { describe, expect, it } from 'vitest';
import type { ClientView, Phase, PlayerId } from '@invasion/engine';
import { windowStop } from '../src/game/stops.js';

/** The fields of a view windowStop reads. */
function view(active: PlayerId, phase: Phase, step: string | null): ClientView {
  const combat = step ? { attacker: active, defender: 1 - active, zone: 'kingdom', legend: null, step, attackers: [], defenders: [] } : null;
  return { active, phase, combat } as unknown as ClientView;
}

describe('browser stops: windowStop', () => {
  it('a combat in progress is the combat / attacked stop, in the battlefield phase or outside it (Wolves of the North)', () => {
    expect(windowStop(view(0, 'battlefield', 'declareDefenders'), 0)).toBe('combat');
    expect(windowStop(view(1, 'battlefield', 'declareDefenders'), 0)).toBe('attacked');
    expect(windowStop(view(1, 'quest', 'declareDefenders'), 0)).toBe('attacked');
    expect(windowStop(view(0, 'quest', 'assignDamage'), 0)).toBe('combat');
  });

  it('a combat that is over leaves the phase stop', () => {
    expect(windowStop(view(1, 'endTurn', 'done'), 0)).toBe('opp-end');
    expect(windowStop(view(0, 'quest', null), 0)).toBe('quest');
  });
});
