import { describe, expect, it } from 'vitest';
import { eventsFor, viewFor } from '@invasion/engine';
import { board, expectScenario } from '../testing.js';

const rakBoard = (p2: object = {}) =>
  board(
    { battlefield: { cards: [{ card: 'Beastlord Rakarth', as: 'r' }, { card: 'Black Orc Squad', as: 'other' }] } },
    { hand: [{ card: 'Mountain Brigade', as: 'h1' }], ...p2 },
    ['dark-elf', 'dwarf'],
  );
const attack = [
  { type: 'attack', zone: 'quest' },
  { type: 'attacker', card: '@r' },
  { type: 'pass' },
  { type: 'use', card: '@r', ability: 'action' },
] as const;

describe('Beastlord Rakarth', () => {
  it("when he attacks: a random card of the defending player's hand goes facedown as his development into the attacked zone, not revealed", () => {
    const r = expectScenario({
      phase: 'battlefield',
      players: rakBoard(),
      decisions: [
        ...attack,
        { expect: { '@h1.loc': 'quest', '@h1.faceDown': true, '@h1.dev': true, '@h1.controller': 2, 'p2.quest.developments': 1, 'p2.hand.count': 0, revealed: [] } },
        // usable once
        { expect: { options: { exclude: [{ type: 'use', card: '@r', ability: 'action' }] } } },
      ],
    });
    // nobody was shown the card
    expect(JSON.stringify(r.state.log ?? [])).not.toContain('"revealed"');
  });

  it('the card is picked at random among all of the hand (here it is one of two)', () => {
    expectScenario({
      phase: 'battlefield',
      players: rakBoard({ hand: [{ card: 'Mountain Brigade', as: 'h1' }, { card: 'Greater Heal', as: 'h2' }] }),
      decisions: [...attack, { expect: { 'p2.quest.developments': 1, 'p2.hand.count': 1, 'p2.kingdom.developments': 0, revealed: [] } }],
    });
  });

  it('an empty hand: nothing happens', () => {
    expectScenario({
      phase: 'battlefield',
      players: rakBoard({ hand: [] }),
      decisions: [...attack, { expect: { 'p2.quest.developments': 0 } }],
    });
  });

  it('not offered when Rakarth is not among the attackers', () => {
    expectScenario({
      phase: 'battlefield',
      players: rakBoard(),
      decisions: [
        { type: 'attack', zone: 'quest' },
        { type: 'attacker', card: '@other' },
        { type: 'pass' },
        { expect: { '@h1.loc': 'hand', options: { exclude: [{ type: 'use', card: '@r', ability: 'action' }] } } },
      ],
    });
  });
  it('hidden from the attacker: his view and his log never name the card, while its owner may still look at it', () => {
    const r = expectScenario({
      phase: 'battlefield',
      players: rakBoard({ hand: [{ card: 'Greater Heal', as: 'g' }] }),
      decisions: [...attack, { expect: { '@g.loc': 'quest', '@g.faceDown': true, 'p2.hand.count': 0 } }],
    });
    expect(JSON.stringify(viewFor(r.state, 0))).not.toContain('Greater Heal');
    expect(JSON.stringify(eventsFor(r.state, 0).events)).not.toContain('Greater Heal');
    expect(JSON.stringify(viewFor(r.state, 'spectator'))).not.toContain('Greater Heal');
    // the defending player looks at his own developments (rules summary)
    expect(JSON.stringify(viewFor(r.state, 1))).toContain('Greater Heal');
  });
});
