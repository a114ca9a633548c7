import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

const LASH = 'Lash the Prisoner!';

describe('Lash the Prisoner!', () => {
  it('you sacrifice one of your units (you pick, only yours) and gain 2 resources', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 0, hand: [{ card: LASH, as: 'l' }, 'Mountain Brigade'], kingdom: { cards: [{ card: 'Disciple of Khaine', as: 'd' }, { card: 'Dark Riders', as: 'r' }] } },
        { kingdom: { cards: [{ card: 'Black Orc Squad', as: 'o' }] } },
        ['dark-elf', 'orc'],
      ),
      decisions: [
        // cost 0; loyalty 3 met by the capital, the Disciple and the Riders
        { type: 'play', card: '@l' },
        { expect: { prompt: { player: 1, kind: 'choose' }, options: { include: [{ type: 'target', target: '@d' }, { type: 'target', target: '@r' }], exclude: [{ type: 'target', target: '@o' }, { type: 'pass' }] } } },
        { type: 'target', target: '@r' },
      ],
      expect: { '@r.loc': 'discard', '@d.loc': 'kingdom', '@o.loc': 'kingdom', 'p1.resources': 2, '@l.loc': 'discard', log: ['sacrificed'] },
    });
  });

  it('cannot be played without a unit of yours', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 3, hand: [{ card: LASH, as: 'l' }, 'Mountain Brigade'], kingdom: { cards: ['Altar of Khaine'] } },
        { kingdom: { cards: ['Black Orc Squad'] } },
        ['dark-elf', 'orc'],
      ),
      decisions: [{ expect: { options: { exclude: [{ type: 'play', card: '@l' }] } } }],
    });
  });

  it('the sacrifice is part of the effect, not a cost: cancelled, nothing is sacrificed and nothing gained', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 0, hand: [{ card: LASH, as: 'l' }, 'Mountain Brigade'], kingdom: { cards: [{ card: 'Disciple of Khaine', as: 'd' }, { card: 'Dark Riders', as: 'r' }] } },
        { resources: 4, hand: [{ card: "High Elf's Disdain", as: 'h' }] },
        ['dark-elf', 'high-elf'],
      ),
      decisions: [
        { type: 'play', card: '@l' },
        { type: 'play', card: '@h', player: 2 },
      ],
      expect: { '@l.loc': 'discard', '@d.loc': 'kingdom', '@r.loc': 'kingdom', 'p1.resources': 0 },
    });
  });

  it('if its player has no unit left when it resolves, nothing is sacrificed and no resources are gained', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 0, hand: [{ card: LASH, as: 'l' }, 'Mountain Brigade'], kingdom: { cards: [{ card: 'Disciple of Khaine', as: 'd' }, { card: 'Altar of Khaine', as: 'a' }] } },
        { kingdom: { cards: [{ card: 'Lobber Crew', as: 'lc' }] } },
        ['dark-elf', 'orc'],
      ),
      decisions: [
        { type: 'play', card: '@l' },
        // in response, the Lobber Crew makes P1 sacrifice his only unit (it resolves first)
        { type: 'use', card: '@lc', ability: 'action', player: 2 },
      ],
      expect: { '@d.loc': 'discard', '@a.loc': 'kingdom', '@l.loc': 'discard', 'p1.resources': 0, chain: 0 },
    });
  });
});
