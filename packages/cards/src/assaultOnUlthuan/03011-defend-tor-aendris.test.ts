import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

const dBoard = () =>
  board(
    {
      quest: { cards: [{ card: 'Defend Tor Aendris', as: 'd' }, { card: 'Black Orc Squad', as: 'q', questing: '@d' }, { card: 'Mountain Brigade', as: 'other' }] },
      kingdom: { cards: [{ card: 'Shadow Warrior', as: 'k' }] },
    },
    { battlefield: { cards: [{ card: 'Chaos Knights', as: 'ck' }] } },
    ['high-elf', 'chaos'],
  );

describe('Defend Tor Aendris', () => {
  it('its questing unit may defend another zone; at the end of that turn the quest gains 2 tokens', () => {
    expectScenario({
      phase: 'battlefield',
      active: 2,
      players: dBoard(),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@ck' },
        // the questing unit and the kingdom's own unit; not another unit of the quest zone
        { expect: { options: { include: [{ type: 'defender', card: '@q' }, { type: 'defender', card: '@k' }], exclude: [{ type: 'defender', card: '@other' }] } } },
        { type: 'defender', card: '@q', player: 1 },
        { type: 'pass', player: 1 },
        { type: 'assign', target: '@q', amount: 3, player: 2 },
        { type: 'assign', target: '@ck', amount: 1, player: 1 },
        { expect: { '@q.loc': 'quest', '@q.questing': true } },
      ],
      expect: { turn: 4, '@d.tokens': 2 },
    });
  });

  it('no tokens in a turn its questing unit did not defend', () => {
    expectScenario({
      phase: 'battlefield',
      active: 2,
      players: dBoard(),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@ck' },
        { type: 'defender', card: '@k', player: 1 },
        { type: 'pass', player: 1 },
        { type: 'assign', target: '@k', amount: 3, player: 2 },
        { type: 'assign', target: '@ck', amount: 1, player: 1 },
      ],
      expect: { turn: 4, '@d.tokens': 0 },
    });
  });

  it('its resource tokens pay for cards like resources: its player chooses how to pay', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 1, hand: [{ card: 'Tear of Isha', as: 't' }, 'Mountain Brigade'], quest: { cards: [{ card: 'Defend Tor Aendris', as: 'd', tokens: 2 }, { card: 'Shadow Warrior', as: 'u', damage: 0 }] }, kingdom: { cards: [{ card: 'Caradryan', as: 'c', damage: 2 }] } }, {}, ['high-elf', 'chaos']),
      decisions: [
        { type: 'play', card: '@t' },
        { type: 'target', target: '@c' },
        { expect: { prompt: { player: 1, kind: 'pay' }, options: { include: [{ type: 'target', target: '@d' }] } } },
        { type: 'target', target: '@d' },
      ],
      expect: { '@d.tokens': 1, 'p1.resources': 1, '@c.damage': 0 },
    });
  });
});
