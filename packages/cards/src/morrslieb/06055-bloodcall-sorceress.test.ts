import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Bloodcall Sorceress', () => {
  it('on a development from hand: up to X target units (X counting the new token) picked on use; a token, then they have -2 power this turn', () => {
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
        // targets declared as it is used, X counting the token it is about to place (1 + 1): either player's units
        { expect: { '@s.tokens': 1, prompt: { player: 1, kind: 'choose' }, options: { include: [{ type: 'target', target: '@m1' }, { type: 'target', target: '@mine' }, { type: 'pass' }] } } },
        { type: 'target', target: '@m1' },
        { type: 'target', target: '@mine' },
        // two picked: no third is offered; the opponent may respond, knowing the targets
        { expect: { '@s.tokens': 1, '@m1.power': 2, prompt: { player: 2, kind: 'action' } } },
        { type: 'pass', player: 2 },
        { expect: { '@s.tokens': 2, '@m1.power': 0, '@mine.power': 0, '@m2.power': 2, '@m3.power': 2, prompt: { player: 2, kind: 'action' } } },
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
        { type: 'pass', player: 2 },
      ],
      // no target picked: the token is still placed
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

  it('the Sorceress gone before it resolves: no token and no power lost', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { hand: ['Mountain Brigade', 'Mountain Brigade'], kingdom: { cards: [{ card: 'Bloodcall Sorceress', as: 's', tokens: 1 }] } },
        { kingdom: { cards: [{ card: 'Lobber Crew', as: 'l' }, { card: 'Mountain Brigade', as: 'm1' }] } },
        ['dark-elf', 'dwarf'],
      ),
      decisions: [
        { type: 'develop', card: 'Mountain Brigade', zone: 'quest' },
        { type: 'pass', player: 2 },
        { type: 'use', card: '@s', ability: 'action' },
        { type: 'target', target: '@m1' },
        { type: 'pass' },
        // in response the Crew is sacrificed: P1 sacrifices his only unit, the Sorceress
        { type: 'use', card: '@l', ability: 'action', player: 2 },
      ],
      expect: { '@s.loc': 'discard', '@m1.power': 2, chain: 0 },
    });
  });
});
