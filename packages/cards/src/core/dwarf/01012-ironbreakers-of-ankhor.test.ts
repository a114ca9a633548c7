import { describe, it } from 'vitest';
import { board, expectScenario } from '../../testing.js';

const attackKingdom = (defender: string) => [
  { type: 'attack' as const, zone: 'kingdom' as const },
  { type: 'attacker' as const, card: '@c' },
  { type: 'defender' as const, card: defender },
  { type: 'assign' as const, target: defender, amount: 3 },
  { type: 'assign' as const, target: '@c', amount: 2 },
];

describe('Ironbreakers of Ankhor', () => {
  it('cancels as much damage as there are developments in its zone', () => {
    expectScenario({
      phase: 'battlefield',
      active: 2,
      players: board(
        { kingdom: { cards: [{ card: 'Ironbreakers of Ankhor', as: 'i' }], developments: ['Mountain Brigade', 'Mountain Brigade'] }, battlefield: { developments: ['Mountain Brigade'] } },
        { battlefield: { cards: [{ card: 'Chaos Knights', as: 'c' }] } },
      ),
      decisions: attackKingdom('@i'),
      expect: { '@i.damage': 1, '@i.loc': 'kingdom', '@c.damage': 2, log: ['Toughness 2 cancels 2'] },
    });
  });

  it('has no toughness without developments in its own zone (other zones and the opponent\'s do not count)', () => {
    expectScenario({
      phase: 'battlefield',
      active: 2,
      players: board(
        { kingdom: { cards: [{ card: 'Ironbreakers of Ankhor', as: 'i' }] }, quest: { developments: ['Mountain Brigade'] } },
        { kingdom: { developments: ['Mountain Brigade', 'Mountain Brigade'] }, battlefield: { cards: [{ card: 'Chaos Knights', as: 'c' }] } },
      ),
      decisions: attackKingdom('@i'),
      expect: { '@i.loc': 'discard' },
    });
  });
});
