import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Chillwind', () => {
  it('corrupts the target, then you may restore any corrupted unit (yours here)', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 2, hand: [{ card: 'Chillwind', as: 'cw' }, 'Mountain Brigade'], kingdom: { cards: [{ card: 'Dark Riders', as: 'r', corrupt: true }, { card: 'Disciple of Khaine', as: 'd' }] } },
        { kingdom: { cards: [{ card: 'Black Orc Squad', as: 'o' }, { card: 'Lobber Crew', as: 'lc', corrupt: true }] } },
        ['dark-elf', 'orc'],
      ),
      decisions: [
        { type: 'play', card: '@cw' },
        // a corrupted unit is no target
        { expect: { options: { include: [{ type: 'target', target: '@o' }, { type: 'target', target: '@d' }], exclude: [{ type: 'target', target: '@r' }, { type: 'target', target: '@lc' }] } } },
        { type: 'target', target: '@o' },
        { type: 'pass', player: 2 },
        // the restore: any corrupted unit, the one just corrupted too; passing is allowed
        { expect: { '@o.corrupt': true, prompt: { player: 1, kind: 'choose' }, options: { include: [{ type: 'target', target: '@r' }, { type: 'target', target: '@lc' }, { type: 'target', target: '@o' }, { type: 'pass' }], exclude: [{ type: 'target', target: '@d' }] } } },
        { type: 'target', target: '@r' },
      ],
      expect: { '@o.corrupt': true, '@r.corrupt': false, '@lc.corrupt': true, '@d.corrupt': false, 'p1.resources': 1, '@cw.loc': 'discard' },
    });
  });

  it("may restore the opponent's unit, or the target itself", () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 2, hand: [{ card: 'Chillwind', as: 'cw' }, 'Mountain Brigade'] },
        { kingdom: { cards: [{ card: 'Black Orc Squad', as: 'o' }, { card: 'Lobber Crew', as: 'lc', corrupt: true }] } },
        ['dark-elf', 'orc'],
      ),
      decisions: [{ type: 'play', card: '@cw' }, { type: 'pass', player: 2 }, { type: 'target', target: '@lc' }],
      expect: { '@o.corrupt': true, '@lc.corrupt': false },
    });
    expectScenario({
      phase: 'capital',
      players: board({ resources: 2, hand: [{ card: 'Chillwind', as: 'cw' }, 'Mountain Brigade'] }, { kingdom: { cards: [{ card: 'Black Orc Squad', as: 'o' }] } }, ['dark-elf', 'orc']),
      // the target is the only unit: it is picked for both choices; the restore may still be declined
      decisions: [{ type: 'play', card: '@cw' }, { expect: { '@o.corrupt': true, prompt: { player: 1, kind: 'choose' } } }, { type: 'target', target: '@o' }],
      expect: { '@o.corrupt': false, log: ['restored'] },
    });
  });

  it('the restore is optional', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 2, hand: [{ card: 'Chillwind', as: 'cw' }, 'Mountain Brigade'], kingdom: { cards: [{ card: 'Dark Riders', as: 'r', corrupt: true }] } },
        { kingdom: { cards: [{ card: 'Black Orc Squad', as: 'o' }] } },
        ['dark-elf', 'orc'],
      ),
      decisions: [{ type: 'play', card: '@cw' }, { type: 'pass', player: 1 }],
      expect: { '@o.corrupt': true, '@r.corrupt': true, '@cw.loc': 'discard' },
    });
  });

  it('cannot be played without a unit that can be corrupted', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 2, hand: [{ card: 'Chillwind', as: 'cw' }, 'Mountain Brigade'], kingdom: { cards: [{ card: 'Dark Riders', corrupt: true }] } },
        { kingdom: { cards: [{ card: 'Black Orc Squad', corrupt: true }] } },
        ['dark-elf', 'orc'],
      ),
      decisions: [{ type: 'play', card: '@cw', illegal: 'no legal target' }],
    });
  });

  it('with its target gone when it resolves, nothing is corrupted and nothing restored (the resource stays spent)', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 2, hand: [{ card: 'Chillwind', as: 'cw' }, 'Mountain Brigade'], kingdom: { cards: [{ card: 'Dark Riders', as: 'r', corrupt: true }, { card: 'Disciple of Khaine', as: 'd' }] } },
        { kingdom: { cards: [{ card: 'Lobber Crew', as: 'lc' }, { card: 'Black Orc Squad', as: 'o' }] } },
        ['dark-elf', 'orc'],
      ),
      decisions: [
        { type: 'play', card: '@cw' },
        { type: 'target', target: '@lc' },
        // in response the Lobber Crew is sacrificed for its own action: P1 sacrifices one of his units
        { type: 'use', card: '@lc', ability: 'action', player: 2 },
        { type: 'target', target: '@d', player: 1 },
      ],
      expect: { '@lc.loc': 'discard', '@d.loc': 'discard', '@r.corrupt': true, '@o.corrupt': false, 'p1.resources': 1, chain: 0, prompt: { player: 1, kind: 'action' } },
    });
  });
});
