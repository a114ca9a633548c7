import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Fanatic Frenzy', () => {
  it('a unit in your battlefield gets +1 power per damaged unit you control (counted as it resolves); it is sacrificed as the turn ends', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        {
          resources: 3,
          hand: [{ card: 'Fanatic Frenzy', as: 'f' }, 'Mountain Brigade'],
          battlefield: { cards: [{ card: 'Black Orc Squad', as: 'bos' }, { card: 'Black Orc Squad', as: 'hurt', damage: 1 }] },
          kingdom: { cards: [{ card: 'Black Orc Squad', as: 'home', damage: 2 }] },
        },
        { battlefield: { cards: [{ card: 'Chaos Knights', as: 'ck', damage: 1 }] } },
        ['orc', 'chaos'],
      ),
      decisions: [
        { type: 'play', card: '@f' },
        // only units you control in your battlefield
        { expect: { options: { include: [{ type: 'target', target: '@bos' }, { type: 'target', target: '@hurt' }], exclude: [{ type: 'target', target: '@home' }, { type: 'target', target: '@ck' }] } } },
        { type: 'target', target: '@bos' },
        // two damaged units of yours (the opponent's damaged Knights do not count)
        { expect: { '@bos.power': 3 } },
        { type: 'pass' },
        // the battlefield phase: no attack; the turn ends
        { type: 'pass' },
      ],
      expect: { turn: 4, '@bos.loc': 'discard', '@hurt.loc': 'battlefield', '@ck.loc': 'battlefield' },
    });
  });

  it('the bonus is fixed as it resolves: a damaged unit leaving play later does not lower it', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        {
          resources: 6,
          hand: [{ card: 'Fanatic Frenzy', as: 'f' }, { card: 'Called Back', as: 'cb' }, 'Mountain Brigade'],
          battlefield: { cards: [{ card: 'Black Orc Squad', as: 'bos' }, { card: 'Black Orc Squad', as: 'hurt', damage: 1 }] },
        },
        {},
        ['orc', 'chaos'],
      ),
      decisions: [
        { type: 'play', card: '@f' },
        { type: 'target', target: '@bos' },
        // (P2 has nothing to answer with; P1 lets it resolve)
        { type: 'pass' },
        { expect: { '@bos.power': 2 } },
        { type: 'play', card: '@cb' },
        { type: 'target', target: '@hurt' },
      ],
      expect: { '@hurt.loc': 'hand', '@bos.power': 2 },
    });
  });

  it('with no damaged unit it adds nothing, and the unit is sacrificed all the same', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 3, hand: [{ card: 'Fanatic Frenzy', as: 'f' }, 'Mountain Brigade'], battlefield: { cards: [{ card: 'Black Orc Squad', as: 'bos' }] } }, {}, ['orc', 'chaos']),
      decisions: [{ type: 'play', card: '@f' }, { expect: { '@bos.power': 1, '@bos.loc': 'battlefield' } }, { type: 'pass' }, { type: 'pass' }],
      expect: { turn: 4, '@bos.loc': 'discard' },
    });
  });

  it('does nothing when its target has left play before it resolves', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 3, hand: [{ card: 'Fanatic Frenzy', as: 'f' }], battlefield: { cards: [{ card: 'Black Orc Squad', as: 'bos', damage: 1 }] } },
        { resources: 4, hand: [{ card: 'Called Back', as: 'cb' }], kingdom: { cards: ['Mountain Brigade'] } },
        ['orc', 'empire'],
      ),
      decisions: [
        { type: 'play', card: '@f' },
        // P2 answers by sending the Squad back to P1's hand
        { type: 'play', card: '@cb', player: 2 },
        { type: 'target', target: '@bos', player: 2 },
      ],
      expect: { '@bos.loc': 'hand', '@f.loc': 'discard', log: ['fails'] },
    });
  });
});
