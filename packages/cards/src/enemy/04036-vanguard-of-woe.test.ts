import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Vanguard of Woe', () => {
  it('after it leaves play (here returned to hand), its player may make the opponent discard a card he chooses', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 4, hand: [{ card: 'Called Back', as: 'cb' }, 'Mountain Brigade'], kingdom: { cards: [{ card: 'Vanguard of Woe', as: 'v' }, 'Mountain Brigade'] } },
        { hand: [{ card: 'Chaos Knights', as: 'h1' }, { card: 'Troll Vomit', as: 'h2' }] },
        ['empire', 'orc'],
      ),
      decisions: [
        { type: 'use', card: '@v', ability: 'action', illegal: 'first opportunity' },
        { type: 'play', card: '@cb' },
        { type: 'target', target: '@v' },
        { expect: { '@v.loc': 'hand' } },
        { type: 'use', card: '@v', ability: 'action' },
        // the opponent chooses which card
        { expect: { prompt: { player: 2, kind: 'choose' } } },
        { type: 'target', target: '@h2', player: 2 },
      ],
      expect: { '@h2.loc': 'discard', '@h1.loc': 'hand', 'p2.hand.count': 1 },
    });
  });

  it('triggers when destroyed in combat (its single card is discarded)', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { hand: ['Mountain Brigade'], battlefield: { cards: [{ card: 'Vanguard of Woe', as: 'v' }] } },
        { hand: [{ card: 'Chaos Knights', as: 'h1' }], kingdom: { cards: [{ card: 'Mountain Brigade', as: 'mb' }] } },
        ['dark-elf', 'dwarf'],
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@v' },
        { type: 'defender', card: '@mb', player: 2 },
        { type: 'assign', target: '@mb', amount: 1 },
        { type: 'assign', target: '@v', amount: 2, player: 2 },
        { expect: { '@v.loc': 'discard' } },
        { type: 'use', card: '@v', ability: 'action' },
      ],
      expect: { '@h1.loc': 'discard' },
    });
  });

  it('may be declined: its player passes and the chance is gone', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 4, hand: [{ card: 'Called Back', as: 'cb' }, 'Mountain Brigade'], kingdom: { cards: [{ card: 'Vanguard of Woe', as: 'v' }, 'Mountain Brigade'] } },
        { hand: [{ card: 'Chaos Knights', as: 'h1' }] },
        ['empire', 'orc'],
      ),
      decisions: [
        { type: 'play', card: '@cb' },
        { type: 'target', target: '@v' },
        { type: 'pass' },
        { type: 'pass', player: 2 },
        { type: 'use', card: '@v', ability: 'action', illegal: 'first opportunity' },
      ],
      expect: { '@h1.loc': 'hand' },
    });
  });
});
