import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

type Entry = { card: string; corrupt?: boolean };

const attackGustav = (p2kingdom: Entry[], p1extra: Entry[] = []) => ({
  phase: 'battlefield' as const,
  active: 2 as const,
  players: board(
    { kingdom: { cards: [{ card: 'Gustav the Bear', as: 'g' }, ...p1extra] } },
    { battlefield: { cards: [{ card: 'Chaos Knights', as: 'ck' }] }, kingdom: { cards: p2kingdom } },
    ['empire', 'chaos'],
  ),
  decisions: [
    { type: 'attack' as const, zone: 'kingdom' as const },
    { type: 'attacker' as const, card: '@ck' },
    { type: 'defender' as const, card: '@g', player: 1 as const },
    { type: 'assign' as const, target: '@g', amount: 3 },
    { type: 'assign' as const, target: '@ck', amount: 3, player: 1 as const },
  ],
});

describe('Gustav the Bear', () => {
  it('while an opponent controls a corrupted unit, all damage to Gustav is cancelled', () => {
    expectScenario({ ...attackGustav([{ card: 'Dark Zealot', corrupt: true }]), expect: { '@g.damage': 0, '@g.loc': 'kingdom', '@ck.damage': 3 } });
  });

  it('without one (a clean unit, or a corrupted unit of his own controller), damage is dealt', () => {
    expectScenario({ ...attackGustav([{ card: 'Dark Zealot' }]), expect: { '@g.loc': 'discard' } });
    expectScenario({ ...attackGustav([], [{ card: 'Huntsmen', corrupt: true }]), expect: { '@g.loc': 'discard' } });
  });

  it('defending, no amount can destroy him: every point of the attack must be assigned to him, none to the capital', () => {
    expectScenario({
      phase: 'battlefield',
      active: 2,
      players: board(
        { kingdom: { cards: [{ card: 'Gustav the Bear', as: 'g' }] } },
        { battlefield: { cards: [{ card: 'Chaos Knights', as: 'ck' }, { card: 'Chaos Knights', as: 'ck2' }] }, kingdom: { cards: [{ card: 'Dark Zealot', corrupt: true }] } },
        ['empire', 'chaos'],
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@ck' },
        { type: 'attacker', card: '@ck2' },
        { type: 'defender', card: '@g', player: 1 },
        { type: 'assign', target: '@g', amount: 3 },
        { type: 'assign', target: 'kingdom', amount: 3, illegal: 'not among' },
        { type: 'assign', target: '@g', amount: 3 },
        { type: 'assign', target: '@ck', amount: 3, player: 1 },
      ],
      expect: { '@g.damage': 0, '@g.loc': 'kingdom', 'p1.kingdom.damage': 0, '@ck.damage': 3 },
    });
  });

  it('damage that cannot be cancelled (Counterstrike) still hits him', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { battlefield: { cards: [{ card: 'Gustav the Bear', as: 'g' }] } },
        { kingdom: { cards: [{ card: 'Cold One Riders', as: 'cor' }, { card: 'Dark Zealot', corrupt: true }] } },
        ['empire', 'dark-elf'],
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@g' },
        { type: 'defender', card: '@cor', player: 2 },
        { expect: { '@g.damage': 1 } },
        { type: 'assign', target: '@cor', amount: 3 },
        { type: 'assign', target: '@g', amount: 2, player: 2 },
      ],
      expect: { '@g.damage': 1, '@cor.loc': 'discard' },
    });
  });
});
