import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Branded by Khorne', () => {
  it("played onto an undamaged unit of either player it stays; onto one already damaged, that unit is destroyed at once", () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { capital: 'chaos', resources: 4, hand: [{ card: 'Branded by Khorne', as: 'b1' }, { card: 'Branded by Khorne', as: 'b2' }, 'Mountain Brigade'] },
        { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'fresh' }, { card: 'Mountain Brigade', as: 'hurt', damage: 1 }] } },
        ['chaos', 'dwarf'],
      ),
      decisions: [
        { type: 'play', card: '@b1', zone: 'kingdom', target: '@fresh' },
        { expect: { '@b1.loc': 'kingdom', '@fresh.loc': 'kingdom' } },
        { type: 'play', card: '@b2', zone: 'kingdom', target: '@hurt' },
        { expect: { '@hurt.loc': 'discard', '@b2.loc': 'discard' } },
      ],
    });
  });

  it('its unit is destroyed as soon as damage is dealt to it', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { battlefield: { cards: [{ card: 'Mountain Brigade', as: 'm' }, { card: 'Branded by Khorne', as: 'b', attachedTo: '@m' }] } },
        { kingdom: { cards: [{ card: 'Huntsmen', as: 'hu' }] } },
        ['chaos', 'dwarf'],
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@m' },
        { type: 'defender', card: '@hu', player: 2 },
        { type: 'assign', target: '@hu', amount: 2 },
        { type: 'assign', target: '@m', amount: 1, player: 2 },
      ],
      expect: { '@m.loc': 'discard', '@b.loc': 'discard', '@hu.loc': 'discard' },
    });
  });

  it('damage moved onto its unit (not dealt) destroys it too', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { capital: 'empire', resources: 2, hand: ['Douse the Flames', 'Mountain Brigade'], kingdom: { cards: [{ card: 'Mountain Brigade', as: 'hurt', damage: 1 }] } },
        { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'm' }, { card: 'Branded by Khorne', as: 'b', attachedTo: '@m' }] } },
        ['empire', 'chaos'],
      ),
      decisions: [
        { expect: { '@m.loc': 'kingdom' } },
        { type: 'play', card: 'Douse the Flames' },
        // the damaged unit and the Branded one are the only candidates: both chosen for him
        { expect: { prompt: { player: 2, kind: 'orderDiscard' } } },
        { type: 'pass', player: 2 },
        { expect: { '@hurt.damage': 0, '@m.loc': 'discard', '@b.loc': 'discard' } },
      ],
    });
  });

  it('damage that is cancelled destroys nothing', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { battlefield: { cards: [{ card: 'Hammerer of Karak Azul', as: 'm' }, { card: 'Branded by Khorne', as: 'b', attachedTo: '@m' }] } },
        { kingdom: { cards: [{ card: 'Huntsmen', as: 'hu' }] } },
        ['chaos', 'dwarf'],
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@m' },
        { type: 'defender', card: '@hu', player: 2 },
        { type: 'assign', target: '@hu', amount: 1 },
        { type: 'assign', target: '@m', amount: 1, player: 2 },
      ],
      expect: { '@m.loc': 'battlefield', '@m.damage': 0, '@hu.loc': 'discard' },
    });
  });
});
