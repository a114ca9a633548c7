import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Fellblade', () => {
  it('attaches to a Skaven unit and corrupts it; every unit corrupted adds a token', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 3, hand: [{ card: 'Fellblade', as: 'fb' }, 'Seduced by Darkness'], kingdom: { cards: [{ card: 'Rat Ogres', as: 'ro' }, 'Black Orc Squad'] } },
        { quest: { cards: [{ card: 'Dark Zealot', as: 'dz' }] } },
        ['skaven', 'orc'],
      ),
      decisions: [
        { type: 'play', card: '@fb', zone: 'kingdom', target: '@ro' },
        { type: 'pass' },
        // corrupting its own host counts: Fellblade is already in play
        { expect: { '@ro.corrupt': true, '@fb.tokens': 1 } },
        { type: 'play', card: 'Seduced by Darkness' },
        { type: 'target', target: '@dz' },
        { type: 'pass' },
        { expect: { '@dz.corrupt': true, '@fb.tokens': 2, 'p1.resources': 0 } },
      ],
    });
  });

  it('cannot be attached to a non-Skaven unit', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 3, hand: ['Fellblade', 'Mountain Brigade'], kingdom: { cards: [{ card: 'Black Orc Squad', as: 'b' }] } }, {}, ['skaven', 'orc']),
      decisions: [{ type: 'play', card: 'Fellblade', zone: 'kingdom', target: '@b', illegal: 'cannot be attached' }],
    });
  });

  it('adds its tokens to the combat damage the attached unit deals', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { battlefield: { cards: [{ card: 'Rat Ogres', as: 'ro' }, { card: 'Fellblade', as: 'fb', attachedTo: '@ro', tokens: 2 }] } },
        {},
        ['skaven', 'orc'],
      ),
      decisions: [
        { type: 'attack', zone: 'quest' },
        { type: 'attacker', card: '@ro' },
        { type: 'assign', target: 'quest', amount: 4 },
      ],
      expect: { 'p2.quest.damage': 4 },
    });
  });
});
