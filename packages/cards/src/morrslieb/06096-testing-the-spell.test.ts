import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Testing the Spell', () => {
  it('develops the top card, then takes the target unit (printed cost within your developments) into your zone of the same name until the end of the turn', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        {
          resources: 7,
          hand: ['Testing the Spell', 'Chaos Knights'],
          deck: [{ card: 'Chaos Knights', as: 'top' }, 'Chaos Knights'],
          kingdom: { developments: ['Mountain Brigade'] },
          quest: { developments: ['Mountain Brigade'] },
        },
        { battlefield: { cards: [{ card: 'Black Orc Squad', as: 'b' }, { card: 'Huntsmen', as: 'h' }, 'Huntsmen', { card: 'Chaos Knights', as: 'ck' }], developments: ['Mountain Brigade', 'Mountain Brigade', 'Mountain Brigade'] } },
        ['dark-elf', 'orc'],
      ),
      decisions: [
        { type: 'play', card: 'Testing the Spell' },
        // two developments of yours on play: cost 2 or less (the opponent's developments do not count)
        { expect: { options: { include: [{ type: 'target', target: '@h' }], exclude: [{ type: 'target', target: '@b' }, { type: 'target', target: '@ck' }] } } },
        { type: 'target', target: '@h' },
        { type: 'target', target: 'kingdom', owner: 1 },
        { expect: { '@top.loc': 'kingdom', '@top.dev': true, '@top.faceDown': true, '@h.controller': 1, '@h.loc': 'battlefield', 'p1.battlefield.units': ['Huntsmen'] } },
        { type: 'pass' },
        { expect: { phase: 'battlefield', '@h.controller': 1 } },
        { type: 'pass' },
        // back to its owner as the turn ends
        { expect: { turn: 4, '@h.controller': 2, 'p2.battlefield.units': ['Black Orc Squad', 'Huntsmen', 'Chaos Knights', 'Huntsmen'] } },
      ],
    });
  });

  it('three developments on play reach a 3-cost unit, which comes to your zone of the same name', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 7, hand: ['Testing the Spell', 'Chaos Knights'], deck: ['Chaos Knights', 'Chaos Knights'], kingdom: { developments: ['Mountain Brigade', 'Mountain Brigade', 'Mountain Brigade'] } },
        { kingdom: { cards: [{ card: 'Black Orc Squad', as: 'b' }, { card: 'Chaos Knights', as: 'ck' }] } },
        ['dark-elf', 'orc'],
      ),
      decisions: [
        { type: 'play', card: 'Testing the Spell' },
        // the Squad is the only legal target: picked for you
        { type: 'target', target: 'quest', owner: 1 },
        { expect: { '@b.controller': 1, '@b.loc': 'kingdom', 'p1.kingdom.units': ['Black Orc Squad'], '@ck.controller': 2 } },
      ],
    });
  });

  it('the target gone before it resolves (its player sacrificed it in response): the whole effect is cancelled, no development either', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 7, hand: ['Testing the Spell'], deck: [{ card: 'Chaos Knights', as: 'top' }, 'Chaos Knights'], kingdom: { developments: ['Mountain Brigade', 'Mountain Brigade'] } },
        { kingdom: { cards: [{ card: 'Lobber Crew', as: 'lc' }] } },
        ['dark-elf', 'orc'],
      ),
      decisions: [
        { type: 'play', card: 'Testing the Spell' },
        { type: 'use', card: '@lc', ability: 'action', player: 2 },
        { expect: { '@lc.loc': 'discard' } },
      ],
      expect: { '@top.loc': 'deck', 'p1.kingdom.developments': 2, 'p1.quest.developments': 0, 'p1.battlefield.developments': 0 },
    });
  });
});
