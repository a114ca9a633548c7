import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

const sorcerers = { cards: [{ card: 'Nurgle Sorcerer', as: 'ns' }, { card: 'Nurgle Sorcerer', as: 'ns2' }] };

describe('Tyrion', () => {
  it("each of your units sends its own first point of the turn to a unit in a zone of that unit's name; a later point stays", () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 12, hand: ['Mountain Brigade'], quest: sorcerers, kingdom: { cards: [{ card: 'Chaos Knights', as: 'ck' }] }, battlefield: { cards: [{ card: 'Chaos Knights', as: 'ck2' }] } },
        {
          legend: { card: 'Tyrion', as: 'ty' },
          kingdom: { cards: [{ card: 'Mountain Brigade', as: 'a', corrupt: true }, { card: 'Mountain Brigade', as: 'b' }] },
          battlefield: { cards: [{ card: 'Mountain Brigade', as: 'bf' }] },
        },
        ['chaos', 'high-elf'],
      ),
      decisions: [
        // 2 damage to a corrupted unit: its first point is redirected, the second stays
        { type: 'use', card: '@ns', ability: 'action' },
        { type: 'target', target: '@a' },
        { type: 'pass', player: 1 },
        // Tyrion's controller picks: units in a kingdom, his or the opponent's — not the unit itself, not other zones
        { expect: { prompt: { player: 2, kind: 'choose' }, options: { include: [{ type: 'target', target: '@ck' }, { type: 'target', target: '@b' }], exclude: [{ type: 'target', target: '@a' }, { type: 'target', target: '@bf' }, { type: 'target', target: '@ns' }] } } },
        { type: 'target', target: '@ck', player: 2 },
        { expect: { '@a.damage': 1, '@ck.damage': 1 } },
        // another unit of his has its own first point
        { type: 'use', card: '@ns2', ability: 'action' },
        { type: 'target', target: '@bf' },
        { type: 'pass', player: 1 },
        // its own allowance, untouched by the first unit's: the only candidate, the opponent's battlefield unit, takes it
      ],
      expect: { '@a.damage': 1, '@ck.damage': 1, '@b.damage': 0, '@bf.damage': 0, '@ck2.damage': 1 },
    });
  });

  it('the same unit keeps nothing for a second hit that turn; the allowance is back next turn', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 12, hand: ['Mountain Brigade'], quest: sorcerers },
        {
          legend: { card: 'Tyrion', as: 'ty' },
          quest: { cards: [{ card: 'Mountain Brigade', as: 'a' }, { card: 'Mountain Brigade', as: 'b' }] },
        },
        ['chaos', 'high-elf'],
      ),
      decisions: [
        { type: 'use', card: '@ns', ability: 'action' },
        { type: 'target', target: '@a' },
        { type: 'pass', player: 1 },
        { expect: { prompt: { player: 2, kind: 'choose' } } },
        { type: 'target', target: '@ns', player: 2 },
        { expect: { '@a.damage': 0, '@ns.damage': 1 } },
        { type: 'use', card: '@ns2', ability: 'action' },
        { type: 'target', target: '@a' },
        { type: 'pass', player: 1 },
        { expect: { '@a.damage': 1, '@ns.damage': 1, '@b.damage': 0 } },
        { type: 'pass', player: 1 },
        { type: 'pass', player: 1 }, // no attack
        { type: 'pass', player: 1 }, // the turn ends
        { expect: { turn: 4 } },
        // a new turn: its first point is redirected again
        { type: 'use', card: '@ns', ability: 'action', player: 1 },
        { type: 'target', target: '@a' },
        { type: 'pass', player: 1 },
        { expect: { prompt: { player: 2, kind: 'choose' } } },
        { type: 'target', target: '@ns2', player: 2 },
      ],
      expect: { '@a.damage': 1, '@ns2.damage': 1 },
    });
  });

  it("the opponent's units are not protected, and the legend itself is no unit", () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 6, hand: ['Mountain Brigade'], quest: { cards: [{ card: 'Nurgle Sorcerer', as: 'ns' }, { card: 'Chaos Knights', as: 'mine' }] } },
        { legend: { card: 'Tyrion', as: 'ty' }, quest: { cards: [{ card: 'Mountain Brigade', as: 'b' }] } },
        ['chaos', 'high-elf'],
      ),
      decisions: [
        { type: 'use', card: '@ns', ability: 'action' },
        { type: 'target', target: '@mine' },
        { type: 'pass', player: 1 },
      ],
      expect: { '@mine.damage': 1, '@b.damage': 0, '@ns.damage': 0, prompt: { player: 1, kind: 'action' } },
    });
  });

  it('with no other unit in a zone of the same name the point stays on the unit', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 6, hand: ['Mountain Brigade'], quest: { cards: [{ card: 'Nurgle Sorcerer', as: 'ns' }] } },
        { legend: { card: 'Tyrion', as: 'ty' }, battlefield: { cards: [{ card: 'Mountain Brigade', as: 'bf' }] }, kingdom: { cards: [{ card: 'Mountain Brigade', as: 'k' }] } },
        ['chaos', 'high-elf'],
      ),
      decisions: [
        { type: 'use', card: '@ns', ability: 'action' },
        { type: 'target', target: '@bf' },
        { type: 'pass', player: 1 },
      ],
      expect: { '@bf.damage': 1, '@k.damage': 0, '@ns.damage': 0, prompt: { player: 1, kind: 'action' } },
    });
  });

  it('a first point that could go nowhere stays and is still that turn\'s first: a later hit keeps all its damage', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 12, hand: [{ card: 'Chaos Knights', as: 'late' }], quest: sorcerers },
        { legend: { card: 'Tyrion', as: 'ty' }, battlefield: { cards: [{ card: 'Mountain Brigade', as: 'bf' }] } },
        ['chaos', 'high-elf'],
      ),
      decisions: [
        { type: 'use', card: '@ns', ability: 'action' },
        { type: 'target', target: '@bf' },
        { type: 'pass', player: 1 },
        { expect: { '@bf.damage': 1 } },
        // now a unit stands in a battlefield: it could take a redirected point, but the first is spent
        { type: 'play', card: '@late', zone: 'battlefield' },
        { type: 'pass', player: 1 },
        { expect: { '@late.loc': 'battlefield' } },
        { type: 'use', card: '@ns2', ability: 'action' },
        { type: 'target', target: '@bf' },
        { type: 'pass', player: 1 },
      ],
      expect: { '@bf.damage': 2, '@late.damage': 0 },
    });
  });

  it('without Tyrion in play the units have nothing', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 6, hand: ['Mountain Brigade'], quest: { cards: [{ card: 'Nurgle Sorcerer', as: 'ns' }] } },
        { quest: { cards: [{ card: 'Mountain Brigade', as: 'a' }, { card: 'Mountain Brigade', as: 'b' }] } },
        ['chaos', 'high-elf'],
      ),
      decisions: [
        { type: 'use', card: '@ns', ability: 'action' },
        { type: 'target', target: '@a' },
        { type: 'pass', player: 1 },
      ],
      expect: { '@a.damage': 1, '@b.damage': 0 },
    });
  });
});
