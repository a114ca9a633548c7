import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Elven Steed', () => {
  it('goes only onto a unit you control, which gets +3 hit points', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { capital: 'high-elf', resources: 3, hand: [{ card: 'Elven Steed', as: 's' }], kingdom: { cards: [{ card: 'Black Orc Squad', as: 'b' }] } },
        { kingdom: { cards: [{ card: 'Black Orc Squad', as: 'theirs' }] } },
        ['high-elf', 'orc'],
      ),
      decisions: [
        { type: 'play', card: '@s', zone: 'kingdom', target: '@theirs', illegal: 'cannot be attached' },
        { type: 'play', card: '@s', zone: 'kingdom', target: '@b' },
        { type: 'pass', player: 2 },
      ],
      expect: { '@s.loc': 'kingdom', '@b.hitPoints': 7, '@theirs.hitPoints': 4 },
    });
  });

  it('when its unit leaves play, its controller may pay 2 to take it back into his hand', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 3, kingdom: { cards: [{ card: 'Lobber Crew', as: 'lc' }, { card: 'Elven Steed', as: 's', attachedTo: '@lc' }] } },
        { kingdom: { cards: [{ card: 'Huntsmen', as: 'hu' }] } },
      ),
      decisions: [
        { type: 'use', card: '@lc', ability: 'action' },
        { type: 'pass' }, // order of the discard pile
        { expect: { prompt: { player: 1, kind: 'choose' }, '@s.loc': 'discard' } },
        { type: 'mode', index: 0 },
      ],
      expect: { '@s.loc': 'hand', 'p1.resources': 1, '@lc.loc': 'discard' },
    });
  });

  it('declined, it stays in the discard pile and nothing is paid', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 3, kingdom: { cards: [{ card: 'Lobber Crew', as: 'lc' }, { card: 'Elven Steed', as: 's', attachedTo: '@lc' }] } },
        { kingdom: { cards: [{ card: 'Huntsmen', as: 'hu' }] } },
      ),
      decisions: [
        { type: 'use', card: '@lc', ability: 'action' },
        { type: 'pass' },
        { type: 'pass' }, // declines
        { expect: { prompt: { player: 2, kind: 'action' } } },
      ],
      expect: { '@s.loc': 'discard', 'p1.resources': 3 },
    });
  });

  it('with fewer than 2 resources, accepting cannot be paid: it stays in the discard pile', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 1, kingdom: { cards: [{ card: 'Lobber Crew', as: 'lc' }, { card: 'Elven Steed', as: 's', attachedTo: '@lc' }] } },
        { kingdom: { cards: [{ card: 'Huntsmen', as: 'hu' }] } },
      ),
      decisions: [
        { type: 'use', card: '@lc', ability: 'action' },
        { type: 'pass' },
        { type: 'mode', index: 0 },
      ],
      expect: { '@s.loc': 'discard', 'p1.resources': 1, 'p1.hand.count': 0 },
    });
  });

  it('destroyed in combat during the opponent\'s turn: the Steed\'s controller decides and pays', () => {
    expectScenario({
      phase: 'battlefield',
      active: 2,
      players: board(
        { resources: 2, kingdom: { cards: [{ card: 'Black Orc Squad', as: 'b', damage: 6 }, { card: 'Elven Steed', as: 's', attachedTo: '@b' }] } },
        { resources: 5, battlefield: { cards: [{ card: 'Mountain Brigade', as: 'm' }] } },
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom', player: 2 },
        { type: 'attacker', card: '@m' },
        { type: 'defender', card: '@b', player: 1 },
        { type: 'assign', target: '@b', amount: 2, player: 2 },
        { type: 'assign', target: '@m', amount: 1, player: 1 },
        { type: 'pass', player: 1 }, // order of the discard pile
        { expect: { prompt: { player: 1, kind: 'choose' }, '@b.loc': 'discard', 'p1.resources': 2 } },
        { type: 'mode', index: 0, player: 1 },
        // nothing else to do: play goes on to player 1's turn, whose kingdom phase brings 3 (2 - 2 + 3)
        { expect: { '@s.loc': 'hand', turn: 4, 'p1.resources': 3 } },
      ],
    });
  });

  it('discarded because its unit changed sides, it does not return: its unit never left play', () => {
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board(
        { resources: 3, kingdom: { cards: [{ card: 'Huntsmen', as: 'hu' }, { card: 'Elven Steed', as: 's', attachedTo: '@hu' }] } },
        { resources: 5, hand: ['Grasping Darkness', 'Huntsmen'] },
        ['dwarf', 'dark-elf'],
      ),
      decisions: [{ type: 'play', card: 'Grasping Darkness', player: 2 }],
      expect: { '@hu.controller': 2, '@s.loc': 'discard', 'p1.resources': 3, prompt: { player: 2, kind: 'action' } },
    });
  });
});
