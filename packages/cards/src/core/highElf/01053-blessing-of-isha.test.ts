import { describe, it } from 'vitest';
import { board, expectScenario } from '../../testing.js';

describe('Blessing of Isha', () => {
  it('restores the unit it attaches to, which then cannot be corrupted', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 1, hand: ['Blessing of Isha', 'Mountain Brigade'], kingdom: { cards: [{ card: 'Black Orc Squad', as: 'b', corrupt: true }] } },
        { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'm', corrupt: true }] } },
        ['high-elf', 'dwarf'],
      ),
      decisions: [{ type: 'play', card: 'Blessing of Isha', zone: 'kingdom', target: '@b' }],
      expect: { '@b.corrupt': false, '@m.corrupt': true, 'p1.kingdom.supports': ['Blessing of Isha'], 'p1.resources': 1 },
    });
  });

  it('may be attached to an opponent\'s unit, an uncorrupted one too', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 1, hand: ['Blessing of Isha'] }, { battlefield: { cards: [{ card: 'Mountain Brigade', as: 'm', corrupt: true }] } }, ['high-elf', 'dwarf']),
      decisions: [{ type: 'play', card: 'Blessing of Isha', zone: 'battlefield', target: '@m' }],
      expect: { '@m.corrupt': false, 'p2.battlefield.supports': ['Blessing of Isha'] },
    });
    expectScenario({
      phase: 'capital',
      players: board({ resources: 1, hand: ['Blessing of Isha'] }, { battlefield: { cards: [{ card: 'Mountain Brigade', as: 'm' }] } }, ['high-elf', 'dwarf']),
      decisions: [{ type: 'play', card: 'Blessing of Isha', zone: 'battlefield', target: '@m' }],
      expect: { '@m.corrupt': false, 'p2.battlefield.supports': ['Blessing of Isha'] },
    });
  });

  it('keeps its host from being corrupted: corrupting effects cannot pick it', () => {
    // Seduced by Darkness (corrupt one target unit) has only the unblessed unit as a target
    expectScenario({
      phase: 'capital',
      players: board(
        { capital: 'chaos', resources: 2, hand: ['Seduced by Darkness', 'Mountain Brigade'] },
        { kingdom: { cards: [{ card: 'Silver Helm Brigade', as: 'blessed' }, { card: 'Blessing of Isha', attachedTo: '@blessed' }, { card: 'Archmage of Saphery', as: 'other' }] } },
      ),
      decisions: [{ type: 'play', card: 'Seduced by Darkness' }],
      expect: { '@blessed.corrupt': false, '@other.corrupt': true },
    });
    // once the Blessing is gone, the unit can be corrupted again
    expectScenario({
      phase: 'capital',
      players: board(
        { capital: 'dwarf', resources: 4, hand: ['Demolition!', 'Seduced by Darkness'] },
        { kingdom: { cards: [{ card: 'Silver Helm Brigade', as: 'blessed' }, { card: 'Blessing of Isha', as: 'bl', attachedTo: '@blessed' }] } },
      ),
      decisions: [
        { type: 'play', card: 'Seduced by Darkness', illegal: 'no legal target' },
        { type: 'play', card: 'Demolition!' },
        { type: 'pass' },
        { expect: { '@bl.loc': 'discard' } },
        { type: 'play', card: 'Seduced by Darkness' },
      ],
      expect: { '@blessed.corrupt': true },
    });
  });
});
