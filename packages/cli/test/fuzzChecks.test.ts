/**
 * The fuzz's checks themselves: a clean state passes, and each kind of deliberately broken state,
 * leaky view, leaky options list or leaky log line is reported — so the checks cannot silently pass.
 */
import { describe, expect, it } from 'vitest';
import { allCardDefs, buildScenario, eventsFor, type ClientEvent, applyInPlace, cardDef, cloneState, compiledOf, defIndex, legalOptions, newUse, viewFor, type GameState, type ClientView, type PlayerId } from '@invasion/engine';
import { checkInvariants } from '../src/fuzz/invariants.js';
import { snapshot, transitionProblems } from '../src/fuzz/transitions.js';
import { eventLeaks, identityLeaks, logLeaks, resampleLeaks } from '../src/fuzz/leaks.js';
import { hiddenFrom, Knowledge, knowledgeLeaks, resampleGroups } from '../src/fuzz/hidden.js';
import { followTwin, restoredTwin } from '../src/fuzz/restore.js';
import { Rng } from '../src/fuzz/random.js';
import type { Problem } from '../src/fuzz/problems.js';
import { faceupInPlay, midGame } from './fuzzHelpers.js';

const keys = (ps: Problem[]) => ps.map((p) => p.key);
const name = (s: GameState, id: number) => cardDef(s.cards[id]!.def).name;

