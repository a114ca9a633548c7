import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Standard of Clar Karond', () => {
  it('goes only onto a Dark Elf unit you control in your battlefield', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        {
          resources: 3,
          hand: [{ card: 'Standard of Clar Karond', as: 's' }, 'Mountain Brigade'],
          battlefield: { cards: [{ card: 'Naggaroth Spearmen', as: 'n' }, { card: 'Black Orc Squad', as: 'b' }] },
          kingdom: { cards: [{ card: 'Vile Sorceress', as: 'v' }] },
        },
        { battlefield: { cards: [{ card: 'Naggaroth Spearmen', as: 'theirs' }] } },
        ['dark-elf', 'dark-elf'],
      ),
      decisions: [
        { type: 'play', card: '@s', zone: 'battlefield', target: '@b', illegal: '' },
        { type: 'play', card: '@s', zone: 'kingdom', target: '@v', illegal: '' },
        { type: 'play', card: '@s', zone: 'battlefield', target: '@theirs', illegal: '' },
        { type: 'play', card: '@s', zone: 'battlefield', target: '@n' },
      ],
      expect: { '@s.loc': 'battlefield' },
    });
  });

  it('when the attached unit attacks, a target unit in the defending zone has 1 less power until the end of the turn', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { battlefield: { cards: [{ card: 'Naggaroth Spearmen', as: 'n' }, { card: 'Standard of Clar Karond', as: 's', attachedTo: '@n' }] } },
        { kingdom: { cards: [{ card: 'Chaos Knights', as: 'k' }, { card: 'Peasant Militia', as: 'p' }] }, quest: { cards: [{ card: 'Black Orc Squad', as: 'q' }] } },
        ['dark-elf', 'empire'],
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@n' },
        { type: 'use', card: '@s', ability: 'action' },
        // only units in the zone under attack: not another zone's, not the attacker
        { expect: { options: { include: [{ type: 'target', target: '@k' }, { type: 'target', target: '@p' }], exclude: [{ type: 'target', target: '@q' }, { type: 'target', target: '@n' }] } } },
        { type: 'target', target: '@k' },
        { expect: { '@k.power': 2, prompt: { player: 2, kind: 'declareDefenders' } } },
        { type: 'pass', player: 2 },
        { type: 'assign', target: 'kingdom', amount: 1 },
      ],
      expect: { turn: 4, '@k.power': 3 },
    });
  });

  it('cannot be used when the attached unit did not attack', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { battlefield: { cards: [{ card: 'Naggaroth Spearmen', as: 'n' }, { card: 'Standard of Clar Karond', as: 's', attachedTo: '@n' }, { card: 'Black Orc Squad', as: 'b' }] } },
        { kingdom: { cards: [{ card: 'Chaos Knights', as: 'k' }] } },
        ['dark-elf', 'empire'],
      ),
      decisions: [
        { type: 'use', card: '@s', ability: 'action', illegal: '' },
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@b' },
        { type: 'pass' },
        { expect: { prompt: { player: 2, kind: 'declareDefenders' }, '@k.power': 3 } },
      ],
    });
  });

  it('"in your battlefield" counts only as it is played: the Standard stays on its host when another player takes control of it', () => {
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board(
        { battlefield: { cards: [{ card: 'Dwarf Slaves', as: 'n' }, { card: 'Standard of Clar Karond', as: 's', attachedTo: '@n' }] } },
        { resources: 5, hand: [{ card: 'Grasping Darkness', as: 'g' }, 'Mountain Brigade'] },
        ['dark-elf', 'dark-elf'],
      ),
      decisions: [{ type: 'play', card: '@g' }],
      expect: { '@n.controller': 2, '@n.loc': 'battlefield', '@s.loc': 'battlefield', '@s.controller': 1, 'p2.battlefield.units': ['Dwarf Slaves'] },
    });
  });

  it('its controller keeps its action on a host the opponent took: the target is then in the zone that host attacks (his own)', () => {
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board(
        { battlefield: { cards: [{ card: 'Dwarf Slaves', as: 'n' }, { card: 'Standard of Clar Karond', as: 's', attachedTo: '@n' }] }, kingdom: { cards: [{ card: 'Chaos Knights', as: 'mine' }] } },
        { resources: 5, hand: [{ card: 'Grasping Darkness', as: 'g' }, 'Mountain Brigade'], kingdom: { cards: [{ card: 'Black Orc Squad', as: 'theirs' }] } },
        ['dark-elf', 'dark-elf'],
      ),
      decisions: [
        { type: 'play', card: '@g' },
        { type: 'pass' },
        { expect: { phase: 'battlefield' } },
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@n' },
        // (its only candidate, picked for him: the opponent's unit in his own kingdom is not in the defending zone)
        { type: 'use', card: '@s', ability: 'action', player: 1 },
        { expect: { '@mine.power': 2, '@theirs.power': 1, prompt: { player: 1, kind: 'declareDefenders' } } },
      ],
    });
  });
});
