import { describe, it } from 'vitest';
import { board, expectScenario } from '../helpers.js';

describe('triggered actions (FAQ: Triggered Actions)', () => {
  it('can be used once in the first action window after the condition, and not later', () => {
    expectScenario({
      phase: 'beginTurn',
      players: board({ resources: 0, hand: ['Grunt'], quest: { cards: [{ card: 'Herald', as: 'h' }] } }),
      decisions: [
        { expect: { prompt: { player: 1, kind: 'action' }, options: { include: [{ type: 'use', card: '@h', ability: 0 }] } } },
        { type: 'use', card: '@h', ability: 0 },
        // Grunt + the Herald's card + 2 quest-phase draws (the Herald quests): the window closed after the action
        { expect: { 'p1.hand.count': 4, phase: 'capital' } },
        // once per trigger: the same window offers it no more
        { type: 'use', card: '@h', ability: 0, illegal: 'only at your first opportunity after its trigger' },
      ],
    });
  });

  it('is lost when its first window closes unused', () => {
    expectScenario({
      phase: 'beginTurn',
      players: board({ resources: 0, hand: ['Grunt'], kingdom: { cards: [{ card: 'Herald', as: 'h' }] } }),
      decisions: [
        { type: 'pass' },
        { expect: { phase: 'capital', 'p1.hand.count': 2 } }, // Grunt + 1 quest-phase draw, no Herald card
        { type: 'use', card: '@h', ability: 0, illegal: 'only at your first opportunity after its trigger' },
      ],
    });
  });
});

describe('conditional actions (FAQ: Conditional Actions)', () => {
  it('wait until their condition is met, then resolve once', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 5, hand: ['Omen', 'Grunt', 'Grunt'], deck: ['Brute', 'Brute', 'Brute'] }),
      decisions: [
        { type: 'play', card: 'Omen' }, // resolves at once: no one can respond
        { expect: { 'p1.hand.count': 2 } },
        { type: 'play', card: 'Grunt', zone: 'kingdom' },
        { expect: { 'p1.hand.count': 2, 'p1.deck.count': 2 } },
        { type: 'play', card: 'Grunt', zone: 'kingdom' },
        { expect: { 'p1.hand.count': 1, 'p1.deck.count': 2 } },
      ],
    });
  });

  it('a waiting damage shield cancels the next damage to its target until used up', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 5, hand: ['Ward', 'Bolt', 'Bolt', 'Bolt', 'Grunt'], kingdom: { cards: [{ card: 'Brute', as: 'b' }] } }),
      decisions: [
        // each is let resolve (both players pass) before the next is played
        { type: 'play', card: 'Ward' },
        { type: 'pass' },
        { type: 'play', card: 'Bolt' },
        { type: 'pass' },
        { type: 'play', card: 'Bolt' },
        { type: 'pass' },
        { expect: { '@b.damage': 0, log: ['Ward#'] } },
        { type: 'play', card: 'Bolt' },
        { type: 'pass' },
        { expect: { '@b.damage': 1 } },
      ],
    });
  });
});

describe('control and experience', () => {
  it('a unit taken until the end of the turn joins its new controller’s zone, then returns', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 5, hand: ['Seize', 'Grunt'] }, { kingdom: { cards: [{ card: 'Brute', as: 'b' }] } }),
      decisions: [
        { type: 'play', card: 'Seize' },
        { expect: { '@b.controller': 1, 'p1.kingdom.units': ['Brute'], 'p2.kingdom.units': [], 'p1.kingdom.power': 5 } },
        { type: 'pass' },
        { expect: { turn: 4, '@b.controller': 2, 'p2.kingdom.units': ['Brute'], 'p1.kingdom.units': [] } },
      ],
    });
  });

  it('experience: the top cards of the deck attach facedown, with no power, text or unit type', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 5, hand: ['Mentor', 'Grunt'], deck: ['Brute', 'Brute', 'Grunt', 'Grunt'], kingdom: { cards: [{ card: 'Grunt', as: 'g' }] } }),
      decisions: [
        { type: 'play', card: 'Mentor' },
        { expect: { 'p1.deck.count': 2, 'p1.kingdom.units': ['Grunt'], 'p1.kingdom.power': 4 } },
      ],
    });
  });
});

describe('constant effects as a net effect (FAQ: Constant Effects)', () => {
  it('two "double the power" effects triple it: each adds the printed power once', () => {
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Grunt'], kingdom: { cards: [{ card: 'Brute', as: 'b' }, 'War Drum'] }, battlefield: { cards: [{ card: 'Brute', as: 'f' }] } }),
      decisions: [{ expect: { '@b.power': 4, '@f.power': 2 } }],
    });
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Grunt'], kingdom: { cards: [{ card: 'Brute', as: 'b' }, 'War Drum', 'War Drum'] } }),
      decisions: [{ expect: { '@b.power': 6 } }],
    });
  });
});
