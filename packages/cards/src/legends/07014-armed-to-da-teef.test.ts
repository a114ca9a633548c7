import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Armed To Da Teef', () => {
  it('attaches up to 2 Attachment cards from your discard pile to a target unit you control, only those whose rules accept it', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        {
          resources: 4,
          hand: [{ card: 'Armed To Da Teef', as: 't' }, 'Mountain Brigade'],
          // Organ Gun: any unit; Gyrocopter: a Dwarf unit only; Bugman's Rangers: no attachment
          discard: [{ card: 'Organ Gun', as: 'g1' }, { card: 'Organ Gun', as: 'g2' }, { card: 'Gyrocopter', as: 'gy' }, { card: 'Organ Gun', as: 'g3' }, "Bugman's Rangers"],
          battlefield: { cards: [{ card: 'Black Orc Squad', as: 'u' }, { card: 'Black Orc Squad', as: 'u2' }] },
        },
        { battlefield: { cards: [{ card: 'Black Orc Squad', as: 'o' }] } },
        ['orc', 'dwarf'],
      ),
      decisions: [
        { type: 'play', card: '@t' },
        { expect: { options: { include: [{ type: 'target', target: '@u' }, { type: 'target', target: '@u2' }], exclude: [{ type: 'target', target: '@o' }] } } },
        { type: 'target', target: '@u' },
        { expect: { options: { include: [{ type: 'target', target: '@g1' }], exclude: [{ type: 'target', target: '@gy' }, { type: 'target', target: "Bugman's Rangers" }] } } },
        { type: 'target', target: '@g1' },
        { expect: { '@g1.loc': 'battlefield' } },
        { type: 'target', target: '@g2' },
      ],
      expect: { '@g1.loc': 'battlefield', '@g2.loc': 'battlefield', '@g3.loc': 'discard', '@gy.loc': 'discard', 'p1.discard': ['Armed To Da Teef', "Bugman's Rangers", 'Gyrocopter', 'Organ Gun'] },
    });
  });

  it('up to: its player may take one, or none', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        {
          resources: 4,
          hand: [{ card: 'Armed To Da Teef', as: 't' }, 'Mountain Brigade'],
          discard: [{ card: 'Organ Gun', as: 'g1' }, { card: 'Organ Gun', as: 'g2' }],
          battlefield: { cards: [{ card: 'Black Orc Squad', as: 'u' }] },
        },
        {},
        ['orc', 'dwarf'],
      ),
      decisions: [
        { type: 'play', card: '@t' },
        { type: 'target', target: '@g1' },
        { type: 'pass', player: 1 },
      ],
      expect: { '@g1.loc': 'battlefield', '@g2.loc': 'discard' },
    });
  });
});
