import { describe, it } from 'vitest';
import { board, expectScenario } from '../../testing.js';

describe('Warrior Priests', () => {
  it('redirects 1 combat damage that would be dealt to it onto a unit in a battlefield, once per turn', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { battlefield: { cards: [{ card: 'Chaos Knights', as: 'ck' }] } },
        { kingdom: { cards: [{ card: 'Warrior Priests', as: 'wp' }] }, battlefield: { cards: [{ card: 'Mountain Brigade', as: 'mb' }] } },
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@ck' },
        { type: 'defender', card: '@wp' },
        { type: 'assign', target: '@wp', amount: 1 },
        { type: 'assign', target: 'kingdom', amount: 2 },
        { type: 'assign', target: '@ck', amount: 1, player: 2 },
        { expect: { prompt: { player: 2, kind: 'choose' }, options: { include: [{ type: 'target', target: '@ck' }, { type: 'target', target: '@mb' }], exclude: [{ type: 'target', target: '@wp' }] } } },
        { type: 'target', target: '@mb' },
      ],
      expect: { '@wp.loc': 'kingdom', '@wp.damage': 0, '@mb.damage': 1, '@ck.damage': 1, 'p2.kingdom.damage': 2 },
    });
  });

  it('redirects only the first damage each turn; a later damage that turn is dealt to it', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 6, hand: ['Mountain Brigade'], quest: { cards: [{ card: 'Nurgle Sorcerer', as: 'ns' }] }, battlefield: { cards: [{ card: 'Dark Zealot', as: 'dz' }] } },
        { kingdom: { cards: [{ card: 'Warrior Priests', as: 'wp' }] } },
        ['chaos', 'empire'],
      ),
      decisions: [
        { type: 'use', card: '@ns', ability: 'action' },
        { type: 'target', target: '@wp' },
        { type: 'pass', player: 1 }, // the Dark Zealot, the only unit in a battlefield, takes the redirected point
        { expect: { '@wp.damage': 0, '@dz.damage': 1 } },
        { type: 'use', card: '@ns', ability: 'action' },
        { type: 'target', target: '@wp' },
      ],
      expect: { '@wp.loc': 'discard', '@dz.damage': 1 },
    });
  });

  it('keeps the damage when no unit is in any battlefield (a unit elsewhere is no target)', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 3, hand: ['Mountain Brigade'], quest: { cards: [{ card: 'Nurgle Sorcerer', as: 'ns' }] } },
        { kingdom: { cards: [{ card: 'Warrior Priests', as: 'wp' }, { card: 'Peasant Militia', as: 'pm' }] } },
        ['chaos', 'empire'],
      ),
      decisions: [
        { type: 'use', card: '@ns', ability: 'action' },
        { type: 'target', target: '@wp' },
      ],
      expect: { '@wp.loc': 'discard', '@pm.damage': 0, '@ns.damage': 0 },
    });
  });
});
