import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Blood Frenzy', () => {
  it('is played onto a unit in your battlefield only, and gives nothing without tokens', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        // loyalty 3, met by the Chaos symbols of the capital, the Knights and the Bloodsworn: it costs its printed 1
        { resources: 3, hand: [{ card: 'Blood Frenzy', as: 'bf' }], battlefield: { cards: [{ card: 'Chaos Knights', as: 'ck' }] }, kingdom: { cards: [{ card: 'Bloodsworn', as: 'home' }] } },
        { battlefield: { cards: [{ card: 'Mountain Brigade', as: 'theirs' }] } },
        ['chaos', 'dwarf'],
      ),
      decisions: [
        { type: 'play', card: '@bf', zone: 'kingdom', target: '@home', illegal: 'cannot be attached' },
        { type: 'play', card: '@bf', zone: 'battlefield', target: '@theirs', illegal: 'cannot be attached' },
        { type: 'play', card: '@bf', zone: 'battlefield', target: '@ck' },
        { expect: { '@bf.loc': 'battlefield', '@bf.tokens': 0, '@ck.power': 3, 'p1.resources': 2 } },
      ],
    });
  });

  it('gains a token for each opposing unit going from play to a discard pile, several at once included; each token is +1 power', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        {
          resources: 6,
          hand: ["Tzeentch's Firestorm"],
          battlefield: { cards: [{ card: 'Chaos Knights', as: 'ck' }, { card: 'Blood Frenzy', as: 'bf', attachedTo: '@ck', tokens: 1 }] },
        },
        { kingdom: { cards: [{ card: 'Crooked Teef Goblins', as: 'g1' }, { card: 'Crooked Teef Goblins', as: 'g2' }] } },
        ['chaos', 'orc'],
      ),
      decisions: [
        { expect: { '@ck.power': 4 } },
        { type: 'play', card: "Tzeentch's Firestorm" },
        { type: 'target', target: '@g1' },
        { type: 'target', target: '@g2' },
        // one Forced effect per goblin, ordered by the Frenzy's controller
        { expect: { '@g1.loc': 'discard', '@g2.loc': 'discard', prompt: { player: 1, kind: 'orderEffects' } } },
        { type: 'resolve', index: 0 },
        { expect: { '@bf.tokens': 3, '@ck.power': 6 } },
      ],
    });
  });

  it('counts an opposing unit destroyed in combat and one its controller sacrifices', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { battlefield: { cards: [{ card: 'Chaos Knights', as: 'ck' }, { card: 'Blood Frenzy', as: 'bf', attachedTo: '@ck' }] } },
        { kingdom: { cards: [{ card: 'Crooked Teef Goblins', as: 'g' }] } },
        ['chaos', 'orc'],
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@ck' },
        { type: 'defender', card: '@g', player: 2 },
        { type: 'assign', target: '@g', amount: 1 },
        { type: 'assign', target: 'kingdom', amount: 2 },
        { type: 'assign', target: '@ck', amount: 1, player: 2 },
      ],
      expect: { '@g.loc': 'discard', '@bf.tokens': 1, '@ck.power': 4 },
    });
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board(
        {
          battlefield: { cards: [{ card: 'Chaos Knights', as: 'ck' }, { card: 'Blood Frenzy', as: 'bf', attachedTo: '@ck' }] },
          kingdom: { cards: [{ card: 'Crooked Teef Goblins', as: 'own' }] },
        },
        { hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Lobber Crew', as: 'lc' }] } },
        ['chaos', 'orc'],
      ),
      // the Lobber Crew is sacrificed (a token); its effect makes player 1 sacrifice a unit of his, which gives none
      decisions: [
        { type: 'use', card: '@lc', ability: 'action', player: 2 },
        { type: 'target', target: '@own', player: 1 },
      ],
      expect: { '@lc.loc': 'discard', '@own.loc': 'discard', '@bf.tokens': 1, '@ck.power': 4 },
    });
  });

  it('not for your own unit, an opposing unit returned to hand, or a unit card discarded from a hand', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        {
          resources: 6,
          hand: ["Tzeentch's Firestorm"],
          battlefield: { cards: [{ card: 'Chaos Knights', as: 'ck' }, { card: 'Blood Frenzy', as: 'bf', attachedTo: '@ck' }] },
          kingdom: { cards: [{ card: 'Crooked Teef Goblins', as: 'own' }] },
        },
        { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'm' }] } },
        ['chaos', 'orc'],
      ),
      decisions: [
        { type: 'play', card: "Tzeentch's Firestorm" },
        { type: 'target', target: '@own' },
        { type: 'target', target: '@m' },
      ],
      expect: { '@own.loc': 'discard', '@bf.tokens': 0, '@ck.power': 3 },
    });
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board(
        { battlefield: { cards: [{ card: 'Chaos Knights', as: 'ck' }, { card: 'Blood Frenzy', as: 'bf', attachedTo: '@ck' }] } },
        { resources: 1, hand: ['Mountain Brigade'], battlefield: { cards: [{ card: 'Talabheim Detachment', as: 't' }] } },
        ['chaos', 'empire'],
      ),
      decisions: [{ type: 'use', card: '@t', ability: 'action', player: 2 }],
      expect: { '@t.loc': 'hand', '@bf.tokens': 0 },
    });
    expectScenario({
      phase: 'battlefield',
      players: board(
        { battlefield: { cards: [{ card: 'Free Company', as: 'fc' }, { card: 'Chaos Knights', as: 'ck' }, { card: 'Blood Frenzy', as: 'bf', attachedTo: '@ck' }] } },
        { hand: [{ card: 'Black Orc Squad', as: 'h' }] },
        ['chaos', 'orc'],
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@fc' },
        { type: 'pass' },
        { type: 'assign', target: 'kingdom', amount: 1 },
      ],
      // Scout: the opponent discards a card at random from his hand, a unit card
      expect: { '@h.loc': 'discard', '@bf.tokens': 0 },
    });
  });

  it('an opposing development destroyed counts by its card\'s printed type: a unit card gives a token, a support card none (FAQ Q&A Offering to Hekarti)', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        {
          resources: 8,
          battlefield: { cards: [{ card: 'Chaos Knights', as: 'ck' }, { card: 'Blood Frenzy', as: 'bf', attachedTo: '@ck' }] },
          quest: { cards: [{ card: 'Cultist of Slaanesh', as: 'cult' }] },
        },
        { kingdom: { developments: [{ card: 'Forge', as: 's' }] }, quest: { developments: [{ card: 'Mountain Brigade', as: 'u' }] } },
        ['chaos', 'dwarf'],
      ),
      decisions: [
        { type: 'use', card: '@cult', ability: 'action' },
        { type: 'target', target: '@s' },
        { type: 'pass' },
        { expect: { '@s.loc': 'discard', '@bf.tokens': 0, '@ck.power': 3 } },
        // the Mountain Brigade is the only development left: the Cultist's target is made for him
        { type: 'use', card: '@cult', ability: 'action' },
        { type: 'pass' },
      ],
      expect: { '@u.loc': 'discard', '@bf.tokens': 1, '@ck.power': 4 },
    });
  });
});
