import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Smash Der Beards', () => {
  it("gives an attacking unit +1 power per development in the attacked zone, until the end of the turn", () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { resources: 3, hand: [{ card: 'Smash Der Beards', as: 'sdb' }], battlefield: { cards: [{ card: 'Black Orc Squad', as: 'b' }, { card: 'Huntsmen', as: 'hu' }], developments: ['Mountain Brigade'] } },
        // only the kingdom's 2 developments count (not his quest's, nor the attacker's own)
        { kingdom: { developments: ['Mountain Brigade', 'Mountain Brigade'] }, quest: { developments: ['Mountain Brigade'] }, hand: ['Mountain Brigade'] },
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@b' },
        { type: 'pass' },
        { type: 'play', card: '@sdb' },
        // the Squad is the only attacking unit, so the only legal target: it is chosen for P1 (not the Huntsmen)
        { expect: { '@b.power': 3, '@hu.power': 1, 'p1.resources': 0 } },
        { type: 'assign', target: 'kingdom', amount: 3 },
      ],
      // over at the end of the turn
      expect: { 'p2.kingdom.damage': 3, turn: 4, '@b.power': 1 },
    });
  });

  it("played in the opponent's turn on his attacker, counts the defender's own developments in the attacked zone", () => {
    expectScenario({
      phase: 'battlefield',
      active: 2,
      players: board(
        { resources: 4, hand: [{ card: 'Smash Der Beards', as: 'sdb' }], kingdom: { developments: ['Mountain Brigade'] }, quest: { developments: ['Mountain Brigade', 'Mountain Brigade'] } },
        { battlefield: { cards: [{ card: 'Chaos Knights', as: 'ck' }], developments: ['Mountain Brigade', 'Mountain Brigade'] } },
        ['orc', 'chaos'],
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom', player: 2 },
        { type: 'attacker', card: '@ck', player: 2 },
        { type: 'play', card: '@sdb', player: 1 },
      ],
      expect: { '@ck.power': 4 },
    });
  });

  it('the bonus is fixed as it resolves: a development lost afterwards does not lower it', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { resources: 3, hand: [{ card: 'Smash Der Beards', as: 'sdb' }], battlefield: { cards: [{ card: 'Black Orc Squad', as: 'b' }] } },
        { hand: ['Mountain Brigade'], kingdom: { cards: [{ card: "One Orc's Scrap...", as: 'sc' }], developments: [{ card: 'Mountain Brigade', as: 'd1' }, 'Mountain Brigade'] } },
        ['orc', 'orc'],
      ),
      decisions: [
        { type: 'pass', player: 2 },
        { type: 'attack', zone: 'kingdom' },
        { type: 'pass', player: 2 },
        { type: 'attacker', card: '@b' },
        { type: 'play', card: '@sdb' },
        { type: 'pass', player: 2 },
        { expect: { '@b.power': 3 } },
        // the defender then sacrifices one of the two developments of the attacked zone
        { type: 'use', card: '@sc', ability: 'action', player: 2 },
        { type: 'target', target: '@d1', player: 2 },
        { type: 'pass', player: 2 },
        { expect: { '@d1.loc': 'discard', 'p2.kingdom.developments': 1, '@b.power': 3 } },
      ],
    });
  });
  it('is not playable with no attacking unit', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 4, hand: [{ card: 'Smash Der Beards', as: 'sdb' }], battlefield: { cards: ['Black Orc Squad'] } }),
      decisions: [{ type: 'play', card: '@sdb', illegal: '' }],
    });
  });
});
