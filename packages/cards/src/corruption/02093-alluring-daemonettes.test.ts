import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Alluring Daemonettes', () => {
  it('when it attacks, its player may make a target unit defend: the rules declare it; other defenders stay optional', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { battlefield: { cards: [{ card: 'Alluring Daemonettes', as: 'ad' }] } },
        { kingdom: { cards: [{ card: 'Huntsmen', as: 'h' }, { card: 'Huntsmen', as: 'h2' }] } },
        ['chaos', 'empire'],
      ),
      decisions: [
        // not before it attacks
        { expect: { options: { exclude: [{ type: 'use', card: '@ad', ability: 'action' }] } } },
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@ad' },
        { type: 'use', card: '@ad', ability: 'action' },
        { type: 'target', target: '@h' },
        { expect: { prompt: { player: 2, kind: 'declareDefenders' }, 'combat.defenders': ['Huntsmen'], options: { exclude: [{ type: 'defender', card: '@h' }], include: [{ type: 'defender', card: '@h2' }] } } },
        { type: 'pass', player: 2 },
      ],
      expect: { 'combat.defenders': ['Huntsmen'] },
    });
  });

  it('is a "may": without it, the opponent need not defend', () => {
    expectScenario({
      phase: 'battlefield',
      players: board({ battlefield: { cards: [{ card: 'Alluring Daemonettes', as: 'ad' }] } }, { kingdom: { cards: [{ card: 'Huntsmen', as: 'h' }] } }, ['chaos', 'empire']),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@ad' },
        { type: 'pass', player: 1 },
        { expect: { prompt: { player: 2, kind: 'declareDefenders' }, 'combat.defenders': [] } },
      ],
    });
  });

  it('a target that cannot defend the attacked zone (it is in another zone) is not made to', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { battlefield: { cards: [{ card: 'Alluring Daemonettes', as: 'ad' }] } },
        { kingdom: { cards: [{ card: 'Huntsmen', as: 'h2' }] }, quest: { cards: [{ card: 'Huntsmen', as: 'q' }] } },
        ['chaos', 'empire'],
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@ad' },
        { type: 'use', card: '@ad', ability: 'action' },
        { type: 'target', target: '@q' },
        { expect: { prompt: { player: 2, kind: 'declareDefenders' }, 'combat.defenders': [] } },
      ],
    });
  });
});
