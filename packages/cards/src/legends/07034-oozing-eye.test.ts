import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Oozing Eye', () => {
  it("goes onto any player's unit, which then cannot be declared as an attacker", () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { capital: 'chaos', resources: 4, hand: [{ card: 'Oozing Eye', as: 'e' }], battlefield: { cards: [{ card: 'Black Orc Squad', as: 'mine' }] } },
        { battlefield: { cards: [{ card: 'Black Orc Squad', as: 'theirs' }] } },
        ['chaos', 'orc'],
      ),
      decisions: [
        { type: 'play', card: '@e', zone: 'battlefield', target: '@theirs' },
        { expect: { '@e.loc': 'battlefield', '@e.controller': 1, '@theirs.controller': 2 } },
      ],
    });
  });

  it('its unit cannot attack; the other units still can', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { battlefield: { cards: [{ card: 'Black Orc Squad', as: 'b' }, { card: 'Oozing Eye', as: 'e', attachedTo: '@b' }, { card: 'Huntsmen', as: 'hu' }] } },
        { kingdom: { cards: ['Mountain Brigade'] } },
        ['chaos', 'orc'],
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@b', illegal: '' },
        { expect: { options: { include: [{ type: 'attacker', card: '@hu' }], exclude: [{ type: 'attacker', card: '@b' }] } } },
      ],
    });
  });

  it("on an opponent's unit that leaves play, the Eye's controller decides and pays to take it back", () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { capital: 'chaos', resources: 5, hand: [{ card: 'Oozing Eye', as: 'x' }], kingdom: { cards: [{ card: 'Lobber Crew', as: 'lc' }] } },
        { resources: 3, kingdom: { cards: [{ card: 'Huntsmen', as: 'hu' }] } },
        ['chaos', 'orc'],
      ),
      decisions: [
        { type: 'play', card: '@x', zone: 'kingdom', target: '@hu' },
        { type: 'pass', player: 1 },
        { expect: { '@x.controller': 1, '@x.loc': 'kingdom', 'p1.resources': 3 } },
        { type: 'use', card: '@lc', ability: 'action' },
        { expect: { prompt: { player: 1, kind: 'choose' }, '@x.loc': 'discard', '@hu.loc': 'discard' } },
        { type: 'mode', index: 0, player: 1 },
      ],
      expect: { '@x.loc': 'hand', 'p1.hand.count': 1, 'p1.resources': 1, 'p2.resources': 3 },
    });
  });

  it('when its unit leaves play, its controller may pay 2 to take it back into his hand', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 3, kingdom: { cards: [{ card: 'Lobber Crew', as: 'lc' }, { card: 'Oozing Eye', as: 'x', attachedTo: '@lc' }] } },
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
        { resources: 3, kingdom: { cards: [{ card: 'Lobber Crew', as: 'lc' }, { card: 'Oozing Eye', as: 'x', attachedTo: '@lc' }] } },
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
