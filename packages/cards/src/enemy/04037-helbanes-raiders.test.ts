import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe("Helbane's Raiders", () => {
  it('once the opponent has discarded from his hand (here through Vanguard of Woe), deals 1 damage to a target unit', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        {
          resources: 4,
          hand: [{ card: 'Called Back', as: 'cb' }, 'Mountain Brigade'],
          kingdom: { cards: [{ card: "Helbane's Raiders", as: 'h' }, { card: 'Vanguard of Woe', as: 'v' }] },
        },
        { hand: [{ card: 'Chaos Knights', as: 'h1' }], battlefield: { cards: [{ card: 'Black Orc Squad', as: 'bos' }] } },
        ['dark-elf', 'orc'],
      ),
      decisions: [
        { type: 'use', card: '@h', ability: 'action', illegal: 'first opportunity' },
        { type: 'play', card: '@cb' },
        { type: 'target', target: '@v' },
        { type: 'use', card: '@v', ability: 'action' },
        { expect: { '@h1.loc': 'discard' } },
        { type: 'use', card: '@h', ability: 'action' },
        // any unit, either player's
        { expect: { options: { include: [{ type: 'target', target: '@bos' }, { type: 'target', target: '@h' }] } } },
        { type: 'target', target: '@bos' },
      ],
      expect: { '@bos.damage': 1 },
    });
  });

  it('Scout discards count; the random discard of Scout counts too', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        // Shades: Scout — surviving the combat, the opponent discards a card at random
        { hand: ['Mountain Brigade'], battlefield: { cards: [{ card: 'Shades', as: 's' }] }, kingdom: { cards: [{ card: "Helbane's Raiders", as: 'h' }] } },
        { hand: ['Chaos Knights'], quest: { cards: [{ card: 'Black Orc Squad', as: 'bos' }] } },
        ['dark-elf', 'orc'],
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@s' },
        { type: 'assign', target: 'kingdom', amount: 1 },
        { expect: { 'p2.hand.count': 0, 'p2.discard': ['Chaos Knights'] } },
        { type: 'use', card: '@h', ability: 'action' },
        { type: 'target', target: '@bos' },
      ],
      expect: { '@bos.damage': 1 },
    });
  });

  it("not for its own controller's discards (here forced by the opponent's Vanguard of Woe)", () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { hand: [{ card: 'Chaos Knights', as: 'mine' }, 'Mountain Brigade'], kingdom: { cards: [{ card: "Helbane's Raiders", as: 'h' }] } },
        { resources: 4, hand: [{ card: 'Called Back', as: 'cb' }, 'Mountain Brigade'], kingdom: { cards: [{ card: 'Vanguard of Woe', as: 'v' }, 'Mountain Brigade'] } },
        ['dark-elf', 'empire'],
      ),
      decisions: [
        { type: 'pass', player: 1 },
        { type: 'play', card: '@cb', player: 2 },
        { type: 'target', target: '@v', player: 2 },
        { type: 'pass', player: 1 },
        { type: 'use', card: '@v', ability: 'action', player: 2 },
        { type: 'target', target: '@mine', player: 1 },
        { expect: { '@mine.loc': 'discard' } },
        { type: 'use', card: '@h', ability: 'action', player: 1, illegal: 'first opportunity' },
      ],
    });
  });
});
