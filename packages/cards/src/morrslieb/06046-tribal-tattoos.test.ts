import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

const crewBoard = (resources: number) =>
  board(
    {
      resources,
      hand: ['Mountain Brigade'],
      kingdom: { cards: [{ card: 'Lobber Crew', as: 'lc' }, { card: 'Tribal Tattoos', as: 't', attachedTo: '@lc' }] },
      battlefield: { cards: [{ card: 'Black Orc Squad', as: 'b2' }] },
    },
    { kingdom: { cards: [{ card: 'Huntsmen', as: 'hu' }, { card: 'Huntsmen', as: 'hu2' }] } },
  );

describe('Tribal Tattoos', () => {
  it('goes only onto a unit you control, which gets +1 power', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 3, hand: [{ card: 'Tribal Tattoos', as: 't' }, 'Mountain Brigade'], kingdom: { cards: [{ card: 'Black Orc Squad', as: 'b' }] } },
        { kingdom: { cards: [{ card: 'Black Orc Squad', as: 'theirs' }] } },
      ),
      decisions: [
        { type: 'play', card: '@t', zone: 'kingdom', target: '@theirs', illegal: 'cannot be attached' },
        { type: 'play', card: '@t', zone: 'kingdom', target: '@b' },
        { expect: { '@t.loc': 'kingdom', '@b.power': 2, '@theirs.power': 1 } },
      ],
    });
  });

  it('when its unit leaves play, its controller may pay 1 to attach it to another unit he controls, in any zone', () => {
    expectScenario({
      phase: 'capital',
      players: crewBoard(2),
      decisions: [
        { type: 'use', card: '@lc', ability: 'action' },
        { type: 'pass' }, // order of the discard pile
        { expect: { prompt: { player: 1, kind: 'choose' }, '@t.loc': 'discard', options: { exclude: [{ type: 'target', target: '@hu2' }] } } },
        { type: 'target', target: '@b2' },
        { expect: { '@t.loc': 'battlefield', '@b2.power': 2, 'p1.resources': 1, '@lc.loc': 'discard' } },
      ],
    });
  });

  it('declined (passing on the target), it stays in the discard pile and nothing is paid', () => {
    expectScenario({
      phase: 'capital',
      players: crewBoard(2),
      decisions: [
        { type: 'use', card: '@lc', ability: 'action' },
        { type: 'pass' },
        { type: 'pass' }, // declines
        { expect: { '@t.loc': 'discard', 'p1.resources': 2, '@b2.power': 1 } },
      ],
    });
  });

  it('with no other unit of his, nothing happens', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 2, hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Lobber Crew', as: 'lc' }, { card: 'Tribal Tattoos', as: 't', attachedTo: '@lc' }] } },
        { kingdom: { cards: [{ card: 'Huntsmen', as: 'hu' }, { card: 'Huntsmen', as: 'hu2' }] } },
      ),
      decisions: [
        { type: 'use', card: '@lc', ability: 'action' },
        { type: 'pass' },
        { expect: { '@t.loc': 'discard', 'p1.resources': 2, prompt: { player: 2, kind: 'choose' } } },
      ],
    });
  });
});
