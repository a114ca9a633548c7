import { describe, expect, it } from 'vitest';
import type { ClientOption, ClientView, Phase, PlayerId, PromptKind } from '@invasion/engine';
import { DEFAULT_STOPS, parseStopName, Stops, windowStop } from '../../src/terminal/stops.js';
import { stopCommand } from '../../src/terminal/commands.js';
import { inCombat } from '../../src/terminal/board.js';

const PASS: ClientOption = { key: 'pass', label: 'Pass', decision: { type: 'pass' }, card: null, group: 'pass' };
const PLAY: ClientOption = { key: 'play:9', label: 'Play Pillage — cost 2', decision: { type: 'play', card: 9 }, card: 9, group: 'play:9' };

/** The fields of a view the stops read. */
function view(o: { active: PlayerId; phase: Phase; kind?: PromptKind; chain?: number; combat?: boolean }): ClientView {
  return {
    active: o.active,
    phase: o.phase,
    prompt: { player: 0, kind: o.kind ?? 'action', title: '', source: null, min: 0, max: 0, amount: 0 },
    chain: Array.from({ length: o.chain ?? 0 }, (_, i) => ({ index: i, player: 1 })),
    combat: o.combat ? { attacker: o.active, defender: 1 - o.active, zone: 'kingdom', legend: null, step: 'declareDefenders', attackers: [], defenders: [] } : null,
  } as unknown as ClientView;
}

describe('stop names', () => {
  it('reads names, the opponent prefix and aliases', () => {
    expect(parseStopName('quest')).toBe('quest');
    expect(parseStopName('opp quest')).toBe('opp-quest');
    expect(parseStopName('opp-bf')).toBe('opp-battlefield');
    expect(parseStopName('opponent capital')).toBe('opp-capital');
    expect(parseStopName('end')).toBe('end');
    expect(parseStopName('chain')).toBe('chain');
    expect(parseStopName('nonsense')).toBeNull();
    expect(parseStopName('opp chain')).toBeNull();
  });

  it('names the window by whose turn, phase and combat', () => {
    expect(windowStop(view({ active: 0, phase: 'quest' }), 0)).toBe('quest');
    expect(windowStop(view({ active: 1, phase: 'quest' }), 0)).toBe('opp-quest');
    expect(windowStop(view({ active: 1, phase: 'endTurn' }), 0)).toBe('opp-end');
    expect(windowStop(view({ active: 0, phase: 'battlefield', combat: true }), 0)).toBe('combat');
    expect(windowStop(view({ active: 1, phase: 'battlefield', combat: true }), 0)).toBe('attacked');
    // a combat an effect started outside the battlefield phase (Wolves of the North, in the quest phase)
    expect(windowStop(view({ active: 1, phase: 'quest', combat: true }), 0)).toBe('attacked');
    expect(windowStop(view({ active: 0, phase: 'quest', combat: true }), 0)).toBe('combat');
  });

  it('the board shows a combat in progress whatever the phase', () => {
    expect(inCombat(view({ active: 1, phase: 'quest', combat: true }))).toBe(true);
    expect(inCombat(view({ active: 1, phase: 'battlefield', combat: true }))).toBe(true);
    expect(inCombat(view({ active: 1, phase: 'quest' }))).toBe(false);
  });
});

describe('Stops.decide', () => {
  const opts = [PASS, PLAY];

  it('defaults: own capital and battlefield, attacks on you, open chains', () => {
    const s = new Stops();
    expect(s.list()).toEqual([...DEFAULT_STOPS]);
    expect(s.decide(view({ active: 0, phase: 'capital' }), opts, 0, false).ask).toBe(true);
    expect(s.decide(view({ active: 0, phase: 'battlefield' }), opts, 0, false).ask).toBe(true);
    expect(s.decide(view({ active: 1, phase: 'battlefield', combat: true }), opts, 0, false).ask).toBe(true);
    expect(s.decide(view({ active: 1, phase: 'capital', chain: 1 }), opts, 0, false).ask).toBe(true);
    const quiet = s.decide(view({ active: 0, phase: 'quest' }), opts, 0, false);
    expect(quiet).toEqual({ ask: false, pass: PASS, why: 'quest' });
    expect(s.decide(view({ active: 1, phase: 'kingdom' }), opts, 0, false).ask).toBe(false);
  });

  it('always asks right after the opponent acted, whatever the stops', () => {
    const s = new Stops([]);
    expect(s.decide(view({ active: 1, phase: 'quest' }), opts, 0, false).ask).toBe(false);
    expect(s.decide(view({ active: 1, phase: 'quest' }), opts, 0, true)).toEqual({ ask: true, why: 'the opponent acted' });
  });

  it('always asks at prompts other than action windows, and where there is no pass', () => {
    const s = new Stops([]);
    expect(s.decide(view({ active: 1, phase: 'battlefield', kind: 'declareDefenders' }), opts, 0, false).ask).toBe(true);
    expect(s.decide(view({ active: 1, phase: 'beginTurn', kind: 'choose' }), [PASS], 0, false).ask).toBe(true);
    expect(s.decide(view({ active: 0, phase: 'quest' }), [PLAY], 0, false).ask).toBe(true);
  });

  it('stop and nostop change where it asks; all switches every stop', () => {
    const s = new Stops();
    s.set('quest', true);
    s.set('capital', false);
    expect(s.decide(view({ active: 0, phase: 'quest' }), opts, 0, false).ask).toBe(true);
    expect(s.decide(view({ active: 0, phase: 'capital' }), opts, 0, false).ask).toBe(false);
    s.set('all', false);
    expect(s.list()).toEqual([]);
    s.set('all', true);
    expect(s.describe().filter((l) => l.startsWith('[x]'))).toHaveLength(s.list().length + 1);
  });
});

describe('stop / nostop commands', () => {
  it('change one stop, every stop, or say the name is unknown', () => {
    const s = new Stops();
    expect(stopCommand(s, 'opp quest', true)).toEqual({ changed: true, message: 'Stop: opp-quest. Stops now: capital, battlefield, combat, opp-quest, attacked, chain.' });
    expect(stopCommand(s, 'all', false).message).toBe('No stop: all. Stops now: none.');
    expect(stopCommand(s, 'lunch', true)).toEqual({ changed: false, message: "Unknown stop 'lunch'. Type stops to see them." });
  });
});
