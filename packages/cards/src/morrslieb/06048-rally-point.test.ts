import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Rally Point', () => {
  it('as your turn begins, moves a unit of yours from another zone into its zone', () => {
    expectScenario({
      phase: 'beginTurn',
      players: board(
        {
          hand: ['Mountain Brigade'],
          kingdom: { cards: [{ card: 'Rally Point', as: 'rp' }, { card: 'Mountain Brigade', as: 'k' }] },
          battlefield: { cards: [{ card: 'Mountain Brigade', as: 'b' }] },
          quest: { cards: [{ card: 'Mountain Brigade', as: 'q' }] },
        },
        { battlefield: { cards: [{ card: 'Mountain Brigade', as: 'o' }] } },
        ['empire', 'orc'],
      ),
      decisions: [
        { type: 'use', card: '@rp', ability: 'action' },
        // a unit already in its zone and the opponent's unit are no targets
        { expect: { options: { include: [{ type: 'target', target: '@b' }, { type: 'target', target: '@q' }], exclude: [{ type: 'target', target: '@k' }, { type: 'target', target: '@o' }] } } },
        { type: 'target', target: '@b' },
        { type: 'pass', player: 1 },
        { expect: { '@b.loc': 'kingdom', '@q.loc': 'quest', '@o.loc': 'battlefield' } },
      ],
    });
  });

  it('never moves a second Hero into its zone', () => {
    expectScenario({
      phase: 'beginTurn',
      players: board(
        {
          hand: ['Mountain Brigade'],
          kingdom: { cards: [{ card: 'Rally Point', as: 'rp' }, { card: 'Luthor Huss' }] },
          battlefield: { cards: [{ card: 'Johannes Broheim', as: 'h' }, { card: 'Mountain Brigade', as: 'b' }] },
          quest: { cards: [{ card: 'Mountain Brigade', as: 'q' }] },
        },
        {},
        ['empire', 'orc'],
      ),
      decisions: [
        { type: 'use', card: '@rp', ability: 'action' },
        { expect: { options: { include: [{ type: 'target', target: '@b' }, { type: 'target', target: '@q' }], exclude: [{ type: 'target', target: '@h' }] } } },
        { type: 'target', target: '@b' },
        { type: 'pass', player: 1 },
      ],
      expect: { '@h.loc': 'battlefield', '@b.loc': 'kingdom' },
    });
  });

  it('does not trigger as the opponent\'s turn begins', () => {
    expectScenario({
      phase: 'beginTurn',
      active: 2,
      players: board(
        { hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Rally Point', as: 'rp' }, 'Flagellants'] }, battlefield: { cards: [{ card: 'Mountain Brigade', as: 'b' }] } },
        { hand: ['Mountain Brigade'] },
        ['empire', 'orc'],
      ),
      decisions: [{ type: 'use', card: '@rp', ability: 'action', illegal: 'first opportunity' }],
      expect: { '@b.loc': 'battlefield' },
    });
  });

  it('destroyed in response, it still moves the unit into the zone it was in', () => {
    expectScenario({
      phase: 'beginTurn',
      players: board(
        {
          hand: ['Mountain Brigade'],
          kingdom: { cards: [{ card: 'Rally Point', as: 'rp' }] },
          battlefield: { cards: [{ card: 'Mountain Brigade', as: 'b' }] },
          quest: { cards: [{ card: 'Mountain Brigade', as: 'q' }] },
        },
        { resources: 2, hand: [{ card: 'Burn It Down', as: 'bid' }], battlefield: { developments: ['01001'] } },
        ['empire', 'orc'],
      ),
      decisions: [
        { type: 'use', card: '@rp', ability: 'action' },
        { type: 'target', target: '@b' },
        { type: 'play', card: '@bid', player: 2 },
        { type: 'pass', player: 1 },
        { type: 'pass', player: 2 },
        { expect: { '@rp.loc': 'discard' } },
      ],
      expect: { '@b.loc': 'kingdom', '@q.loc': 'quest' },
    });
  });
});
