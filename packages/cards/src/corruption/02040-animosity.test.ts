import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Animosity', () => {
  it('played once a zone is attacked: its target is declared as a defender by the rules; other defenders stay optional', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { resources: 2, hand: ['Animosity'], battlefield: { cards: [{ card: 'Chaos Knights', as: 'ck' }] } },
        { kingdom: { cards: [{ card: 'Huntsmen', as: 'h' }, { card: 'Huntsmen', as: 'h2' }] } },
        ['chaos', 'empire'],
      ),
      decisions: [
        { expect: { options: { exclude: [{ type: 'play', card: 'Animosity' }] } } },
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@ck' },
        { type: 'play', card: 'Animosity' },
        { type: 'target', target: '@h' },
        { expect: { prompt: { player: 2, kind: 'declareDefenders' }, 'combat.defenders': ['Huntsmen'], options: { exclude: [{ type: 'defender', card: '@h' }], include: [{ type: 'defender', card: '@h2' }, { type: 'pass' }] } } },
        { type: 'pass', player: 2 },
        { expect: { 'combat.defenders': ['Huntsmen'] } },
      ],
    });
  });

  it('a target that cannot defend (corrupt, or not in the attacked zone) is not made to', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { resources: 2, hand: ['Animosity'], battlefield: { cards: [{ card: 'Chaos Knights', as: 'ck' }] } },
        { kingdom: { cards: [{ card: 'Huntsmen', as: 'h', corrupt: true }, { card: 'Huntsmen', as: 'h2' }] } },
        ['chaos', 'empire'],
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@ck' },
        { type: 'play', card: 'Animosity' },
        { type: 'target', target: '@h' },
        { type: 'pass', player: 2 },
        { expect: { 'combat.defenders': [] } },
      ],
    });
    expectScenario({
      phase: 'battlefield',
      players: board(
        { resources: 2, hand: ['Animosity'], battlefield: { cards: [{ card: 'Chaos Knights', as: 'ck' }] } },
        { kingdom: { cards: [{ card: 'Huntsmen', as: 'h2' }] }, quest: { cards: [{ card: 'Huntsmen', as: 'hq' }] } },
        ['chaos', 'empire'],
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@ck' },
        { type: 'play', card: 'Animosity' },
        { type: 'target', target: '@hq' },
        { expect: { prompt: { player: 2, kind: 'declareDefenders' }, 'combat.defenders': [] } },
        { type: 'pass', player: 2 },
        { expect: { 'combat.defenders': [], '@hq.loc': 'quest' } },
      ],
    });
  });

  it('cannot be played before a zone is attacked, nor once defenders are declared', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 2, hand: ['Animosity', 'Mountain Brigade'] }, { kingdom: { cards: ['Huntsmen'] } }, ['chaos', 'empire']),
      decisions: [{ type: 'play', card: 'Animosity', illegal: 'cannot be used now' }],
    });
    expectScenario({
      phase: 'battlefield',
      players: board(
        { resources: 2, hand: ['Animosity', 'Mob Up'], battlefield: { cards: [{ card: 'Chaos Knights', as: 'ck' }] } },
        { kingdom: { cards: [{ card: 'Huntsmen', as: 'h' }] } },
        ['orc', 'empire'],
      ),
      decisions: [
        { type: 'pass' },
        { type: 'attack', zone: 'kingdom' },
        // the zone is chosen but no attacker declared yet: it is not attacked yet (FAQ: Battlefield Phase)
        { expect: { prompt: { player: 1, kind: 'action' }, options: { exclude: [{ type: 'play', card: 'Animosity' }] } } },
        { type: 'pass' },
        { type: 'attacker', card: '@ck' },
        { type: 'pass' },
        { type: 'pass', player: 2 },
        { expect: { 'combat.defenders': [], prompt: { player: 1, kind: 'action' }, options: { exclude: [{ type: 'play', card: 'Animosity' }] } } },
      ],
    });
  });
});
