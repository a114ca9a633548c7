import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Blessed Hammer', () => {
  it('goes only onto a unit you control', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { capital: 'empire', resources: 4, hand: [{ card: 'Blessed Hammer', as: 'h' }], kingdom: { cards: [{ card: 'Black Orc Squad', as: 'b' }] } },
        { kingdom: { cards: [{ card: 'Black Orc Squad', as: 'theirs' }] } },
        ['empire', 'orc'],
      ),
      decisions: [
        { type: 'play', card: '@h', zone: 'kingdom', target: '@theirs', illegal: 'cannot be attached' },
        { type: 'play', card: '@h', zone: 'kingdom', target: '@b' },
        { type: 'pass', player: 2 },
      ],
      expect: { '@h.loc': 'kingdom' },
    });
  });

  it('its unit has Counterstrike 2: declared as a defender, it deals 2 damage to an attacker', () => {
    expectScenario({
      phase: 'battlefield',
      active: 2,
      players: board(
        { kingdom: { cards: [{ card: 'Huntsmen', as: 'hu' }, { card: 'Blessed Hammer', as: 'h', attachedTo: '@hu' }] } },
        { battlefield: { cards: [{ card: 'Mountain Brigade', as: 'm' }] } },
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom', player: 2 },
        { type: 'attacker', card: '@m' },
        { type: 'defender', card: '@hu', player: 1 },
        { expect: { '@m.damage': 2 } },
      ],
    });
  });

  it('when its unit leaves play, its controller may pay 2 to take it back into his hand', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 3, kingdom: { cards: [{ card: 'Lobber Crew', as: 'lc' }, { card: 'Blessed Hammer', as: 'x', attachedTo: '@lc' }] } },
        { kingdom: { cards: [{ card: 'Huntsmen', as: 'hu' }] } },
      ),
      decisions: [
        { type: 'use', card: '@lc', ability: 'action' },
        { type: 'pass' }, // order of the discard pile
        { expect: { prompt: { player: 1, kind: 'choose' }, '@x.loc': 'discard' } },
        { type: 'mode', index: 0 },
      ],
      expect: { '@x.loc': 'hand', 'p1.resources': 1, '@lc.loc': 'discard' },
    });
  });

  it('declined, it stays in the discard pile and nothing is paid', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 3, kingdom: { cards: [{ card: 'Lobber Crew', as: 'lc' }, { card: 'Blessed Hammer', as: 'x', attachedTo: '@lc' }] } },
        { kingdom: { cards: [{ card: 'Huntsmen', as: 'hu' }] } },
      ),
      decisions: [
        { type: 'use', card: '@lc', ability: 'action' },
        { type: 'pass' },
        { type: 'pass' }, // declines
        { expect: { prompt: { player: 2, kind: 'action' }, '@x.loc': 'discard', 'p1.resources': 3 } },
      ],
    });
  });
});
