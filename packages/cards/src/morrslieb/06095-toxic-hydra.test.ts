import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

const swamp = () =>
  board(
    {
      resources: 8,
      hand: [{ card: 'Toxic Hydra', as: 'h' }, 'Mountain Brigade'],
      battlefield: { cards: [{ card: 'Mountain Brigade', as: 'mine' }] },
      kingdom: { cards: [{ card: 'Mountain Brigade', as: 'home' }] },
    },
    { battlefield: { cards: [{ card: 'Black Orc Squad', as: 'bos' }, { card: 'Squig Herders', as: 'small' }] }, kingdom: { cards: [{ card: 'Squig Herders', as: 'safe' }] } },
    ['dark-elf', 'orc'],
  );

describe('Toxic Hydra', () => {
  it("used as it enters play: every unit in its zone and the opponent's matching zone loses 2 hit points for the rest of the turn", () => {
    expectScenario({
      phase: 'capital',
      players: swamp(),
      decisions: [
        { type: 'use', card: '@h', ability: 'action', illegal: '' },
        { type: 'play', card: '@h', zone: 'battlefield' },
        { type: 'use', card: '@h', ability: 'action' },
        // a 2-hit-point unit is destroyed; the Hydra itself is affected; the kingdoms are not
        { expect: { '@h.hitPoints': 2, '@mine.hitPoints': 4, '@bos.hitPoints': 2, '@small.loc': 'discard', '@home.hitPoints': 6, '@safe.hitPoints': 2 } },
        { type: 'use', card: '@h', ability: 'action', illegal: '' },
        { type: 'pass' },
        { type: 'pass' }, // no attack
      ],
      expect: { turn: 4, '@h.hitPoints': 4, '@bos.hitPoints': 4, '@mine.hitPoints': 6 },
    });
  });

  it('played elsewhere, it hits that zone only; it may be declined', () => {
    expectScenario({
      phase: 'capital',
      players: swamp(),
      decisions: [{ type: 'play', card: '@h', zone: 'kingdom' }, { type: 'use', card: '@h', ability: 'action' }],
      expect: { '@home.hitPoints': 4, '@safe.loc': 'discard', '@mine.hitPoints': 6, '@small.loc': 'battlefield' },
    });
    expectScenario({
      phase: 'capital',
      players: swamp(),
      decisions: [{ type: 'play', card: '@h', zone: 'battlefield' }, { type: 'develop', card: 'Mountain Brigade', zone: 'kingdom' }, { type: 'use', card: '@h', ability: 'action', illegal: '' }],
      expect: { '@small.loc': 'battlefield', '@h.hitPoints': 4 },
    });
  });
});
