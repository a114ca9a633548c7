/**
 * An optional choice among cards in its chooser's own hand (showing a card of some kind from it, or
 * picking at most one card there) that no card there meets still asks him, who can only pass,
 * as long as that hand holds a card: the other player does not see that hand, so the game must not
 * tell him — by the chooser having nothing to decide (his view of the prompt), or by one decision
 * fewer in the events — that no card in it qualified (rules: hidden information; the rule for a deck's
 * top cards, searchFindingNothing, extended to the hand). An empty hand is public: nothing is asked.
 * So after a pick, while more may be picked and the hand holds a card not picked: the choice ending
 * at once would tell him that none of those qualifies.
 */
import { describe, expect, it } from 'vitest';
import { apply, eventsFor, legalOptions, viewFor, type GameState } from '../../src/index.js';
import { action, choice, draw, fromHand, support, YOU } from '../../src/dsl.js';
import { board, expectScenario, registerFixtures, testUnit } from '../helpers.js';

/** A 0-cost tactic: its player may pick up to `max` support cards in his hand (the pick does nothing), then draws 1. */
const showTactic = (id: string, name: string, max: number, label: string) => ({
  ...testUnit(id, name),
  type: 'Tactic' as const,
  cost: 0,
  power: 0,
  hitPoints: 0,
  abilities: [action({ effect: [choice('shown', fromHand(support(), { min: 0, max, label })), draw(YOU, 1)] })],
});

registerFixtures([showTactic('x9481', 'Show of Colours', 1, 'a support card to show'), showTactic('x9482', 'Show of Banners', 2, 'support cards to show')]);

function played(hand: string[]): GameState {
  return expectScenario({ players: board({ hand: ['Show of Colours', ...hand] }, { hand: ['Grunt'] }), decisions: [{ type: 'play', card: 'Show of Colours' }] }).state;
}

describe('an optional choice in his own hand that nothing meets', () => {
  it('still asks its chooser, who can only pass; the effect then goes on', () => {
    expectScenario({
      players: board({ hand: ['Show of Colours', 'Grunt'] }),
      decisions: [
        { type: 'play', card: 'Show of Colours' },
        { expect: { prompt: { player: 1, kind: 'choose' }, options: { include: [{ type: 'pass' }], exclude: [{ type: 'target', target: 'Grunt' }] } } },
        { type: 'pass' },
      ],
      expect: { 'p1.hand.count': 2 },
    });
  });

  it('shows the other player the same as when a card qualifies and its player declines', () => {
    const found = played(['Village']);
    const none = played(['Grunt']);
    expect(none.prompt).not.toBeNull();
    expect(viewFor(none, 1).prompt).toEqual(viewFor(found, 1).prompt);
    const a = apply(found, { type: 'pass' });
    const b = apply(none, { type: 'pass' });
    const strip = (s: GameState) => eventsFor(s, 1).events.map((e) => JSON.stringify(e));
    expect(strip(b)).toEqual(strip(a));
    expect(viewFor(b, 1).prompt).toEqual(viewFor(a, 1).prompt);
  });

  it('is not asked when his hand is empty (public knowledge)', () => {
    expectScenario({
      players: board({ hand: ['Show of Colours'] }),
      decisions: [{ type: 'play', card: 'Show of Colours' }, { expect: { 'p1.hand.count': 1, prompt: { player: 1, kind: 'action' } } }],
    });
  });
});

describe('a choice of up to two in his own hand, after one pick', () => {
  /** Show of Banners played, one Village picked; the hand also holds `other`. */
  function onePicked(other: string): GameState {
    const s = expectScenario({ players: board({ hand: ['Show of Banners', 'Village', other] }, { hand: ['Grunt'] }), decisions: [{ type: 'play', card: 'Show of Banners' }] }).state;
    // The first Village offered.
    return apply(s, legalOptions(s).find((d) => d.type === 'target')!);
  }

  it('asks again when nothing else qualifies (he can only pass), as when a second card does', () => {
    const none = onePicked('Grunt');
    const found = onePicked('Village');
    expect(none.prompt).toMatchObject({ player: 0, kind: 'choose' });
    expect(viewFor(none, 0).options.map((o) => o.decision.type)).toEqual(['pass']);
    expect(viewFor(found, 0).options.map((o) => o.decision.type)).toContain('target');
    // The other player sees the same prompt, and after the pass the same events.
    expect(viewFor(none, 1).prompt).toEqual(viewFor(found, 1).prompt);
    const strip = (s: GameState) => eventsFor(s, 1).events.map((e) => JSON.stringify(e));
    expect(strip(apply(none, { type: 'pass' }))).toEqual(strip(apply(found, { type: 'pass' })));
  });

  it('is not asked again when every card left in his hand is picked (its size is public)', () => {
    const s = expectScenario({ players: board({ hand: ['Show of Banners', 'Village'] }), decisions: [{ type: 'play', card: 'Show of Banners' }] }).state;
    const after = apply(s, legalOptions(s).find((d) => d.type === 'target')!);
    expect(after.prompt?.kind).not.toBe('choose');
  });
});
