import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Beguile', () => {
  it('the first target hits a second one sharing its zone (same capital) for as much damage as the first has power', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 2, hand: [{ card: 'Beguile', as: 'bg' }, 'Mountain Brigade'], kingdom: { cards: [{ card: 'Black Orc Squad', as: 'mine' }] } },
        { kingdom: { cards: [{ card: 'Chaos Knights', as: 'k' }, { card: 'Mountain Brigade', as: 'm' }, { card: 'Skeletal Horde', as: 'm2' }] }, quest: { cards: [{ card: 'Black Orc Squad', as: 'q' }] } },
        ['undead', 'empire'],
      ),
      decisions: [
        { type: 'play', card: '@bg' },
        { type: 'target', target: '@k' },
        // the second target: another unit of that zone on that capital (not P2's quest zone, not P1's kingdom, not the Knights themselves)
        { expect: { options: { include: [{ type: 'target', target: '@m' }, { type: 'target', target: '@m2' }], exclude: [{ type: 'target', target: '@q' }, { type: 'target', target: '@mine' }, { type: 'target', target: '@k' }] } } },
        { type: 'target', target: '@m' },
      ],
      expect: { '@m.damage': 3, '@k.damage': 0, 'p1.resources': 0 },
    });
  });

  it('the power is read as it resolves (a unit with 0 power deals nothing)', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { resources: 2, hand: [{ card: 'Beguile', as: 'bg' }], battlefield: { cards: [{ card: 'Skeletal Horde', as: 'h' }, { card: 'The Screaming Banner', attachedTo: '@h' }] } },
        { kingdom: { cards: [{ card: 'Black Orc Squad', as: 'b' }, { card: 'Mountain Brigade', as: 'm' }] } },
        ['undead', 'empire'],
      ),
      decisions: [
        { type: 'pass' },
        { type: 'attack', zone: 'kingdom' },
        { type: 'pass' },
        { type: 'attacker', card: '@h' },
        // the Banner takes 2 power from the Squad (1 power: down to 0)
        { type: 'use', card: 'The Screaming Banner', ability: 'action' },
        { type: 'target', target: '@b' },
        { type: 'pass' },
        { expect: { '@b.power': 0 } },
        { type: 'play', card: '@bg' },
        // (the Brigade is the only other unit in that zone: the second target is picked for P1)
        { type: 'target', target: '@b' },
        { expect: { '@m.damage': 0, 'p1.discard': ['Beguile'], prompt: { player: 2, kind: 'declareDefenders' } } },
      ],
    });
  });

  it('needs two units in one zone of one capital', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 2, hand: [{ card: 'Beguile', as: 'bg' }, 'Mountain Brigade'], kingdom: { cards: ['Black Orc Squad'] } },
        { kingdom: { cards: ['Chaos Knights'] }, quest: { cards: ['Black Orc Squad'] } },
        ['undead', 'empire'],
      ),
      decisions: [{ type: 'play', card: '@bg', illegal: 'no legal target' }],
    });
  });
  it('the first target gone as it resolves: no damage is dealt (a unit out of play deals nothing, the second no longer shares its zone)', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 2, hand: [{ card: 'Beguile', as: 'bg' }, 'Mountain Brigade'] },
        { resources: 3, quest: { cards: [{ card: 'Nurgle Sorcerer', as: 'ns' }] }, kingdom: { cards: [{ card: 'Skink Skirmishers', as: 's', corrupt: true }, { card: 'Mountain Brigade', as: 'm' }] } },
        ['undead', 'chaos'],
      ),
      decisions: [
        { type: 'play', card: '@bg' },
        // (the Brigade, the only other unit there, is the second target)
        { type: 'target', target: '@s' },
        // P2 answers: the Sorcerer deals 2 to the corrupted Skink, which is destroyed
        { type: 'use', card: '@ns', ability: 'action', player: 2 },
        { type: 'target', target: '@s' },
        { type: 'pass' },
        { type: 'pass' },
      ],
      expect: { '@s.loc': 'discard', '@m.damage': 0, 'p1.discard': ['Beguile'] },
    });
  });
});
