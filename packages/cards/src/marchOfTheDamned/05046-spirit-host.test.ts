import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Spirit Host', () => {
  it('when it leaves play, its player may attach it to a target unit: an attachment from then on, the unit has 1 less power', () => {
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board(
        { quest: { cards: [{ card: 'Spirit Host', as: 'sh', damage: 2 }] }, kingdom: { cards: [{ card: 'Black Orc Squad', as: 'mine' }] } },
        { resources: 3, hand: ['Mountain Brigade'], quest: { cards: [{ card: 'Nurgle Sorcerer', as: 'ns' }] }, kingdom: { cards: [{ card: 'Chaos Knights', as: 'k' }] } },
        ['undead', 'chaos'],
      ),
      decisions: [
        { type: 'use', card: '@ns', ability: 'action', player: 2 },
        { type: 'target', target: '@sh' },
        { expect: { '@sh.loc': 'discard', prompt: { player: 1, kind: 'action' }, options: { include: [{ type: 'use', card: '@sh', ability: 'action' }] } } },
        { type: 'use', card: '@sh', ability: 'action', player: 1 },
        // any unit, his own too
        { expect: { options: { include: [{ type: 'target', target: '@k' }, { type: 'target', target: '@mine' }, { type: 'target', target: '@ns' }] } } },
        { type: 'target', target: '@k' },
        { type: 'pass', player: 2 },
      ],
      expect: { '@sh.loc': 'kingdom', '@sh.controller': 1, '@sh.damage': 0, '@k.power': 2, 'p2.kingdom.units': ['Chaos Knights'], 'p1.quest.units': [], 'p1.discard': [] },
    });
  });

  it('is optional and only at the first opportunity', () => {
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board(
        { quest: { cards: [{ card: 'Spirit Host', as: 'sh', damage: 2 }] } },
        { resources: 3, hand: ['Mountain Brigade'], quest: { cards: [{ card: 'Nurgle Sorcerer', as: 'ns' }] }, kingdom: { cards: [{ card: 'Chaos Knights', as: 'k' }] } },
        ['undead', 'chaos'],
      ),
      decisions: [
        { type: 'use', card: '@ns', ability: 'action', player: 2 },
        { type: 'target', target: '@sh' },
        { type: 'pass', player: 1 },
        { expect: { '@sh.loc': 'discard', '@k.power': 3, options: { exclude: [{ type: 'use', card: '@sh', ability: 'action' }] } } },
      ],
    });
  });

  it('attached, it is discarded with its host, and its action does not come back then', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 2, hand: ['Beguile', 'Mountain Brigade'], kingdom: { cards: [{ card: 'Black Orc Squad', as: 'b' }] } },
        { kingdom: { cards: [{ card: 'Chaos Knights', as: 'k' }, { card: 'Skeletal Horde', as: 'h' }, { card: 'Spirit Host', as: 'sh', attachedTo: '@h', owner: 1 }] } },
        ['undead', 'chaos'],
      ),
      decisions: [
        { expect: { '@h.power': 0 } },
        { type: 'play', card: 'Beguile' },
        // (the Horde is the only other unit there: the second target; the Knights deal it 3)
        { type: 'target', target: '@k' },
        // the Spirit Host goes with its host, and nobody is offered its action
        { expect: { '@h.loc': 'discard', '@sh.loc': 'discard', prompt: { player: 1, kind: 'action' }, options: { exclude: [{ type: 'use', card: '@sh', ability: 'action' }] } } },
      ],
    });
  });
});
