import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('A Slave For Every Occasion', () => {
  it("takes a non-Hero unit out of the opponent's discard pile and puts it in play on your side, in the zone you pick", () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 6, hand: [{ card: 'A Slave For Every Occasion', as: 's' }, 'Mountain Brigade'], discard: [{ card: 'Savage Marauders', as: 'own' }] },
        { discard: [{ card: 'Chaos Knights', as: 'ck' }, { card: 'Duregan Thorgrimson', as: 'h' }, { card: 'Black Orc Squad', as: 'b' }] },
        ['dark-elf', 'dwarf'],
      ),
      decisions: [
        { type: 'play', card: '@s' },
        // not a Hero, not a unit of one's own discard pile
        { expect: { options: { include: [{ type: 'target', target: '@ck' }, { type: 'target', target: '@b' }], exclude: [{ type: 'target', target: '@h' }, { type: 'target', target: '@own' }] } } },
        { type: 'target', target: '@ck' },
        { expect: { 'p1.resources': 0 } },
        // as it resolves, P1 picks one of his own zones
        { expect: { prompt: { player: 1, kind: 'choose' }, options: { include: [{ type: 'target', target: 'kingdom', owner: 1 }, { type: 'target', target: 'quest', owner: 1 }, { type: 'target', target: 'battlefield', owner: 1 }], exclude: [{ type: 'target', target: 'kingdom', owner: 2 }] } } },
        { type: 'target', target: 'battlefield', owner: 1 },
      ],
      expect: { '@ck.loc': 'battlefield', '@ck.controller': 1, '@ck.corrupt': false, 'p1.battlefield.units': ['Chaos Knights'], '@b.loc': 'discard', '@h.loc': 'discard', '@s.loc': 'discard' },
    });
  });

  it('a unit that may enter only one zone goes there: only the zones it can enter are offered', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 6, hand: [{ card: 'A Slave For Every Occasion', as: 's' }, 'Mountain Brigade'] },
        { discard: [{ card: 'Defender of the Hold', as: 'd' }] },
        ['dark-elf', 'dwarf'],
      ),
      // its own restriction leaves a single zone: chosen for P1
      decisions: [{ type: 'play', card: '@s' }],
      expect: { '@d.loc': 'battlefield', '@d.controller': 1, 'p1.kingdom.units': [], 'p1.quest.units': [] },
    });
  });

  it("only in your own turn; not with only Heroes there", () => {
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board(
        // (Savage Boyz gives P1 something to do in P2's turn)
        { resources: 6, hand: [{ card: 'A Slave For Every Occasion', as: 's' }], kingdom: { cards: ['Savage Boyz'] } },
        { hand: ['Mountain Brigade'], discard: ['Chaos Knights'] },
        ['dark-elf', 'dwarf'],
      ),
      decisions: [
        { type: 'pass', player: 2 },
        { expect: { prompt: { player: 1, kind: 'action' }, options: { exclude: [{ type: 'play', card: '@s' }] } } },
        { type: 'play', card: '@s', player: 1, illegal: 'cannot be used now' },
      ],
    });
    expectScenario({
      phase: 'capital',
      players: board({ resources: 6, hand: [{ card: 'A Slave For Every Occasion', as: 's' }, 'Mountain Brigade'] }, { discard: ['Duregan Thorgrimson'] }, ['dark-elf', 'dwarf']),
      decisions: [{ type: 'play', card: '@s', illegal: 'no legal target' }],
    });
  });
});
