import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

const gitBoard = (top: string) =>
  board(
    { battlefield: { cards: [{ card: 'Sneaky Git', as: 'g' }, { card: 'Black Orc Squad', as: 'mine' }] }, deck: [{ card: top, as: 'top' }, 'Mountain Brigade', 'Mountain Brigade'] },
    { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'mb' }] } },
    ['orc', 'dwarf'],
  );
const attack = [
  { type: 'attack', zone: 'kingdom' },
  { type: 'attacker', card: '@g' },
  { type: 'pass' },
  { type: 'use', card: '@g', ability: 'action' },
] as const;

describe('Sneaky Git', () => {
  it('odd printed cost revealed: 2 damage to the section of the target capital picked as it was used; the deck is shuffled', () => {
    expectScenario({
      phase: 'battlefield',
      players: gitBoard('Crooked Teef Goblins'),
      decisions: [
        ...attack,
        // any section of either capital may be the target
        { expect: { options: { include: [{ type: 'target', target: 'quest', owner: 2 }, { type: 'target', target: 'kingdom', owner: 1 }] } } },
        { type: 'target', target: 'quest', owner: 2 },
        { expect: { log: ['Crooked Teef Goblins', 'shuffle'], 'p2.quest.damage': 2, 'p1.kingdom.damage': 0, 'p1.quest.damage': 0, 'p1.battlefield.damage': 0, 'p1.deck': 3 } },
        { expect: { options: { exclude: [{ type: 'use', card: '@g', ability: 'action' }] } } },
      ],
    });
  });

  it('even printed cost revealed: its player picks a section of his own capital, which is dealt 2 damage instead', () => {
    expectScenario({
      phase: 'battlefield',
      players: gitBoard('Squig Herders'),
      decisions: [
        ...attack,
        { type: 'target', target: 'quest', owner: 2 },
        { expect: { prompt: { player: 1, kind: 'choose' }, options: { exclude: [{ type: 'target', target: 'quest', owner: 2 }] } } },
        { type: 'target', target: 'battlefield', owner: 1 },
        { expect: { log: ['Squig Herders', 'shuffle'], 'p2.quest.damage': 0, 'p1.battlefield.damage': 2, '@g.loc': 'battlefield' } },
      ],
    });
  });

  it('not usable when it is not among the attackers', () => {
    expectScenario({
      phase: 'battlefield',
      players: gitBoard('Crooked Teef Goblins'),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@mine' },
        { type: 'pass' },
        { expect: { options: { exclude: [{ type: 'use', card: '@g', ability: 'action' }] } } },
      ],
    });
  });
});
