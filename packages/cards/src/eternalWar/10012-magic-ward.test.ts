import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Magic Ward', () => {
  it("blanks the printed text of each unit in the chosen opponent's zone until the end of the phase", () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 20, hand: ['Magic Ward', 'Flames of Tzeentch', 'Flames of Tzeentch'], quest: { cards: [{ card: 'Nurgle Sorcerer', as: 'ns' }] }, kingdom: { cards: [{ card: 'Hammerer of Karak Azul', as: 'own' }] } },
        { kingdom: { cards: [{ card: 'Hammerer of Karak Azul', as: 'h' }] }, quest: { cards: [{ card: 'Hammerer of Karak Azul', as: 'q' }] } },
        ['high-elf', 'dwarf'],
      ),
      decisions: [
        { type: 'play', card: 'Magic Ward' },
        { type: 'pass' },
        // on resolution, a choice of one of the opponent's zones (not a target), never one of his own
        {
          expect: {
            prompt: { player: 1, kind: 'choose' },
            options: { include: [{ type: 'target', target: 'kingdom', owner: 2 }, { type: 'target', target: 'quest', owner: 2 }, { type: 'target', target: 'battlefield', owner: 2 }], exclude: [{ type: 'target', target: 'kingdom', owner: 1 }] },
          },
        },
        { type: 'target', target: 'kingdom', owner: 2 },
        // the kingdom Hammerer has lost Toughness; the quest one keeps it
        { type: 'play', card: 'Flames of Tzeentch', x: 1 },
        { type: 'target', target: '@h' },
        { type: 'pass' },
        { type: 'play', card: 'Flames of Tzeentch', x: 1 },
        { type: 'target', target: '@q' },
        { type: 'pass' },
        { expect: { phase: 'capital', '@h.damage': 1, '@q.damage': 0 } },
        { type: 'pass' }, // the capital phase ends, and with it the blanking
        { expect: { phase: 'battlefield' } },
        // the Sorcerer's 1 damage is now cancelled by the kingdom Hammerer's Toughness
        { type: 'use', card: '@ns', ability: 'action' },
        { type: 'target', target: '@h' },
        { type: 'pass' },
      ],
      expect: { '@h.damage': 1, log: ['Toughness 1 cancels 1 damage to Hammerer of Karak Azul'] },
    });
  });

  it('picks one of the opponent’s zones (a burning one too), never the player’s own: his own units keep their text', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 10, hand: ['Magic Ward', 'Flames of Tzeentch'], kingdom: { cards: [{ card: 'Hammerer of Karak Azul', as: 'own' }] } },
        { hand: ['Hammerer of Karak Azul'], kingdom: { cards: [{ card: 'Mountain Brigade', as: 'm' }] }, battlefield: { burning: true } },
        ['high-elf', 'dwarf'],
      ),
      decisions: [
        { type: 'play', card: 'Magic Ward' },
        { type: 'pass' },
        // a burning zone may be chosen too
        { expect: { options: { include: [{ type: 'target', target: 'battlefield', owner: 2 }], exclude: [{ type: 'target', target: 'kingdom', owner: 1 }, { type: 'target', target: 'quest', owner: 1 }] } } },
        { type: 'target', target: 'kingdom', owner: 2 },
        { type: 'play', card: 'Flames of Tzeentch', x: 1 },
        { type: 'target', target: '@own' },
      ],
      expect: { '@own.damage': 0, '@m.damage': 0 },
    });
  });
});
