import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Shadow Sentinel', () => {
  it("when units of an opponent's leave play, you may develop its zone facedown with your deck's top card", () => {
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board(
        { deck: [{ card: 'Black Orc Squad', as: 'top' }, 'Mountain Brigade'], battlefield: { cards: [{ card: 'Shadow Sentinel', as: 'ss' }, { card: 'Huntsmen', as: 'hu' }] } },
        { hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Lobber Crew', as: 'lc' }] } },
        ['empire', 'orc'],
      ),
      decisions: [
        // the opponent sacrifices his Lobber Crew (a unit of his leaves play); you sacrifice the Huntsmen (yours: no trigger of its own)
        { type: 'use', card: '@lc', ability: 'action', player: 2 },
        // the Crew left play as the cost: you may answer on the spot
        { expect: { '@lc.loc': 'discard' } },
        { type: 'use', card: '@ss', ability: 'action', player: 1 },
        { expect: { '@top.loc': 'battlefield', '@hu.loc': 'battlefield' } },
        { type: 'target', target: '@hu', player: 1 },
      ],
      expect: { '@top.loc': 'battlefield', '@top.dev': true, '@top.faceDown': true, 'p1.battlefield.developments': 1, 'p1.deck': 1 },
    });
  });

  it('your own units leaving play do not trigger it', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { hand: ['Mountain Brigade'], deck: [{ card: 'Black Orc Squad', as: 'top' }], kingdom: { cards: [{ card: 'Lobber Crew', as: 'lc' }, { card: 'Shadow Sentinel', as: 'ss' }] } },
        {},
        ['orc', 'empire'],
      ),
      decisions: [
        // your Crew is sacrificed (the opponent has no unit to sacrifice)
        { type: 'use', card: '@lc', ability: 'action' },
        { expect: { '@lc.loc': 'discard', prompt: { player: 1, kind: 'action' }, options: { exclude: [{ type: 'use', card: '@ss', ability: 'action' }] } } },
        { type: 'use', card: '@ss', ability: 'action', illegal: 'trigger' },
      ],
      expect: { '@top.loc': 'deck' },
    });
  });

  it("an opponent's unit sacrificed by your effect triggers it too", () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { hand: ['Mountain Brigade'], deck: [{ card: 'Black Orc Squad', as: 'top' }], kingdom: { cards: ['Lobber Crew', { card: 'Shadow Sentinel', as: 'ss' }] } },
        { kingdom: { cards: [{ card: 'Huntsmen', as: 'hu' }] } },
        ['orc', 'empire'],
      ),
      decisions: [
        { type: 'use', card: 'Lobber Crew', ability: 'action' },
        { expect: { '@hu.loc': 'discard' } },
        { type: 'use', card: '@ss', ability: 'action', player: 1 },
      ],
      expect: { '@top.loc': 'kingdom', '@top.dev': true, 'p1.kingdom.developments': 1 },
    });
  });

  it('two units of the opponent leaving play together trigger it once', () => {
    expectScenario({
      phase: 'battlefield',
      active: 2,
      players: board(
        { deck: [{ card: 'Black Orc Squad', as: 'top' }, 'Mountain Brigade', 'Mountain Brigade'], kingdom: { cards: [{ card: 'Battle Wizard', as: 'bw' }] }, battlefield: { cards: [{ card: 'Shadow Sentinel', as: 'ss' }] } },
        { battlefield: { cards: [{ card: 'Black Orc Squad', as: 'b1' }, { card: 'Black Orc Squad', as: 'b2' }] } },
        ['empire', 'orc'],
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom', player: 2 },
        { type: 'attacker', card: '@b1', player: 2 },
        { type: 'attacker', card: '@b2', player: 2 },
        { type: 'defender', card: '@bw', player: 1 },
        { type: 'assign', target: '@bw', amount: 2, player: 2 },
        { type: 'assign', target: '@b1', amount: 1, player: 1 },
        // the Wizard survived: both attackers go back to their owner's hand at once
        { expect: { '@b1.loc': 'hand', '@b2.loc': 'hand' } },
        { type: 'use', card: '@ss', ability: 'action', player: 1 },
        { expect: { '@top.loc': 'battlefield', '@top.dev': true, 'p1.battlefield.developments': 1 } },
        { type: 'use', card: '@ss', ability: 'action', player: 1, illegal: 'trigger' },
      ],
    });
  });
});
