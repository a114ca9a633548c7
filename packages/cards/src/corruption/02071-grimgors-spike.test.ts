import { logLines } from '@invasion/engine';
import { describe, expect, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe("Grimgor's Spike", () => {
  it('attaches to an Orc unit only', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 3, hand: [{ card: "Grimgor's Spike", as: 'gs' }, 'Mountain Brigade'], kingdom: { cards: [{ card: 'Black Orc Squad', as: 'b' }, { card: 'Mountain Brigade', as: 'mb' }] } }),
      decisions: [
        { type: 'play', card: '@gs', zone: 'kingdom', target: '@mb', illegal: 'cannot be attached' },
        { type: 'play', card: '@gs', zone: 'kingdom', target: '@b' },
        { type: 'pass' },
      ],
      expect: { '@gs.loc': 'kingdom', 'p1.resources': 2 },
    });
  });

  it('while its unit defends alone, an attacker dealt combat damage is destroyed', () => {
    expectScenario({
      phase: 'battlefield',
      active: 2,
      players: board(
        { kingdom: { cards: [{ card: 'Black Orc Squad', as: 'b' }, { card: "Grimgor's Spike", attachedTo: '@b' }] } },
        { battlefield: { cards: [{ card: 'Chaos Knights', as: 'ck' }] } },
        ['orc', 'chaos'],
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@ck' },
        { type: 'defender', card: '@b' },
        { type: 'assign', target: '@b', amount: 3 },
        { type: 'assign', target: '@ck', amount: 1, player: 1 },
      ],
      // 1 damage to a 4-hit-point unit would not destroy it: the Spike does
      expect: { '@ck.loc': 'discard', '@b.damage': 3 },
    });
  });

  it('does nothing when its unit does not defend alone', () => {
    expectScenario({
      phase: 'battlefield',
      active: 2,
      players: board(
        { kingdom: { cards: [{ card: 'Black Orc Squad', as: 'b' }, { card: "Grimgor's Spike", attachedTo: '@b' }, { card: 'Black Orc Squad', as: 'b2' }] } },
        { battlefield: { cards: [{ card: 'Chaos Knights', as: 'ck' }] } },
        ['orc', 'chaos'],
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@ck' },
        { type: 'defender', card: '@b' },
        { type: 'defender', card: '@b2' },
        { type: 'assign', target: '@b', amount: 3 },
        { type: 'assign', target: '@ck', amount: 2, player: 1 },
      ],
      expect: { '@ck.loc': 'battlefield', '@ck.damage': 2 },
    });
  });

  it('only the attackers actually dealt combat damage are destroyed (FAQ), even when its unit dies too', () => {
    expectScenario({
      phase: 'battlefield',
      active: 2,
      players: board(
        { kingdom: { cards: [{ card: 'Crooked Teef Goblins', as: 'g' }, { card: "Grimgor's Spike", as: 'gs', attachedTo: '@g' }] } },
        { battlefield: { cards: [{ card: 'Chaos Knights', as: 'ck' }, { card: 'Chaos Knights', as: 'ck2' }] } },
        ['orc', 'chaos'],
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@ck' },
        { type: 'attacker', card: '@ck2' },
        { type: 'defender', card: '@g' },
        { type: 'assign', target: '@g', amount: 1 },
        { type: 'assign', target: 'kingdom', amount: 5 },
        { type: 'assign', target: '@ck2', amount: 1, player: 1 },
        { type: 'pass', player: 1 }, // the order his unit and its Spike lie in his discard pile
      ],
      expect: { '@ck2.loc': 'discard', '@ck.loc': 'battlefield', '@g.loc': 'discard', '@gs.loc': 'discard' },
    });
  });

  it('a constant effect: it destroys the attacker before a Forced effect of the same damage resolves', () => {
    const r = expectScenario({
      phase: 'battlefield',
      players: board(
        { battlefield: { cards: [{ card: 'Silver Helm Brigade', as: 'shb' }] } },
        { kingdom: { cards: [{ card: 'Black Orc Squad', as: 'b' }, { card: "Grimgor's Spike", attachedTo: '@b' }] } },
        ['high-elf', 'orc'],
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@shb' },
        { type: 'defender', card: '@b', player: 2 },
        { type: 'assign', target: '@b', amount: 1 },
        { type: 'assign', target: '@shb', amount: 1, player: 2 },
      ],
      // the Brigade's own Forced draw still resolves (it exists apart from its source)
      expect: { '@shb.loc': 'discard', 'p1.hand.count': 1 },
    });
    const log = logLines(r.state);
    const destroyed = log.findIndex((l) => l.includes('Silver Helm Brigade#') && l.includes('destroyed'));
    const drew = log.findIndex((l) => l.includes('P1 draws'));
    expect(destroyed).toBeGreaterThanOrEqual(0);
    expect(drew).toBeGreaterThan(destroyed);
  });

  it('does nothing while its unit attacks', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { battlefield: { cards: [{ card: 'Black Orc Squad', as: 'b' }, { card: "Grimgor's Spike", attachedTo: '@b' }] } },
        { kingdom: { cards: [{ card: 'Reiksguard Knights', as: 'rk' }] } },
        ['orc', 'empire'],
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@b' },
        { type: 'defender', card: '@rk', player: 2 },
        { type: 'assign', target: '@rk', amount: 1 },
        { type: 'assign', target: '@b', amount: 1, player: 2 },
      ],
      expect: { '@b.loc': 'battlefield', '@rk.loc': 'kingdom', '@rk.damage': 1 },
    });
  });
});
