import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Drycha', () => {
  it('as it attacks, may pay 2: +1 power per development in its own zone until the end of the turn', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { resources: 3, battlefield: { cards: [{ card: 'Drycha', as: 'd' }], developments: ['Mountain Brigade', 'Mountain Brigade'] }, kingdom: { developments: ['Mountain Brigade'] } },
        { hand: ['Mountain Brigade'], battlefield: { developments: ['Mountain Brigade'] } },
        ['empire', 'orc'],
      ),
      decisions: [
        { expect: { options: { exclude: [{ type: 'use', card: '@d', ability: 'action' }] } } },
        { type: 'attack', zone: 'quest' },
        { type: 'attacker', card: '@d' },
        { type: 'use', card: '@d', ability: 'action' },
        { expect: { '@d.power': 4, 'p1.resources': 1 } },
        { type: 'assign', target: 'quest', amount: 4 },
      ],
      expect: { 'p2.quest.damage': 4, turn: 4, '@d.power': 2 },
    });
  });

  it('cannot be used without 2 resources', () => {
    expectScenario({
      phase: 'battlefield',
      players: board({ resources: 1, battlefield: { cards: [{ card: 'Drycha', as: 'd' }], developments: ['Mountain Brigade'] } }, { hand: ['Mountain Brigade'] }, ['empire', 'orc']),
      decisions: [
        { type: 'attack', zone: 'quest' },
        { type: 'attacker', card: '@d' },
        // not offered: it goes straight to damage
        { expect: { prompt: { player: 1, kind: 'assignDamage' }, '@d.power': 2, 'p1.resources': 1 } },
      ],
    });
  });

  it('not when it defends', () => {
    expectScenario({
      phase: 'battlefield',
      active: 2,
      players: board(
        { resources: 3, hand: ['Mountain Brigade'], battlefield: { cards: [{ card: 'Drycha', as: 'd' }], developments: ['Mountain Brigade', 'Mountain Brigade'] } },
        { battlefield: { cards: [{ card: 'Black Orc Squad', as: 'b' }] } },
        ['empire', 'orc'],
      ),
      decisions: [
        { type: 'attack', zone: 'battlefield', player: 2 },
        { type: 'attacker', card: '@b', player: 2 },
        { type: 'defender', card: '@d', player: 1 },
        // not offered: straight on to damage
        { expect: { prompt: { player: 2, kind: 'assignDamage' }, '@d.power': 2, 'p1.resources': 3 } },
      ],
    });
  });
});
