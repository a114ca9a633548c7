import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Judgement of Loec', () => {
  it('turns a questing, damaged unit into a faceup development (no damage, not questing, no power); it is a unit again when Judgement leaves play', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { capital: 'high-elf', resources: 10, hand: [{ card: 'Judgement of Loec', as: 'j' }, { card: 'Demolition!', as: 'dem' }, 'Mountain Brigade'] },
        { quest: { cards: [{ card: 'Offering to Hekarti', as: 'q', tokens: 2 }, { card: 'Mountain Brigade', as: 'm', questing: '@q', damage: 2 }] } },
      ),
      decisions: [
        { expect: { 'p2.quest.power': 3, 'p2.quest.hitPoints': 8 } },
        { type: 'play', card: '@j', zone: 'quest', target: '@m' },
        { type: 'pass', player: 2 },
        {
          expect: {
            '@j.loc': 'quest',
            '@m.loc': 'quest',
            '@m.dev': true,
            '@m.faceDown': false,
            '@m.damage': 0,
            '@m.questing': false,
            '@q.tokens': 0,
            '@m.power': 0,
            'p2.quest.units': [],
            'p2.quest.developments': 1,
            'p2.quest.hitPoints': 9,
            'p2.quest.power': 1,
          },
        },
        { type: 'play', card: '@dem' },
        { type: 'target', target: '@j' },
      ],
      expect: { '@j.loc': 'discard', '@m.dev': false, '@m.damage': 0, '@m.power': 2, 'p2.quest.units': ['Mountain Brigade'], 'p2.quest.developments': 0, 'p2.quest.hitPoints': 8 },
    });
  });

  it('blanks the text of the card it holds: a Spellsinger under it offers no action', () => {
    expectScenario({
      phase: 'capital',
      players: board({
        capital: 'high-elf',
        resources: 4,
        hand: [{ card: 'Judgement of Loec', as: 'j' }, { card: 'Black Orc Squad', as: 'new' }, 'Mountain Brigade'],
        kingdom: { cards: [{ card: 'Spellsinger', as: 's' }], developments: ['Troll Den'] },
      }),
      decisions: [
        { type: 'play', card: '@j', zone: 'kingdom', target: '@s' },
        { type: 'develop', card: '@new', zone: 'battlefield' },
        // no Spellsinger action in response: nobody can respond, so the development is in play at once
        { expect: { '@new.loc': 'battlefield', log: ['plays a card facedown'] } },
      ],
      expect: { '@s.dev': true, 'p1.kingdom.units': [], 'p1.kingdom.developments': 2 },
    });
  });

  it('on a development that is also a unit (Kairos Fateweaver): it stays a unit, with no power; a unit it turns keeps its damage', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { capital: 'high-elf', resources: 10, hand: [{ card: 'Judgement of Loec', as: 'j1' }, { card: 'Judgement of Loec', as: 'j2' }, 'Mountain Brigade'] },
        {
          capital: 'chaos',
          legend: { card: 'Kairos Fateweaver', as: 'k' },
          kingdom: { cards: [{ card: 'Mountain Brigade', as: 'u', damage: 1 }], developments: [{ card: 'Troll Den', as: 'd' }] },
        },
      ),
      decisions: [
        { expect: { options: { include: [{ type: 'play', card: '@j1', zone: 'kingdom', target: '@d' }] } } },
        { type: 'play', card: '@j1', zone: 'kingdom', target: '@d' },
        { expect: { '@d.power': 0, '@d.hitPoints': 2, 'p2.kingdom.units': ['Mountain Brigade', 'Troll Den'] } },
        { type: 'play', card: '@j2', zone: 'kingdom', target: '@u' },
      ],
      expect: { '@u.dev': true, '@u.faceDown': false, '@u.damage': 1, '@u.power': 0, '@u.hitPoints': 2, 'p2.kingdom.units': ['Mountain Brigade', 'Troll Den'], 'p2.kingdom.developments': 2 },
    });
  });

  it('on a development that is not a unit it stays a development (facedown) when Judgement leaves play', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { capital: 'high-elf', resources: 10, hand: [{ card: 'Judgement of Loec', as: 'j' }, { card: 'Demolition!', as: 'dem' }, 'Mountain Brigade'] },
        { kingdom: { developments: [{ card: 'Mountain Brigade', as: 'd' }] } },
      ),
      decisions: [
        { type: 'play', card: '@j', zone: 'kingdom', target: '@d' },
        { type: 'pass' },
        { expect: { '@j.loc': 'kingdom', '@d.dev': true, '@d.faceDown': true, 'p2.kingdom.developments': 1 } },
        { type: 'play', card: '@dem' },
        { type: 'target', target: '@j' },
      ],
      expect: { '@j.loc': 'discard', '@d.dev': true, '@d.faceDown': true, 'p2.kingdom.units': [], 'p2.kingdom.developments': 1 },
    });
  });

  it('with two Judgements on it, the card is a unit again only when the last one leaves; an attachment that needs a unit is discarded', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        {
          capital: 'high-elf',
          resources: 20,
          hand: [{ card: 'Judgement of Loec', as: 'j1' }, { card: 'Judgement of Loec', as: 'j2' }, { card: 'Demolition!', as: 'x1' }, { card: 'Demolition!', as: 'x2' }, 'Mountain Brigade'],
        },
        { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'm' }, { card: 'Protective Spites', as: 's', attachedTo: '@m', tokens: 3 }] } },
      ),
      decisions: [
        { type: 'play', card: '@j1', zone: 'kingdom', target: '@m' },
        { type: 'pass' },
        { expect: { '@m.dev': true, '@s.loc': 'discard' } },
        { type: 'play', card: '@j2', zone: 'kingdom', target: '@m' },
        { type: 'pass' },
        { type: 'play', card: '@x1' },
        { type: 'target', target: '@j1' },
        { type: 'pass' },
        { expect: { '@j1.loc': 'discard', '@m.dev': true, '@m.faceDown': false, 'p2.kingdom.units': [] } },
        { type: 'play', card: '@x2' },
        { type: 'target', target: '@j2' },
        { type: 'pass' },
      ],
      expect: { '@j2.loc': 'discard', '@m.dev': false, '@m.power': 2, 'p2.kingdom.units': ['Mountain Brigade'] },
    });
  });
});
