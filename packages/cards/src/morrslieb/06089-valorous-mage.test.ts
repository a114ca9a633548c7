import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

const DECK = [
  { card: 'Black Orc Squad', as: 'd1' },
  { card: 'Greater Heal', as: 'heal' },
  { card: 'Dwarf Ranger', as: 'd3' },
  { card: 'Radiant Gaze', as: 'gaze' },
  { card: 'Squig Herders', as: 'd5' },
  { card: 'Radiant Gaze', as: 'sixth' },
  'Mountain Brigade',
];
const mageBoard = (deck: unknown[] = DECK) =>
  board({ resources: 5, hand: [{ card: 'Valorous Mage', as: 'vm' }, 'Mountain Brigade'], deck: deck as never }, {}, ['high-elf', 'dwarf']);

describe('Valorous Mage', () => {
  it('as it enters play: a Spell among the top 5 cards is revealed and taken into the hand; then the deck is shuffled', () => {
    expectScenario({
      phase: 'capital',
      players: mageBoard(),
      decisions: [
        { type: 'play', card: '@vm', zone: 'kingdom' },
        { type: 'use', card: '@vm', ability: 'action' },
        // Spells among the top five only; he may pass
        {
          expect: {
            prompt: { player: 1, kind: 'choose' },
            options: { include: [{ type: 'target', target: '@heal' }, { type: 'target', target: '@gaze' }, { type: 'pass' }], exclude: [{ type: 'target', target: '@d1' }, { type: 'target', target: '@d3' }, { type: 'target', target: '@sixth' }] },
          },
        },
        { type: 'target', target: '@heal' },
      ],
      expect: { '@heal.loc': 'hand', '@gaze.loc': 'deck', 'p1.deck': 6, log: ['reveals Greater Heal', 'P1 shuffles his deck'] },
    });
  });

  it('he may take nothing (the deck is shuffled all the same); with no Spell there he is still asked, and can only pass', () => {
    expectScenario({
      phase: 'capital',
      players: mageBoard(),
      decisions: [{ type: 'play', card: '@vm', zone: 'kingdom' }, { type: 'use', card: '@vm', ability: 'action' }, { type: 'pass' }],
      expect: { '@heal.loc': 'deck', 'p1.deck': 7, 'p1.hand': ['Mountain Brigade'], log: ['P1 shuffles his deck'] },
    });
    expectScenario({
      phase: 'capital',
      players: mageBoard(['Black Orc Squad', 'Squig Herders', 'Mountain Brigade', 'Mountain Brigade', 'Mountain Brigade', 'Radiant Gaze']),
      decisions: [
        { type: 'play', card: '@vm', zone: 'kingdom' },
        { type: 'use', card: '@vm', ability: 'action' },
        { expect: { prompt: { player: 1, kind: 'choose' }, options: { include: [{ type: 'pass' }], exclude: [{ type: 'target', target: 'Radiant Gaze' }] } } },
        { type: 'pass' },
      ],
      expect: { 'p1.hand': ['Mountain Brigade'], 'p1.deck': 6 },
    });
  });

  it('only right after it enters play', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 5, hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Valorous Mage', as: 'vm' }] } }, {}, ['high-elf', 'dwarf']),
      decisions: [{ expect: { options: { exclude: [{ type: 'use', card: '@vm', ability: 'action' }] } } }],
    });
  });
});
