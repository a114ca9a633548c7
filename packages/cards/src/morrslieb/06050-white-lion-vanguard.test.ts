import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('White Lion Vanguard', () => {
  it('its controller sends the first point of the turn to a unit in either kingdom; a second point that turn stays', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 6, hand: ['Mountain Brigade'], quest: { cards: [{ card: 'Nurgle Sorcerer', as: 'ns' }] }, kingdom: { cards: [{ card: 'Chaos Knights', as: 'ck' }] } },
        { kingdom: { cards: [{ card: 'White Lion Vanguard', as: 'wlv' }, { card: 'Mountain Brigade', as: 'mb' }] }, quest: { cards: [{ card: 'Mountain Brigade', as: 'qmb' }] } },
        ['chaos', 'high-elf'],
      ),
      decisions: [
        { type: 'use', card: '@ns', ability: 'action' },
        { type: 'target', target: '@wlv' },
        { type: 'pass', player: 1 },
        // P2 (its controller) picks: units in a kingdom, his or the opponent's — not the Vanguard, not a quest unit
        { expect: { prompt: { player: 2, kind: 'choose' }, options: { include: [{ type: 'target', target: '@ck' }, { type: 'target', target: '@mb' }], exclude: [{ type: 'target', target: '@wlv' }, { type: 'target', target: '@qmb' }, { type: 'target', target: '@ns' }] } } },
        { type: 'target', target: '@ck', player: 2 },
        { expect: { '@wlv.damage': 0, '@ck.damage': 1 } },
        { type: 'use', card: '@ns', ability: 'action' },
        { type: 'target', target: '@wlv' },
        { type: 'pass', player: 1 },
      ],
      expect: { '@wlv.damage': 1, '@ck.damage': 1, '@mb.damage': 0 },
    });
  });

  it('with no other unit in a corresponding zone the point stays on it', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 3, hand: ['Mountain Brigade'], quest: { cards: [{ card: 'Nurgle Sorcerer', as: 'ns' }] } },
        { kingdom: { cards: [{ card: 'White Lion Vanguard', as: 'wlv' }] }, battlefield: { cards: [{ card: 'Mountain Brigade', as: 'bmb' }] } },
        ['chaos', 'high-elf'],
      ),
      decisions: [
        { type: 'use', card: '@ns', ability: 'action' },
        { type: 'target', target: '@wlv' },
        { type: 'pass', player: 1 },
      ],
      expect: { '@wlv.damage': 1, '@bmb.damage': 0, '@ns.damage': 0 },
    });
  });

  it('in the quest zone, the corresponding zones are the quest zones; of a hit of 2 only 1 point goes', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 3, hand: ['Mountain Brigade'], quest: { cards: [{ card: 'Nurgle Sorcerer', as: 'ns' }] }, kingdom: { cards: ['Chaos Knights'] } },
        { quest: { cards: [{ card: 'White Lion Vanguard', as: 'wlv', corrupt: true }] }, kingdom: { cards: ['Mountain Brigade'] } },
        ['chaos', 'high-elf'],
      ),
      decisions: [
        { type: 'use', card: '@ns', ability: 'action' },
        { type: 'target', target: '@wlv' },
        { type: 'pass', player: 1 },
        // the only other unit in a quest zone is the Sorcerer: chosen for P2
      ],
      expect: { '@wlv.damage': 1, '@wlv.loc': 'quest', '@ns.damage': 1 },
    });
  });

  it('works again the next turn', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 6, hand: ['Mountain Brigade'], quest: { cards: [{ card: 'Nurgle Sorcerer', as: 'ns' }] } },
        { hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'White Lion Vanguard', as: 'wlv' }, { card: 'Mountain Brigade', as: 'mb' }] } },
        ['chaos', 'high-elf'],
      ),
      decisions: [
        { type: 'use', card: '@ns', ability: 'action' },
        { type: 'target', target: '@wlv' },
        { type: 'pass', player: 1 },
        { expect: { '@wlv.damage': 0, '@mb.damage': 1 } },
        { type: 'pass' },
        { type: 'pass' },
        { type: 'pass' },
        { expect: { active: 2 } },
        { type: 'use', card: '@ns', ability: 'action', player: 1 },
        { type: 'target', target: '@wlv' },
        { type: 'pass', player: 2 },
      ],
      expect: { '@wlv.damage': 0, '@mb.damage': 2 },
    });
  });
});
