import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Bray Shamans', () => {
  it('corrupts itself to give an attacking unit of yours 2 more power; that unit is sacrificed as the turn ends', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        {
          kingdom: { cards: [{ card: 'Bray Shamans', as: 's' }] },
          battlefield: { cards: [{ card: 'Chaos Knights', as: 'k' }, { card: 'Savage Marauders', as: 'm' }, { card: 'Savage Marauders', as: 'home' }] },
        },
        { quest: { cards: [{ card: 'Black Orc Squad', as: 'o' }] } },
        ['chaos', 'orc'],
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@k' },
        { type: 'attacker', card: '@m' },
        { type: 'pass' },
        { type: 'use', card: '@s', ability: 'action' },
        // only an attacking unit you control: not the one that stayed home, not the opponent's, not itself (not attacking)
        { expect: { options: { include: [{ type: 'target', target: '@k' }, { type: 'target', target: '@m' }], exclude: [{ type: 'target', target: '@home' }, { type: 'target', target: '@o' }, { type: 'target', target: '@s' }] } } },
        { type: 'target', target: '@k' },
        { expect: { '@s.corrupt': true, '@k.power': 5 } },
        // (nothing defends) 5 + 2 to the kingdom
        { type: 'assign', target: 'kingdom', amount: 7 },
        { expect: { 'p2.kingdom.damage': 7 } },
      ],
      // the turn ended: the Knights were sacrificed, the other unit stays
      expect: { turn: 4, '@k.loc': 'discard', '@m.loc': 'battlefield', '@home.loc': 'battlefield', '@s.corrupt': true },
    });
  });

  it('cannot be used while corrupt (the cost cannot be paid), nor with no attacking unit', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Bray Shamans', as: 's', corrupt: true }] }, battlefield: { cards: [{ card: 'Chaos Knights', as: 'k' }] } },
        {},
        ['chaos', 'orc'],
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@k' },
        { expect: { prompt: { player: 1, kind: 'assignDamage' } } },
      ],
    });
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Bray Shamans', as: 's' }] }, battlefield: { cards: ['Chaos Knights'] } }, {}, ['chaos', 'orc']),
      decisions: [{ type: 'use', card: '@s', ability: 'action', illegal: 'no legal target' }],
      expect: { '@s.corrupt': false },
    });
  });

  it('the corruption stays paid when the target is gone before it resolves', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { kingdom: { cards: [{ card: 'Bray Shamans', as: 's' }] }, battlefield: { cards: [{ card: 'Chaos Knights', as: 'k' }, { card: 'Savage Marauders', as: 'm' }] } },
        { resources: 3, hand: ['Cloying Quagmire'] },
        ['chaos', 'chaos'],
      ),
      decisions: [
        // (P2 keeps his tactic through the earlier windows)
        { type: 'pass', player: 2 },
        { type: 'attack', zone: 'kingdom' },
        { type: 'pass', player: 2 },
        { type: 'attacker', card: '@k' },
        { type: 'attacker', card: '@m' },
        { type: 'use', card: '@s', ability: 'action' },
        { type: 'target', target: '@m' },
        // in response P2 destroys the Marauders (1 hit point)
        { type: 'play', card: 'Cloying Quagmire', player: 2 },
        { type: 'target', target: '@m', player: 2 },
        // both resolve: the Marauders die, Bray Shamans' effect has no target left; it stays corrupt
        { expect: { '@m.loc': 'discard', '@s.corrupt': true, '@k.power': 3, prompt: { player: 1, kind: 'assignDamage' } } },
      ],
    });
  });

  it('the sacrifice at the end of the turn still comes when Bray Shamans has left play meanwhile', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { kingdom: { cards: [{ card: 'Bray Shamans', as: 's', damage: 1 }] }, battlefield: { cards: [{ card: 'Chaos Knights', as: 'k' }] } },
        { resources: 3, hand: ['Cloying Quagmire'] },
        ['chaos', 'chaos'],
      ),
      decisions: [
        { type: 'pass', player: 2 },
        { type: 'attack', zone: 'kingdom' },
        { type: 'pass', player: 2 },
        { type: 'attacker', card: '@k' },
        { type: 'use', card: '@s', ability: 'action' },
        // in response P2 destroys the Shamans (1 damage + 2); their effect resolves all the same
        { type: 'play', card: 'Cloying Quagmire', player: 2 },
        { type: 'target', target: '@s', player: 2 },
        { expect: { '@s.loc': 'discard', '@k.power': 5 } },
        { type: 'assign', target: 'kingdom', amount: 5 },
      ],
      expect: { turn: 4, '@k.loc': 'discard' },
    });
  });
});
