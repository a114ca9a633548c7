import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

const chariotBoard = (top: string) =>
  board(
    { battlefield: { cards: [{ card: 'Tiranoc Chariot', as: 'c' }, { card: 'Silver Helm Brigade', as: 'shb' }] }, deck: [{ card: top, as: 'top' }, 'Mountain Brigade', 'Mountain Brigade'] },
    { kingdom: { cards: [{ card: 'Black Orc Squad', as: 'bos' }] } },
    ['high-elf', 'orc'],
  );
const attack = [
  { type: 'attack', zone: 'kingdom' },
  { type: 'attacker', card: '@c' },
  { type: 'pass' },
  { type: 'use', card: '@c', ability: 'action' },
] as const;

describe('Tiranoc Chariot', () => {
  it('when it attacks: the top card is revealed; a High Elf unit of printed cost 2 enters the battlefield attacking; usable once', () => {
    expectScenario({
      phase: 'battlefield',
      players: chariotBoard('Shadow Warrior'),
      decisions: [
        ...attack,
        { expect: { '@top.loc': 'battlefield', 'combat.attackers': ['Tiranoc Chariot', 'Shadow Warrior'], log: ['Shadow Warrior'], 'p1.deck': 2 } },
        { expect: { options: { exclude: [{ type: 'use', card: '@c', ability: 'action' }] } } },
      ],
    });
  });

  it('a High Elf unit of printed cost 3, a High Elf support, or a unit of another race stays on top of the deck, revealed', () => {
    for (const top of ['Silver Helm Brigade', 'Blessing of Isha', 'Squig Herders']) {
      expectScenario({
        phase: 'battlefield',
        players: chariotBoard(top),
        decisions: [...attack, { expect: { '@top.loc': 'deck', 'p1.deck': 3, 'combat.attackers': ['Tiranoc Chariot'], log: [top] } }],
      });
    }
  });

  it('not usable when it is not among the attackers', () => {
    expectScenario({
      phase: 'battlefield',
      players: chariotBoard('Shadow Warrior'),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@shb' },
        { type: 'pass' },
        { expect: { options: { exclude: [{ type: 'use', card: '@c', ability: 'action' }] } } },
      ],
    });
  });
});
