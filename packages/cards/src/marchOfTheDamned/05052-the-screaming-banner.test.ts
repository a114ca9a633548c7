import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('The Screaming Banner', () => {
  it('goes only onto an Undead unit you control', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 2, hand: [{ card: 'The Screaming Banner', as: 'sb' }, 'Mountain Brigade'], battlefield: { cards: [{ card: 'Skeletal Horde', as: 'h' }, { card: 'Black Orc Squad', as: 'b' }] } },
        { battlefield: { cards: [{ card: 'Skeletal Horde', as: 'theirs' }] } },
        ['undead', 'empire'],
      ),
      decisions: [
        { type: 'play', card: '@sb', zone: 'battlefield', target: '@b', illegal: '' },
        { type: 'play', card: '@sb', zone: 'battlefield', target: '@theirs', illegal: '' },
        { type: 'play', card: '@sb', zone: 'battlefield', target: '@h' },
        { type: 'pass' },
      ],
      expect: { '@sb.loc': 'battlefield', 'p1.resources': 0 },
    });
  });

  it('when the attached unit attacks, one target unit has 2 less power until the end of the turn', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { battlefield: { cards: [{ card: 'Skeletal Horde', as: 'h' }, { card: 'The Screaming Banner', as: 'sb', attachedTo: '@h' }] } },
        { kingdom: { cards: [{ card: 'Chaos Knights', as: 'k' }] }, quest: { cards: [{ card: 'Black Orc Squad', as: 'q' }] } },
        ['undead', 'empire'],
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@h' },
        { type: 'use', card: '@sb', ability: 'action' },
        // any unit: not only in the attacked zone
        { expect: { options: { include: [{ type: 'target', target: '@k' }, { type: 'target', target: '@q' }, { type: 'target', target: '@h' }] } } },
        { type: 'target', target: '@k' },
        { expect: { '@k.power': 1, prompt: { player: 2, kind: 'declareDefenders' } } },
        { type: 'defender', card: '@k', player: 2 },
        { type: 'assign', target: '@k', amount: 1 },
        // the Knights deal 1 only: the Horde (2 hit points) survives
        { type: 'assign', target: '@h', amount: 1, player: 2 },
      ],
      expect: { turn: 4, '@h.damage': 1, '@h.loc': 'battlefield', '@k.damage': 1, '@k.power': 3 },
    });
  });

  it('cannot be used when the attached unit did not attack', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { battlefield: { cards: [{ card: 'Skeletal Horde', as: 'h' }, { card: 'The Screaming Banner', as: 'sb', attachedTo: '@h' }, { card: 'Black Orc Squad', as: 'b' }] } },
        { kingdom: { cards: [{ card: 'Chaos Knights', as: 'k' }] } },
        ['undead', 'empire'],
      ),
      decisions: [
        { type: 'use', card: '@sb', ability: 'action', illegal: '' },
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@b' },
        { type: 'pass' },
        { expect: { prompt: { player: 2, kind: 'declareDefenders' } } },
      ],
    });
  });
  it('is discarded once its unit passes under the opponent\'s control (a requirement other than a zone holds at all times)', () => {
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board(
        { battlefield: { cards: [{ card: 'Skeletal Horde', as: 'h' }, { card: 'The Screaming Banner', as: 'sb', attachedTo: '@h' }] } },
        { resources: 5, hand: [{ card: 'Grasping Darkness', as: 'gd' }, 'Mountain Brigade'] },
        ['undead', 'dark-elf'],
      ),
      decisions: [
        // (the Horde is the only unit of printed cost 2 or less: the target)
        { type: 'play', card: '@gd', player: 2 },
        { expect: { '@h.controller': 2 } },
      ],
      expect: { '@sb.loc': 'discard', 'p1.discard': ['The Screaming Banner'] },
    });
  });
});