describe('invariant checks', () => {
  it('pass on a clean mid-game state', () => {
    expect(checkInvariants(midGame().state)).toEqual([]);
  });

  it('report a card listed in two places', () => {
    const { state } = midGame();
    state.players[0].discard.push(state.players[0].hand[0]!);
    expect(keys(checkInvariants(state))).toContain('conservation: card listed in two places');
  });

  it('report a card whose loc disagrees with its list, and one that is in no list', () => {
    const { state } = midGame();
    state.cards[state.players[1].hand[0]!]!.loc = 'discard';
    expect(keys(checkInvariants(state))).toEqual(['conservation: card listed in a hand list has another loc']);
    const b = midGame().state;
    b.players[0].deck.pop();
    expect(keys(checkInvariants(b))).toEqual(['conservation: card with loc deck is in no list']);
  });

  it('report a card on the chain that no chain link refers to', () => {
    const { state } = midGame();
    const id = state.players[0].hand.pop()!;
    state.cards[id]!.loc = 'chain';
    expect(keys(checkInvariants(state))).toEqual(['conservation: card on the chain in no chain link']);
  });

  it("report a card in another player's pile", () => {
    const { state } = midGame();
    const id = state.players[0].hand.pop()!;
    state.players[1].hand.push(id);
    expect(keys(checkInvariants(state))).toContain("conservation: card in another player's hand");
  });

  it('report a card out of play that keeps tokens or damage', () => {
    const { state } = midGame();
    state.cards[state.players[0].deck[0]!]!.tokens = 1;
    state.cards[state.players[1].hand[0]!]!.damage = 2;
    expect(keys(checkInvariants(state)).sort()).toEqual(['out-of-play: card in a deck keeps tokens', 'out-of-play: card in a hand keeps damage']);
  });

  it('report an attachment whose host is out of play or in another zone', () => {
    const { state } = midGame();
    const a = faceupInPlay(state, 0);
    state.cards[a]!.attachedTo = state.players[0].hand[0]!;
    expect(keys(checkInvariants(state))).toContain('placement: attachment attached to a card out of play');
    const b = midGame().state;
    const host = faceupInPlay(b, 1);
    const att = faceupInPlay(b, 0);
    b.cards[att]!.attachedTo = host;
    expect(keys(checkInvariants(b)).join()).toMatch(/placement: attachment in (another zone than its host|another player's zone than its host)/);
  });

  it('report a tactic being played from a discard pile, not one being played from a hand', () => {
    const { state } = midGame();
    const tactic = allCardDefs().find((d) => d.type === 'Tactic' && d.implemented)!;
    const inDiscard = state.cards[state.players[0].discard[0]!]!;
    const inHand = state.cards[state.players[1].hand[0]!]!;
    for (const c of [inDiscard, inHand]) {
      c.def = tactic.id;
      c.k = defIndex(tactic.id);
    }
    const step = (card: number) => ({ t: 'ability' as const, use: { ...newUse(state.cards[card]!.def, compiledOf(state.cards[card]!).abilities[0]!.id, card, 1), free: true }, stage: 'initiate' as const, choice: 0, immediate: true });
    state.stack.push(step(state.players[1].hand[0]!));
    expect(checkInvariants(state)).toEqual([]);
    state.stack.push(step(inDiscard.id));
    expect(keys(checkInvariants(state))).toEqual(['play: a tactic is played from a discard pile']);
  });

  it("accept a tactic played from a discard pile as if it were in its player's hand (Mortella), between and at decisions", () => {
    const filler = Array.from({ length: 10 }, () => 'Mountain Brigade');
    const { state, aliases } = buildScenario({
      players: [
        { capital: 'dark-elf', deck: filler, resources: 1, hand: ['Mountain Brigade'], quest: { cards: [{ card: 'Mortella', as: 'm' }] }, battlefield: { cards: [{ card: 'Black Orc Squad', as: 'hurt', damage: 2 }] } },
        // P2 can answer (a Tear of his own): the played Tear waits on the chain at a decision
        { capital: 'high-elf', deck: filler, resources: 2, hand: ['Tear of Isha'], discard: [{ card: 'Tear of Isha', as: 'tear' }] },
      ],
    });
    const tear = aliases.get('tear')!;
    applyInPlace(state, { type: 'use', card: aliases.get('m')!, ability: 'action' });
    // every decision until the Tear has resolved: P1 targets his hurt unit, everyone else passes
    let onChainAtADecision = false;
    for (let i = 0; i < 12 && state.cards[tear]!.loc !== 'deck'; i++) {
      const before = snapshot(state);
      const options = legalOptions(state);
      const target = options.find((o) => o.type === 'target' && o.target === aliases.get('hurt'));
      applyInPlace(state, target ?? options.find((o) => o.type === 'pass') ?? options[0]!);
      if (state.cards[tear]!.loc === 'chain') onChainAtADecision = true;
      expect(checkInvariants(state)).toEqual([]);
      expect(transitionProblems(before, state)).toEqual([]);
    }
    expect(onChainAtADecision).toBe(true);
    expect(state.cards[tear]!.loc).toBe('deck');
    // the same move without the mark is reported
    const bare = snapshot(state);
    bare.loc[tear] = 'discard';
    state.cards[tear]!.loc = 'chain';
    expect(keys(transitionProblems(bare, state))).toEqual(['transitions: a tactic without Necromancy is played from a discard pile']);
  });

  it('accept a unit played from a discard pile with Necromancy gained there (Countess Iseara)', () => {
    const filler = Array.from({ length: 10 }, () => 'Black Orc Squad');
    const { state, aliases } = buildScenario({
      players: [
        { capital: 'orc', deck: filler, resources: 10, quest: { cards: [{ card: 'Countess Iseara', as: 'iseara' }] }, discard: [{ card: 'Black Orc Squad', as: 'dead' }] },
        // P2 can answer (a Tear of his own): the played unit waits on the chain at a decision
        { capital: 'high-elf', deck: filler, resources: 2, hand: ['Tear of Isha'] },
      ],
    });
    const dead = aliases.get('dead')!;
    const playDead = () => legalOptions(state).find((o) => o.type === 'play' && o.card === dead);
    expect(playDead()).toBeUndefined();
    applyInPlace(state, { type: 'use', card: aliases.get('iseara')!, ability: 'action' });
    for (let i = 0; i < 8 && !playDead(); i++) {
      const options = legalOptions(state);
      applyInPlace(state, options.find((o) => o.type === 'target' && o.target === dead) ?? options.find((o) => o.type === 'pass') ?? options[0]!);
    }
    const before = snapshot(state);
    applyInPlace(state, playDead()!);
    expect(state.cards[dead]!.loc).toBe('chain');
    expect(transitionProblems(before, state)).toEqual([]);
    // without the gained keyword the same move is reported
    before.necromancy[dead] = false;
    expect(keys(transitionProblems(before, state))).toEqual(['transitions: a unit without Necromancy is played from a discard pile']);
  });

  it('report negative counters, a wrong registry index and a game stuck without a prompt', () => {
    const { state } = midGame();
    state.players[1].resources = -1;
    state.cards[5]!.k += 1;
    state.prompt = null;
    expect(keys(checkInvariants(state))).toEqual([
      'consistency: negative resources',
      'consistency: registry index does not match the definition',
      'consistency: game not over but no prompt',
    ]);
  });
});

/** P's opponent's hand cards, and the identity of each. */
function opponentHand(state: GameState, p: PlayerId): number[] {
  return state.players[1 - p]!.hand;
}

describe('leak checks', () => {
  it('find nothing in the engine view of a clean state, for either player', () => {
    const { state, knowledge } = midGame();
    for (const p of [0, 1] as const) {
      expect(identityLeaks(state, p, knowledge)).toEqual([]);
      for (let seed = 0; seed < 5; seed++) expect(resampleLeaks(state, p, new Rng(seed))).toEqual([]);
    }
  });

  it("report a view that shows the identity of a card in the opponent's hand", () => {
    const { state, knowledge } = midGame();
    const view = viewFor(state, 0);
    const secret = opponentHand(state, 0)[0]!;
    view.players[1].hand = [{ ...view.players[0].hand![0]!, id: secret, def: state.cards[secret]!.def, name: name(state, secret), owner: 1, controller: 1 }];
    expect(keys(identityLeaks(state, 0, knowledge, view))).toContain("view: P<n>'s view shows the identity of a hidden card at players[i].hand[i]");
  });

  it('report a view whose content depends on hidden cards (re-sampled identities change it)', () => {
    const { state } = midGame();
    // Leaky: the phase field carries the name of the top card of the opponent's deck.
    const leaky = (s: GameState, p: PlayerId): ClientView => {
      const deck = s.players[1 - p]!.deck;
      return { ...viewFor(s, p), phase: name(s, deck[deck.length - 1]!) as ClientView['phase'] };
    };
    const found = [0, 1, 2, 3, 4].flatMap((seed) => keys(resampleLeaks(state, 0, new Rng(seed), undefined, leaky)));
    // The culprit is pinned down: the deck's top card, a deck card.
    expect(found).toContain("view: P<n>'s view changes with hidden identities at phase (identity of a deck card)");
  });

  it('report legal options that depend on hidden cards', () => {
    const { state, knowledge } = midGame();
    const p = state.prompt!.player;
    // Leaky: one more option, targeting the first unit card in the opponent's hand.
    const leaky = (s: GameState, viewer: PlayerId): ClientView => {
      const v = viewFor(s, viewer);
      const unit = s.players[1 - viewer]!.hand.find((id) => cardDef(s.cards[id]!.def).type === 'Unit');
      return unit === undefined || viewer !== p ? v : { ...v, options: [...v.options, { key: 'target', label: 'a unit', decision: { type: 'target', target: unit }, card: unit, group: 'target' }] };
    };
    const groups = resampleGroups(state, p, knowledge, false);
    expect(groups.some((g) => state.cards[g[0]!]!.loc === 'hand')).toBe(true);
    const found = [0, 1, 2, 3, 4, 5, 6, 7].flatMap((seed) => keys(resampleLeaks(state, p, new Rng(seed), undefined, leaky)));
    expect(found.some((k) => k.startsWith('options: legal options depend on hidden identities') && k.endsWith('(identity of a card in hand)'))).toBe(true);
  });

  it("report engine knowledge of a card the player never saw: the opponent's hand, the deck", () => {
    const { state, knowledge } = midGame();
    const secret = opponentHand(state, 0).find((id) => !knowledge.knows(0, state.cards[id]!))!;
    const deep = state.players[1].deck[0]!;
    state.known[secret] = 3;
    state.known[deep] = 1;
    const found = keys(knowledgeLeaks(state, knowledge));
    expect(found).toContain('knowledge: the engine lets P<n> know a hidden hand he never saw');
    expect(found).toContain('knowledge: the engine lets P<n> know a hidden deck he never saw');
    // Deck cards seen while he was using an ability he may have looked at: not reported.
    const looked = new Knowledge();
    looked.observe(state);
    state.chain.push({ kind: 'ability', player: 0, card: faceupInPlay(state, 0), zone: null, target: -1, x: 0, cancelled: false, use: null });
    looked.observeLooks(state);
    state.chain.pop();
    expect(knowledgeLeaks(state, looked).some((p) => p.message.includes(`#${deep} `))).toBe(false);
  });

  it("do not report a card drawn off a deck's revealed top (Lord of Change) as knowledge the player never had", () => {
    const filler = Array.from({ length: 10 }, () => 'Mountain Brigade');
    const { state } = buildScenario({ players: [{ capital: 'chaos', deck: filler, kingdom: { cards: ['Lord of Change'] } }, { capital: 'dwarf', deck: filler }] });
    const watched = new Knowledge();
    watched.observe(state);
    // P1 draws two cards in one decision: the second was the revealed top only after the first left
    state.players[0].hand.push(state.players[0].deck.pop()!);
    const top = state.players[0].deck.pop()!;
    state.players[0].hand.push(top);
    for (const id of state.players[0].hand) {
      state.cards[id]!.loc = 'hand';
      state.cards[id]!.epoch++;
      state.known[id] = 3;
    }
    watched.learnRevealedTops(state);
    expect(knowledgeLeaks(state, watched).filter((p) => p.message.includes(`#${top} `))).toEqual([]);
    // a fuzz that never saw the tops revealed reports it
    expect(knowledgeLeaks(state, new Knowledge()).some((p) => p.message.includes(`#${top} `))).toBe(true);
  });

  it('do not report it either when Lord of Change came into sight within the decision, before the draws', () => {
    const filler = Array.from({ length: 10 }, () => 'Mountain Brigade');
    const { state, aliases } = buildScenario({ players: [{ capital: 'chaos', deck: filler, kingdom: { cards: [], developments: [{ card: 'Lord of Change', as: 'lord' }] } }, { capital: 'dwarf', deck: filler }] });
    const watched = new Knowledge();
    watched.observe(state);
    // the Lord is turned faceup, then P1 draws two cards, both known to both
    state.cards[aliases.get('lord')!]!.faceDown = false;
    state.cards[aliases.get('lord')!]!.dev = false;
    const drawn = [state.players[0].deck.pop()!, state.players[0].deck.pop()!];
    for (const id of drawn) {
      state.players[0].hand.push(id);
      state.cards[id]!.loc = 'hand';
      state.cards[id]!.epoch++;
      state.known[id] = 3;
    }
    watched.learnRevealedTops(state);
    expect(knowledgeLeaks(state, watched).filter((p) => drawn.some((id) => p.message.includes(`#${id} `)))).toEqual([]);
  });

  it('do not report a tactic played and put back on its deck within one decision (Order in Chaos) as knowledge never had', () => {
    const filler = Array.from({ length: 10 }, () => 'Mountain Brigade');
    const { state, aliases } = buildScenario({ players: [{ capital: 'dwarf', deck: filler, hand: [{ card: 'Pilgrimage', as: 'p' }] }, { capital: 'dwarf', deck: filler }] });
    const watched = new Knowledge();
    watched.observe(state);
    const tactic = aliases.get('p')!;
    // Within one decision: the tactic is played (announced to both), resolves, and goes from the discard pile back onto the deck.
    state.log = [{ type: 'abilityUsed', player: 0, card: { id: tactic, def: state.cards[tactic]!.def, owner: 0, where: 'pile', seen: 3, epoch: 0 }, tactic: true, cost: 2 } as never];
    state.players[0].hand = state.players[0].hand.filter((id) => id !== tactic);
    state.players[0].deck.push(tactic);
    state.cards[tactic]!.loc = 'deck';
    state.cards[tactic]!.epoch++;
    state.known[tactic] = 3;
    watched.learnPlays(state, 0);
    expect(knowledgeLeaks(state, watched).filter((p) => p.message.includes(`#${tactic} `))).toEqual([]);
    // a fuzz that missed the play reports it
    expect(knowledgeLeaks(state, new Knowledge()).some((p) => p.message.includes(`#${tactic} `))).toBe(true);
  });

  it('do not report a facedown development destroyed into the discard pile and put on the deck within one decision', () => {
    const filler = Array.from({ length: 10 }, () => 'Mountain Brigade');
    const { state, aliases } = buildScenario({ players: [{ capital: 'dwarf', deck: filler, kingdom: { cards: [], developments: [{ card: 'Pilgrimage', as: 'dev' }] } }, { capital: 'dwarf', deck: filler }] });
    const watched = new Knowledge();
    watched.observe(state);
    const dev = aliases.get('dev')!;
    const c = state.cards[dev]!;
    // Within one decision: destroyed, it goes faceup to the (public) discard pile, then an effect puts it on the deck.
    state.log = [{ type: 'leftPlay', card: { id: dev, def: c.def, owner: 0, where: 'pile', seen: 3, epoch: c.epoch }, pile: 'discard' } as never];
    state.players[0].zones.kingdom.cards = state.players[0].zones.kingdom.cards.filter((id) => id !== dev);
    state.players[0].deck.push(dev);
    Object.assign(c, { loc: 'deck', dev: false, faceDown: false, epoch: c.epoch + 1 });
    state.known[dev] = 3;
    watched.learnPlays(state, 0);
    expect(knowledgeLeaks(state, watched).filter((p) => p.message.includes(`#${dev} `))).toEqual([]);
    expect(knowledgeLeaks(state, new Knowledge()).some((p) => p.message.includes(`#${dev} `))).toBe(true);
  });

  it('do not report a log line naming a card by the name its instance had when the player last saw it (a reprint dealt to it by a shuffle)', () => {
    const filler = Array.from({ length: 10 }, () => 'Mountain Brigade');
    const { state, aliases } = buildScenario({ players: [{ capital: 'dwarf', deck: filler }, { capital: 'high-elf', deck: filler, discard: [{ card: '03057', as: 'inno' }] }] });
    const watched = new Knowledge();
    watched.observe(state);
    const id = aliases.get('inno')!;
    const c = state.cards[id]!;
    // Chosen from the discard pile, shuffled into the deck (the shuffle dealt this instance the Core Set's Innovation) and drawn.
    state.players[1].discard = state.players[1].discard.filter((x) => x !== id);
    state.players[1].hand.push(id);
    Object.assign(c, { loc: 'hand', def: '01119', k: defIndex('01119'), epoch: c.epoch + 1 });
    const line = `[T3 beginTurn] P2 chooses Innovation#${id} (card of your discard pile to shuffle into your deck)`;
    expect(logLeaks(state, [line], watched)).toEqual([]);
    // another card dealt to that instance would be a leak if the line named it
    Object.assign(c, { def: '01060', k: defIndex('01060') });
    expect(keys(logLeaks(state, [`P2 chooses Black Orc Squad#${id}`], watched)).length).toBe(1);
  });

  it('re-sample only cards hidden from the player, within one owner and one kind of place', () => {
    const { state, knowledge } = midGame();
    for (const p of [0, 1] as const) {
      for (const g of resampleGroups(state, p, knowledge, false)) {
        const first = state.cards[g[0]!]!;
        for (const id of g) {
          const c = state.cards[id]!;
          expect(hiddenFrom(state, c, p)).toBe(true);
          expect(c.owner).toBe(first.owner);
          expect(c.loc === 'deck' || c.loc === 'hand' ? c.loc : 'facedown').toBe(first.loc === 'deck' || first.loc === 'hand' ? first.loc : 'facedown');
        }
      }
    }
  });

  it('report a lasting effect whose text names a hidden card; the engine view never shows one', () => {
    const { state, knowledge } = midGame();
    const secret = opponentHand(state, 0)[0]!;
    state.effects.push({ n: 999, b: `${state.cards[secret]!.def}:marker`, k: 0, ability: '', controller: 1, source: secret, card: -1, until: 'turn', data: {} });
    expect(identityLeaks(state, 0, knowledge)).toEqual([]);
    const view = viewFor(state, 0);
    view.effects.push({ source: null, card: null, until: 'turn', text: `${name(state, secret)} does something` });
    expect(keys(identityLeaks(state, 0, knowledge, view)).some((k) => k.startsWith("view: P<n>'s view names a card hidden from him"))).toBe(true);
  });

  it('report a log line naming a hidden card, not one naming a public, revealed or known card', () => {
    const { state, knowledge } = midGame(true);
    const secret = opponentHand(state, 0)[0]!;
    const facedown = state.cards.find((c) => c.faceDown && c.owner === 1 && c.loc !== 'deck')!.id;
    const gone = state.players[0].discard[0] ?? faceupInPlay(state, 0);
    const label = (id: number) => `${name(state, id)}#${id}`;
    const leak = logLeaks(state, [`[T6 capital] P2 plays ${label(facedown)} facedown`], knowledge);
    expect(leak.map((p) => p.message)).toEqual([expect.stringContaining('hidden from P1')]);
    expect(keys(leak)).toEqual(['log: log names a card hidden from a player: "P<n> plays <hidden card> facedown"']);
    expect(logLeaks(state, [`P1 destroys ${label(gone)}`], knowledge)).toEqual([]);
    expect(logLeaks(state, [`P1 reveals ${label(secret)}`], knowledge)).toEqual([]);
    // Turned faceup, then back to its owner's hand within one decision: public when it happened.
    const seen = new Knowledge();
    seen.observe(state);
    const lines = [`${label(facedown)} is turned faceup`, `${label(facedown)} leaves play to its owner's hand`];
    seen.learnReveals(state, lines);
    expect(logLeaks(state, lines, seen)).toEqual([]);
    expect(logLeaks(state, lines.slice(1), knowledge)).toHaveLength(1);
    const knows = new Knowledge();
    knows.observe(state);
    knows.learn(0, state.cards[secret]!);
    expect(logLeaks(state, [`P2 keeps ${label(secret)}`], knows)).toEqual([]);
    expect(logLeaks(state, [`P2 keeps ${label(secret)}`], knowledge)).toHaveLength(1);
  });

  it("find no event of either player's that depends on hidden identities; report events that do", () => {
    const { state } = midGame(true);
    for (const p of [0, 1] as PlayerId[]) for (let seed = 0; seed < 3; seed++) expect(eventLeaks(state, p, 0, new Rng(seed))).toEqual([]);
    // A leaky redaction that passes a hidden card's definition through.
    const leaky: typeof eventsFor = (s, reader, from) => ({ events: (s.log ?? []).slice(from) as unknown as ClientEvent[], next: s.log?.length ?? 0 });
    // An event about a card in P2's hand (seen by P2 only): P1 must not learn what it is.
    const secret = state.cards[state.players[1].hand[0]!]!;
    const from = state.log!.length;
    state.log!.push({ type: 'discardedAtRandom', player: 1, card: { id: secret.id, def: secret.def, owner: 1, where: 'hand', seen: 2, epoch: secret.epoch }, turn: state.turn, phase: state.phase, decision: state.decisions });
    expect(eventLeaks(state, 0, from, new Rng(1))).toEqual([]);
    const found = ([0, 1, 2] as const).flatMap((seed) => eventLeaks(state, 0, from, new Rng(seed), leaky));
    expect(found.length).toBeGreaterThan(0);
    expect(found[0]!.key).toMatch(/event depends on hidden identities/);
  });

  it('report a bare card name in the log only when no card of that name is public', () => {
    const { state, knowledge } = midGame(true);
    const publicNames = new Set(state.cards.filter((c) => !hiddenFrom(state, c, 0)).map((c) => name(state, c.id)));
    const secret = state.players[1].deck.find((id) => !publicNames.has(name(state, id)))!;
    expect(keys(logLeaks(state, [`P2 searches for ${name(state, secret)}`], knowledge))).toEqual(['log: log names a card hidden from a player: "P<n> searches for <hidden card>"']);
    const shown = faceupInPlay(state, 0);
    expect(logLeaks(state, [`P2 searches for ${name(state, shown)}`], knowledge)).toEqual([]);
  });

  it('do not take a card name inside a longer one for a bare name', () => {
    const { state, knowledge } = midGame(true);
    const names = allCardDefs().map((d) => d.name);
    const short = allCardDefs().find((d) => names.some((n) => n !== d.name && n.startsWith(`${d.name} `)) && !state.cards.some((c) => cardDef(c.def).name === d.name))!;
    const long = names.find((n) => n !== short.name && n.startsWith(`${short.name} `))!;
    // A card of P2's deck becomes the shorter title, so that title is hidden from P1 and public nowhere.
    const secret = state.cards[state.players[1].deck[0]!]!;
    secret.def = short.id;
    secret.k = defIndex(short.id);
    expect(logLeaks(state, [`P2 plays ${long}#999`], knowledge)).toEqual([]);
    expect(logLeaks(state, [`P2 plays ${long}`], knowledge)).toEqual([]);
    expect(logLeaks(state, [`P2 plays ${short.name}`], knowledge)).toHaveLength(1);
  });
});

describe('save and restore checks', () => {
  it('report a state that does not survive serialize → deserialize', () => {
    const { state } = midGame();
    const found: Problem[] = [];
    expect(restoredTwin(state, 3, (ps) => found.push(...ps))).not.toBeNull();
    state.cards[0]!.k += 1; // the registry index is recomputed on restore
    expect(restoredTwin(state, 3, (ps) => found.push(...ps))).toBeNull();
    expect(keys(found)).toEqual(['serialization: restored state hashes differently']);
  });

  it('report a restored game that diverges from the original', () => {
    const { state } = midGame();
    const found: Problem[] = [];
    const twin = restoredTwin(state, 3, (ps) => found.push(...ps))!;
    const d = legalOptions(state)[0]!;
    const next = cloneState(state);
    applyInPlace(next, d);
    // Followed faithfully, the copy agrees with the original.
    expect(followTwin(twin, d, next, (ps) => found.push(...ps))).not.toBeNull();
    expect(found).toEqual([]);
    const bad = restoredTwin(state, 3, (ps) => found.push(...ps))!;
    // As if the restore had lost or changed something that lasts (resources would not: a new turn empties the pool).
    bad.state.players[0].zones.kingdom.damage += 1;
    expect(followTwin(bad, d, next, (ps) => found.push(...ps))).toBeNull();
    expect(keys(found)).toEqual(['serialization: restored game diverges from the original']);
  });
});
