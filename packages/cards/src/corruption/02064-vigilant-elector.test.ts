import { logLines } from '@invasion/engine';
import { describe, expect, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Vigilant Elector', () => {
  it("in the quest zone, pays 1 to attach itself to another target unit (anyone's) and stops being a unit", () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 1, hand: ['Mountain Brigade'], quest: { cards: [{ card: 'Vigilant Elector', as: 've' }, { card: 'Huntsmen', as: 'hu' }] } },
        { hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Black Orc Squad', as: 'b' }] } },
        ['empire', 'orc'],
      ),
      decisions: [
        { type: 'use', card: '@ve', ability: 'attach' },
        { expect: { options: { include: [{ type: 'target', target: '@b' }, { type: 'target', target: '@hu' }], exclude: [{ type: 'target', target: '@ve' }] } } },
        { type: 'target', target: '@b' },
        // no longer a unit: it sits with its host in P2's kingdom (its controller is still P1)
        { expect: { '@ve.loc': 'kingdom', '@ve.controller': 1, 'p1.resources': 0, 'p1.quest.units': ['Huntsmen'], 'p2.kingdom.units': ['Black Orc Squad'] } },
      ],
    });
  });

  it("destroys the attached unit at the end of that unit's controller's turn, not before", () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 1, hand: ['Mountain Brigade'], quest: { cards: [{ card: 'Vigilant Elector', as: 've' }] }, kingdom: { cards: [{ card: 'Huntsmen', as: 'mine' }] } },
        { hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Black Orc Squad', as: 'b' }] } },
        ['empire', 'orc'],
      ),
      decisions: [
        { type: 'use', card: '@ve', ability: 'attach' },
        { type: 'target', target: '@b' },
        { type: 'pass', player: 1 },
        // P1's turn ended: P2's unit still stands
        { expect: { turn: 4, '@b.loc': 'kingdom', '@ve.loc': 'kingdom' } },
        { type: 'pass', player: 2 },
      ],
      // P2's turn ends: his unit is destroyed, and the Elector leaves play with it
      expect: { turn: 5, '@b.loc': 'discard', '@ve.loc': 'discard', '@mine.loc': 'kingdom' },
    });
  });

  it('attached to its own controller\'s unit, that unit is destroyed at the end of this turn', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 1, hand: ['Mountain Brigade'], quest: { cards: [{ card: 'Vigilant Elector', as: 've' }, { card: 'Huntsmen', as: 'hu' }] } }, {}, ['empire', 'orc']),
      decisions: [
        { type: 'use', card: '@ve', ability: 'attach' }, // the Huntsmen: the only other unit
        { expect: { '@ve.loc': 'quest', 'p1.quest.units': ['Huntsmen'] } },
        // attached in the quest zone, it cannot use its text again: it is no unit any more
        { type: 'use', card: '@ve', ability: 'attach', illegal: '' },
        { type: 'pass' },
        // end of P1's turn: both go to his discard pile together (he may order them)
        { expect: { prompt: { player: 1, kind: 'orderDiscard' } } },
        { type: 'pass' },
      ],
      expect: { turn: 4, '@hu.loc': 'discard', '@ve.loc': 'discard' },
    });
  });

  it('its end-of-turn text is a constant effect: it resolves before a Forced effect of that moment, without asking', () => {
    const r = expectScenario({
      phase: 'capital',
      players: board(
        { resources: 1, hand: ['Mountain Brigade'], quest: { cards: [{ card: 'Vigilant Elector', as: 've' }] }, kingdom: { cards: [{ card: 'Thyrus Gorman', as: 'tg' }] } },
        {},
        ['empire', 'orc'],
      ),
      decisions: [
        { type: 'use', card: '@ve', ability: 'attach' }, // Thyrus Gorman: the only other unit
        { type: 'pass' },
        // end of P1's turn: the Elector's text destroys Gorman before his own Forced effect (1 damage
        // to himself) resolves; P1 only orders the two cards entering his discard pile
        { expect: { prompt: { player: 1, kind: 'orderDiscard' }, '@tg.loc': 'discard' } },
        { type: 'pass' },
      ],
      expect: { turn: 4, '@tg.loc': 'discard', '@ve.loc': 'discard' },
    });
    expect(logLines(r.state).some((l) => l.includes('Thyrus Gorman#') && l.includes('damage'))).toBe(false);
  });

  it('works only from the quest zone, and costs 1', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 1, hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Vigilant Elector', as: 've' }, 'Black Orc Squad'] } }, {}, ['empire', 'orc']),
      decisions: [{ type: 'use', card: '@ve', ability: 'attach', illegal: 'only in the quest' }],
    });
    expectScenario({
      phase: 'capital',
      players: board({ resources: 0, hand: ['Mountain Brigade'], quest: { cards: [{ card: 'Vigilant Elector', as: 've' }, 'Black Orc Squad'] } }, {}, ['empire', 'orc']),
      decisions: [{ type: 'use', card: '@ve', ability: 'attach', illegal: 'costs more' }],
    });
  });

  it('attached to an Elector that then attaches itself elsewhere, it has no unit host any more and is discarded', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 2, hand: ['Mountain Brigade'], quest: { cards: [{ card: 'Vigilant Elector', as: 'a' }, { card: 'Vigilant Elector', as: 'b' }] } },
        { hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Black Orc Squad', as: 'orcs' }] } },
        ['empire', 'orc'],
      ),
      decisions: [
        // B goes for the Orcs; in response A goes for B: A resolves first and sits on B, then B leaves for the Orcs
        // (P2 has no action to take: he passes without being asked)
        { type: 'use', card: '@b', ability: 'attach' },
        { type: 'target', target: '@orcs' },
        { type: 'use', card: '@a', ability: 'attach' },
        { type: 'target', target: '@b' },
        { type: 'pass', player: 1 },
        { expect: { '@b.loc': 'kingdom', '@b.controller': 1, '@a.loc': 'discard', 'p2.kingdom.units': ['Black Orc Squad'] } },
      ],
    });
  });
});
