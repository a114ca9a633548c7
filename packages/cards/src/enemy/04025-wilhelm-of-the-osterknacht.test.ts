import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Wilhelm of the Osterknacht', () => {
  it('when it attacks, moves a target unit out of the defending zone into another zone of the same player, who cannot defend with it', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { battlefield: { cards: [{ card: 'Wilhelm of the Osterknacht', as: 'w' }, { card: 'Chaos Knights', as: 'k' }] } },
        { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'm' }, { card: 'Black Orc Squad', as: 'b' }] }, quest: { cards: [{ card: 'Savage Marauders', as: 'q' }] } },
        ['empire', 'orc'],
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@w' },
        { type: 'attacker', card: '@k' },
        { type: 'use', card: '@w', ability: 'action' },
        // units in the defending zone only: not P2's quest zone, nor the attackers
        { expect: { options: { include: [{ type: 'target', target: '@m' }, { type: 'target', target: '@b' }], exclude: [{ type: 'target', target: '@q' }, { type: 'target', target: '@w' }, { type: 'target', target: '@k' }] } } },
        { type: 'target', target: '@m' },
        // on resolution Wilhelm's controller picks one of P2's other zones (not the kingdom it is in, nor his own)
        {
          expect: {
            prompt: { player: 1, kind: 'choose' },
            options: { include: [{ type: 'target', target: 'quest', owner: 2 }, { type: 'target', target: 'battlefield', owner: 2 }], exclude: [{ type: 'target', target: 'kingdom', owner: 2 }, { type: 'target', target: 'quest', owner: 1 }] },
          },
        },
        { type: 'target', target: 'quest', owner: 2 },
        { expect: { '@m.loc': 'quest', '@m.controller': 2, prompt: { player: 2, kind: 'declareDefenders' }, options: { include: [{ type: 'defender', card: '@b' }], exclude: [{ type: 'defender', card: '@m' }] } } },
      ],
    });
  });

  it('cannot be used when it was not declared as an attacker (another unit attacking does not arm it)', () => {
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Mountain Brigade'], battlefield: { cards: [{ card: 'Wilhelm of the Osterknacht', as: 'w' }] } }, { kingdom: { cards: ['Mountain Brigade'] } }, ['empire', 'orc']),
      decisions: [{ type: 'use', card: '@w', ability: 'action', illegal: 'first opportunity after its trigger' }],
    });
    expectScenario({
      phase: 'battlefield',
      players: board(
        // (Rip Dere 'Eads Off! keeps an action open for P1 after attackers are declared)
        { resources: 5, hand: ["Rip Dere 'Eads Off!"], battlefield: { cards: [{ card: 'Wilhelm of the Osterknacht', as: 'w' }, { card: 'Chaos Knights', as: 'k' }], developments: ['Mountain Brigade'] } },
        { kingdom: { cards: ['Mountain Brigade'] } },
        ['empire', 'orc'],
      ),
      decisions: [
        { type: 'pass' },
        { type: 'attack', zone: 'kingdom' },
        { type: 'pass' },
        { type: 'attacker', card: '@k' },
        { type: 'pass' },
        { type: 'use', card: '@w', ability: 'action', illegal: 'first opportunity after its trigger' },
      ],
    });
  });

  it('has nothing to move when the defending zone holds no unit; a Hero is not moved where a Hero already is', () => {
    expectScenario({
      phase: 'battlefield',
      players: board({ battlefield: { cards: [{ card: 'Wilhelm of the Osterknacht', as: 'w' }] } }, { quest: { cards: [{ card: 'Mountain Brigade', as: 'm' }] } }, ['empire', 'orc']),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@w' },
        // no legal target: no window is offered for it; damage is assigned at once
        { expect: { prompt: { player: 1, kind: 'assignDamage' }, '@m.loc': 'quest' } },
      ],
    });
    expectScenario({
      phase: 'battlefield',
      players: board(
        { battlefield: { cards: [{ card: 'Wilhelm of the Osterknacht', as: 'w' }] } },
        { kingdom: { cards: [{ card: 'Duregan Thorgrimson', as: 'h' }] }, quest: { cards: [{ card: 'King Kazador', as: 'k' }] } },
        ['empire', 'dwarf'],
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@w' },
        { type: 'use', card: '@w', ability: 'action' },
        // (Duregan is the only unit there; the battlefield is the only zone he may go to)
        { expect: { '@h.loc': 'battlefield' } },
      ],
    });
    // a Hero with a Hero of his player in each other zone has nowhere to go: not a target, so no use is offered
    expectScenario({
      phase: 'battlefield',
      players: board(
        { battlefield: { cards: [{ card: 'Wilhelm of the Osterknacht', as: 'w' }] } },
        { kingdom: { cards: [{ card: 'Duregan Thorgrimson', as: 'h' }] }, quest: { cards: [{ card: 'King Kazador', as: 'k' }] }, battlefield: { cards: [{ card: 'Durgnar the Bold', as: 'd' }] } },
        ['empire', 'dwarf'],
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@w' },
        { expect: { prompt: { player: 2, kind: 'declareDefenders' } } },
      ],
      expect: { '@h.loc': 'kingdom' },
    });
  });
});
