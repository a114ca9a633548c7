import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Unleashing the Spell', () => {
  it('develops the top card, then you sacrifice X developments of yours (the new one too if you like) and the target takes X damage', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        {
          resources: 6,
          hand: ['Unleashing the Spell'],
          deck: [{ card: 'Chaos Knights', as: 'top' }, 'Chaos Knights'],
          kingdom: { developments: [{ card: 'Mountain Brigade', as: 'k1' }, { card: 'Mountain Brigade', as: 'k2' }] },
          quest: { developments: [{ card: 'Mountain Brigade', as: 'q1' }] },
        },
        { battlefield: { cards: [{ card: 'Chaos Knights', as: 'ck' }], developments: [{ card: 'Mountain Brigade', as: 'odev' }] } },
        ['chaos', 'orc'],
      ),
      decisions: [
        { type: 'play', card: 'Unleashing the Spell' },
        // a unit or any capital section
        { expect: { options: { include: [{ type: 'target', target: '@ck' }, { type: 'target', target: 'battlefield', owner: 2 }, { type: 'target', target: 'kingdom', owner: 1 }] } } },
        { type: 'target', target: '@ck' },
        { type: 'target', target: 'battlefield', owner: 1 },
        // your developments only, the new one among them
        { expect: { '@top.dev': true, options: { include: [{ type: 'target', target: '@top' }, { type: 'target', target: '@k1' }, { type: 'target', target: '@q1' }], exclude: [{ type: 'target', target: '@odev' }] } } },
        { type: 'target', target: '@top' },
        { type: 'target', target: '@k1' },
        { type: 'target', target: '@q1' },
        { type: 'pass' },
      ],
      expect: { '@top.loc': 'discard', '@k1.loc': 'discard', '@q1.loc': 'discard', '@k2.dev': true, '@odev.dev': true, '@ck.damage': 3, 'p1.kingdom.developments': 1 },
    });
  });

  it('may sacrifice none: no damage; a capital section may take it', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 6, hand: ['Unleashing the Spell'], deck: ['Chaos Knights', 'Chaos Knights'], kingdom: { developments: ['Mountain Brigade'] } },
        { battlefield: { cards: [{ card: 'Chaos Knights', as: 'ck' }] } },
        ['chaos', 'orc'],
      ),
      decisions: [
        { type: 'play', card: 'Unleashing the Spell' },
        { type: 'target', target: '@ck' },
        { type: 'target', target: 'kingdom', owner: 1 },
        { type: 'pass' },
      ],
      expect: { '@ck.damage': 0, 'p1.kingdom.developments': 2 },
    });
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 6, hand: ['Unleashing the Spell'], deck: ['Chaos Knights', 'Chaos Knights'], kingdom: { developments: ['Mountain Brigade'] } },
        {},
        ['chaos', 'orc'],
      ),
      decisions: [
        { type: 'play', card: 'Unleashing the Spell' },
        { type: 'target', target: 'quest', owner: 2 },
        { type: 'target', target: 'kingdom', owner: 1 },
        { type: 'target', target: 'Mountain Brigade' },
        { type: 'pass' },
      ],
      expect: { 'p2.quest.damage': 1, 'p1.kingdom.developments': 1 },
    });
  });
});
