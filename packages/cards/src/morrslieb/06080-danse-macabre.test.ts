import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

const danse = (discard: string[], opts: { theirDiscard?: string[]; damage?: number } = {}) =>
  board(
    {
      resources: 5,
      hand: [{ card: 'Danse Macabre', as: 'd' }, 'Black Orc Squad'],
      discard,
      battlefield: { cards: [{ card: 'Black Orc Squad', as: 'mine' }] },
    },
    {
      kingdom: { cards: [{ card: 'Mountain Brigade', as: 'mb', damage: opts.damage ?? 0 }, { card: 'Mountain Brigade', as: 'other' }] },
      discard: opts.theirDiscard ?? [],
    },
    ['orc', 'dwarf'],
  );

describe('Danse Macabre', () => {
  it('the target loses 1 hit point per Undead unit card in your own discard pile, until the end of the turn', () => {
    expectScenario({
      phase: 'capital',
      players: danse(
        // two Undead units count; an Undead attachment, a non-Undead unit and the opponent's pile do not
        ['Swarm of Bats', 'Blood Dragon Knight', 'Curse of Years', 'Black Orc Squad'],
        { theirDiscard: ['Swarm of Bats'] },
      ),
      decisions: [
        { type: 'play', card: '@d' },
        // any unit, either player's
        { expect: { options: { include: [{ type: 'target', target: '@mine' }, { type: 'target', target: '@mb' }, { type: 'target', target: '@other' }] } } },
        { type: 'target', target: '@mb' },
        { expect: { '@mb.hitPoints': 4, '@other.hitPoints': 6, 'p1.resources': 3 } },
        { type: 'pass', player: 1 },
        { type: 'pass' }, // no attack
      ],
      expect: { turn: 4, '@mb.hitPoints': 6 },
    });
  });

  it('a unit left with as much damage as hit points is destroyed', () => {
    expectScenario({
      phase: 'capital',
      players: danse(['Swarm of Bats', 'Swarm of Bats', 'Blood Dragon Knight'], { damage: 3 }),
      decisions: [{ type: 'play', card: '@d' }, { type: 'target', target: '@mb' }],
      expect: { '@mb.loc': 'discard', '@other.hitPoints': 6 },
    });
  });

  it('the count is fixed as it resolves: an Undead unit reaching the pile later that turn changes nothing', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        {
          resources: 5,
          hand: [{ card: 'Danse Macabre', as: 'd' }, 'Black Orc Squad'],
          discard: ['Swarm of Bats'],
          quest: { cards: [{ card: 'Nurgle Sorcerer', as: 'ns' }] },
          battlefield: { cards: [{ card: 'Swarm of Bats', as: 'bats' }] },
        },
        { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'mb' }] } },
        ['orc', 'dwarf'],
      ),
      decisions: [
        { type: 'play', card: '@d' },
        { type: 'target', target: '@mb' },
        { type: 'pass', player: 1 },
        { expect: { '@mb.hitPoints': 5 } },
        // his own Swarm of Bats is destroyed: two Undead units in his pile now
        { type: 'use', card: '@ns', ability: 'action' },
        { type: 'target', target: '@bats' },
      ],
      expect: { '@bats.loc': 'discard', 'p1.discard.count': 3, '@mb.hitPoints': 5 },
    });
  });

  it('with no Undead unit in your discard pile it changes nothing', () => {
    expectScenario({
      phase: 'capital',
      players: danse(['Black Orc Squad'], { theirDiscard: ['Swarm of Bats', 'Swarm of Bats'] }),
      decisions: [{ type: 'play', card: '@d' }, { type: 'target', target: '@mb' }],
      expect: { '@mb.hitPoints': 6, 'p1.discard.count': 2 },
    });
  });
});
