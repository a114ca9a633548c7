import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Jezzail Team', () => {
  it('corrupts itself to deal 1 damage to a target unit in any battlefield (not in another zone)', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Jezzail Team', as: 'j' }, { card: 'Black Orc Squad', as: 'mk' }] }, battlefield: { cards: [{ card: 'Black Orc Squad', as: 'mine' }] } },
        { battlefield: { cards: [{ card: 'Chaos Knights', as: 'b' }] }, kingdom: { cards: [{ card: 'Mountain Brigade', as: 'k' }] } },
        ['skaven', 'empire'],
      ),
      decisions: [
        { type: 'use', card: '@j', ability: 'action' },
        { expect: { options: { include: [{ type: 'target', target: '@b' }, { type: 'target', target: '@mine' }], exclude: [{ type: 'target', target: '@k' }, { type: 'target', target: '@mk' }, { type: 'target', target: '@j' }] } } },
        { type: 'target', target: '@b' },
        { expect: { '@j.corrupt': true } },
        { type: 'pass' },
      ],
      expect: { '@b.damage': 1, '@j.corrupt': true },
    });
  });

  it('a corrupted Jezzail Team cannot pay again', () => {
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Jezzail Team', as: 'j', corrupt: true }] } }, { battlefield: { cards: ['Chaos Knights'] } }, ['skaven', 'empire']),
      decisions: [{ type: 'use', card: '@j', ability: 'action', illegal: '' }],
    });
  });

  it('the cost stays paid when the target is gone as it resolves', () => {
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board(
        { resources: 2, hand: ['Beguile'], kingdom: { cards: [{ card: 'Jezzail Team', as: 'j' }] }, battlefield: { cards: [{ card: 'Chaos Knights', as: 'k' }, { card: 'Skeletal Horde', as: 'h' }] } },
        { hand: ['Mountain Brigade'] },
        ['skaven', 'empire'],
      ),
      decisions: [
        { type: 'pass', player: 2 },
        { type: 'use', card: '@j', ability: 'action', player: 1 },
        { type: 'target', target: '@h' },
        // in response P1 destroys the Horde himself: the Knights (3 power) deal it 3 damage (the Horde, the only other unit there, is picked)
        { type: 'play', card: 'Beguile', player: 1 },
        { type: 'target', target: '@k' },
      ],
      expect: { '@h.loc': 'discard', '@j.corrupt': true, '@k.damage': 0, log: ['Jezzail Team#11: its targets are no longer valid'] },
    });
  });
});
