import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Bloodcall Sorceress', () => {
  it('on a development from hand: a token, then up to X units (X counting the new token) have -2 power this turn', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { hand: ['Mountain Brigade', 'Mountain Brigade'], kingdom: { cards: [{ card: 'Bloodcall Sorceress', as: 's', tokens: 1 }, { card: 'Mountain Brigade', as: 'mine' }] } },
        { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'm1' }, { card: 'Mountain Brigade', as: 'm2' }, { card: 'Mountain Brigade', as: 'm3' }, 'Lobber Crew'] } },
        ['dark-elf', 'dwarf'],
      ),
      decisions: [
        { expect: { options: { exclude: [{ type: 'use', card: '@s', ability: 'action' }] } } },
        { type: 'develop', card: 'Mountain Brigade', zone: 'quest' },
        { type: 'pass', player: 2 },
        { type: 'use', card: '@s', ability: 'action' },
        { type: 'pass', player: 2 },
        // chosen as it resolves, once the token is on it: either player's units
        { expect: { '@s.tokens': 2, prompt: { player: 1, kind: 'choose' }, options: { include: [{ type: 'target', target: '@m1' }, { type: 'target', target: '@mine' }, { type: 'pass' }] } } },
        { type: 'target', target: '@m1' },
        { type: 'target', target: '@mine' },
        // two picked: no third is offered, it has resolved
        { expect: { '@m1.power': 0, '@mine.power': 0, '@m2.power': 2, '@m3.power': 2, prompt: { player: 2, kind: 'action' } } },
        { type: 'pass', player: 2 },
        { expect: { prompt: { player: 2, kind: 'action' }, phase: 'battlefield', '@m1.power': 0 } },
        { type: 'pass', player: 2 },
        // still -2 in the end-of-turn window
        { expect: { phase: 'endTurn', '@m1.power': 0 } },
        { type: 'pass', player: 2 },
      ],
      // the turn is over: back to 2
      expect: { turn: 4, '@m1.power': 2, '@mine.power': 2 },
    });
  });

  it('"up to": he may pick none; not for a unit played from hand, nor for the opponent\'s development', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { hand: ['Mountain Brigade', 'Mountain Brigade'], kingdom: { cards: [{ card: 'Bloodcall Sorceress', as: 's' }] } },
        { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'm1' }] } },
        ['dark-elf', 'dwarf'],
      ),
      decisions: [
        { type: 'develop', card: 'Mountain Brigade', zone: 'quest' },
        { type: 'use', card: '@s', ability: 'action' },
        { type: 'pass' },
      ],
      expect: { '@s.tokens': 1, '@m1.power': 2, '@s.power': 1 },
    });
    expectScenario({
      phase: 'capital',
      players: board({ resources: 5, hand: ['Crooked Teef Goblins', 'Mountain Brigade'], kingdom: { cards: [{ card: 'Bloodcall Sorceress', as: 's' }] } }, {}, ['dark-elf', 'dwarf']),
      decisions: [
        { type: 'play', card: 'Crooked Teef Goblins', zone: 'battlefield' },
        { expect: { options: { exclude: [{ type: 'use', card: '@s', ability: 'action' }] } } },
      ],
    });
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board({ kingdom: { cards: [{ card: 'Bloodcall Sorceress', as: 's' }] } }, { hand: ['Mountain Brigade', 'Mountain Brigade'] }, ['dark-elf', 'dwarf']),
      decisions: [
        { type: 'develop', card: 'Mountain Brigade', zone: 'quest' },
        { expect: { '@s.tokens': 0, options: { exclude: [{ type: 'use', card: '@s', ability: 'action' }] } } },
      ],
    });
  });
});
