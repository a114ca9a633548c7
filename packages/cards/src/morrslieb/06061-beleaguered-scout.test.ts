import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Beleaguered Scout', () => {
  it('sacrificing one of its controller\'s developments: 1 damage to a target attacking unit', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { battlefield: { cards: [{ card: 'Chaos Knights', as: 'ck' }, { card: 'Dark Zealot', as: 'dz' }, { card: 'Chaos Knights', as: 'idle' }], developments: [{ card: 'Mountain Brigade', as: 'theirdev' }] } },
        { hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Beleaguered Scout', as: 'bs' }], developments: [{ card: 'Mountain Brigade', as: 'dev1' }] }, quest: { developments: [{ card: 'Mountain Brigade', as: 'dev2' }] } },
        ['chaos', 'dwarf'],
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@ck' },
        { type: 'attacker', card: '@dz' },
        { type: 'pass' },
        { type: 'use', card: '@bs', ability: 'action', player: 2 },
        // attacking units only
        { expect: { options: { include: [{ type: 'target', target: '@ck' }, { type: 'target', target: '@dz' }], exclude: [{ type: 'target', target: '@idle' }, { type: 'target', target: '@bs' }] } } },
        { type: 'target', target: '@ck' },
        // the cost: one of his own developments, any zone
        { expect: { options: { include: [{ type: 'target', target: '@dev1' }, { type: 'target', target: '@dev2' }], exclude: [{ type: 'target', target: '@theirdev' }] } } },
        { type: 'target', target: '@dev2' },
        { expect: { '@dev2.loc': 'discard', '@dev1.loc': 'kingdom' } },
        { type: 'pass', player: 2 },
        { expect: { '@ck.damage': 1, '@dz.damage': 0 } },
      ],
    });
  });

  it('cannot be used without a development of his own, nor with no attacking unit', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { battlefield: { cards: [{ card: 'Chaos Knights', as: 'ck' }, 'Dark Zealot'], developments: ['Mountain Brigade'] } },
        { hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Beleaguered Scout', as: 'bs' }, 'Flagellants'] } },
        ['chaos', 'dwarf'],
      ),
      decisions: [
        { type: 'pass', player: 2 },
        { type: 'attack', zone: 'kingdom' },
        { type: 'pass', player: 2 },
        { type: 'attacker', card: '@ck' },
        { type: 'pass' },
        { expect: { prompt: { player: 2, kind: 'action' }, 'combat.attackers': ['Chaos Knights'] } },
        { type: 'use', card: '@bs', ability: 'action', player: 2, illegal: '' },
      ],
    });
    expectScenario({
      phase: 'capital',
      players: board(
        { hand: ['Mountain Brigade'], battlefield: { cards: [{ card: 'Chaos Knights', as: 'ck' }] } },
        { hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Beleaguered Scout', as: 'bs' }, 'Flagellants'], developments: ['Mountain Brigade'] } },
        ['chaos', 'dwarf'],
      ),
      decisions: [{ type: 'pass' }, { type: 'use', card: '@bs', ability: 'action', player: 2, illegal: '' }],
    });
  });
});
