/**
 * An additional battlefield phase (Bash 'Em!) and the End of Turn window (FAQ section 3): the
 * window after combat is the battlefield phase's last action window ("considered to be the End of
 * Turn action phase"). An additional battlefield phase begun by then — in that window too — follows
 * the battlefield phase, after that window; with the first player penalty there is no battlefield
 * phase for it to follow.
 */
import { describe, it } from 'vitest';
import type { CardDef } from '../../src/index.js';
import { action, extraBattlefieldPhase } from '../../src/dsl.js';
import { board, expectScenario, registerFixtures } from '../helpers.js';

const RALLY: CardDef = {
  id: 'tx201', name: 'Rally', type: 'Tactic', race: 'Neutral', cost: 0, loyalty: 0, power: 0, hitPoints: 0, traits: [], unique: false, hero: false, keywords: {}, entry: null, raceSymbols: [], implemented: true,
  // "Action: there is an additional battlefield phase this turn."
  abilities: [action({ effect: extraBattlefieldPhase() })],
};
registerFixtures([RALLY]);

describe('an additional battlefield phase', () => {
  it('begun in the window after combat (the End of Turn window), follows the battlefield phase', () => {
    expectScenario({
      phase: 'battlefield',
      players: board({ hand: [{ card: 'Rally', as: 'r' }], battlefield: { cards: [{ card: 'Grunt', as: 'g' }] } }),
      decisions: [
        { type: 'pass' },
        { type: 'attack', zone: 'kingdom' },
        { type: 'pass' },
        { type: 'attacker', card: '@g' },
        { type: 'pass' },
        { type: 'pass' },
        { type: 'assign', target: 'kingdom', amount: 1 },
        { type: 'pass' },
        { expect: { phase: 'endTurn', turn: 3, 'p2.kingdom.damage': 1, prompt: { player: 1, kind: 'action' } } },
        { type: 'play', card: '@r' },
        // (nobody can respond: it resolves; nothing more to do in the window)
        { expect: { phase: 'battlefield', turn: 3, prompt: { player: 1, kind: 'attackZone' }, log: ['begins an additional battlefield phase'] } },
        { type: 'attack', zone: 'quest' },
        { type: 'attacker', card: '@g' },
        { type: 'assign', target: 'quest', amount: 1 },
      ],
      expect: { 'p2.quest.damage': 1, turn: 4 },
    });
  });

  it('begun earlier, comes after the first battlefield phase\'s End of Turn window', () => {
    expectScenario({
      phase: 'battlefield',
      players: board({ hand: [{ card: 'Rally', as: 'r' }, { card: 'Bolt', as: 'b' }], battlefield: { cards: [{ card: 'Grunt', as: 'g' }] } }, { kingdom: { cards: [{ card: 'Brute', as: 'x' }] } }),
      decisions: [
        { type: 'play', card: '@r' },
        { type: 'pass' },
        { type: 'pass' },
        { type: 'attack', zone: 'quest' },
        { type: 'pass' },
        { type: 'attacker', card: '@g' },
        { type: 'pass' },
        { type: 'pass' },
        { type: 'assign', target: 'quest', amount: 1 },
        { type: 'pass' },
        // the first battlefield phase's last window: still a chance to act before the next phase
        { expect: { phase: 'endTurn', turn: 3, 'p2.quest.damage': 1, prompt: { player: 1, kind: 'action' } } },
        { type: 'play', card: '@b' },
        { type: 'target', target: '@x' },
        { expect: { '@x.damage': 1, phase: 'battlefield', turn: 3, prompt: { player: 1, kind: 'attackZone' } } },
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@g' },
        { type: 'pass', player: 2 },
        { type: 'assign', target: 'kingdom', amount: 1 },
      ],
      expect: { 'p2.kingdom.damage': 1, turn: 4 },
    });
  });

  it('does not happen in a turn with no battlefield phase (first player penalty)', () => {
    expectScenario({
      turn: 1,
      phase: 'capital',
      players: board({ hand: [{ card: 'Rally', as: 'r' }, 'Grunt'], battlefield: { cards: ['Grunt'] } }),
      decisions: [{ type: 'play', card: '@r' }, { type: 'pass' }, { expect: { turn: 2, active: 2 } }],
    });
  });
});
