/**
 * The greedy bot's combat and restraint on set-up boards (the scenario format), and in whole games:
 * it attacks where it can burn a zone, defends where it must (and not where a unit would die for
 * nothing), assigns lethal damage first, and plays a tactic against the opponent's units but never
 * against its own.
 */
import { describe, expect, it } from 'vitest';
import { STARTER_DECKS } from '@invasion/cards';
import { applyInPlace, buildScenario, createGame, legalOptions, optionsFor, type GameState } from '@invasion/engine';
import { questWeight, zoneWeights } from '../src/greedy/capital.js';
import { capitalScores } from '../src/ismcts/fastPolicy.js';
import { BOTS, chooseWith, greedyBot, inputFor, randomBot, type Bot } from '../src/index.js';

const DECK = Array<string>(10).fill('01001');
const greedy = greedyBot(1);

function board(p1: object, p2: object, extra: object = {}): GameState {
  return buildScenario({ phase: 'battlefield', active: 1, players: [{ capital: 'chaos', deck: DECK, ...p1 }, { capital: 'orc', deck: DECK, ...p2 }], ...extra }).state;
}

/** Greedy plays both seats until `until` holds. */
function playUntil(state: GameState, until: (s: GameState) => boolean): void {
  while (!state.result && !until(state)) applyInPlace(state, chooseWith(greedy, state));
}

describe('greedy bot: attacking', () => {
  it('attacks the zone it can burn, not the undamaged ones', () => {
    const s = board({ battlefield: { cards: ['Chaos Knights', 'Savage Marauders'] } }, { kingdom: { damage: 4 }, quest: { cards: ['Black Orc Squad'] } });
    expect(greedy.choose(inputFor(s))).toBe('attack:kingdom');
  });

  it('declares every attacker that helps and burns the zone', () => {
    const s = board({ battlefield: { cards: [{ card: 'Chaos Knights', as: 'k' }, { card: 'Savage Marauders', as: 'm' }] } }, { kingdom: { damage: 4 } });
    playUntil(s, (x) => x.phase !== 'battlefield');
    expect(s.players[1].zones.kingdom.burning).toBe(true);
  });

  it('does not attack into defenders that would only kill its units', () => {
    const s = board({ battlefield: { cards: ['Servants of Khorne'] } }, ['kingdom', 'quest', 'battlefield'].reduce((o, z) => ({ ...o, [z]: { cards: ['Black Orc Squad'] } }), {}));
    expect(greedy.choose(inputFor(s))).toBe('pass');
  });
});

describe('greedy bot: defending and assigning damage', () => {
  it('defends a zone that would burn, with units that stop it', () => {
    const s = board(
      { battlefield: { cards: [{ card: 'Chaos Knights', as: 'k' }, { card: 'Savage Marauders', as: 'm' }] } },
      { kingdom: { damage: 4, cards: [{ card: 'Black Orc Squad', as: 'b' }] } },
      { step: 'declareDefenders', combat: { zone: 'kingdom', attackers: ['@k', '@m'] } },
    );
    const input = inputFor(s);
    expect(input.seat).toBe(1);
    expect(greedy.choose(input)).toMatch(/^defender:/);
  });

  it('does not throw a unit away defending an undamaged zone against damage it cannot stop', () => {
    const s = board(
      { battlefield: { cards: [{ card: 'Chaos Knights', as: 'k' }] } },
      { kingdom: { cards: [{ card: 'Crooked Teef Goblins', as: 'g' }] } },
      { step: 'declareDefenders', combat: { zone: 'kingdom', attackers: ['@k'] } },
    );
    expect(greedy.choose(inputFor(s))).toBe('pass');
  });

  it('assigns exactly lethal damage to the unit worth most that it can kill, then the rest to the capital', () => {
    const s = board(
      { battlefield: { cards: [{ card: 'Chaos Knights', as: 'k' }, { card: 'Savage Marauders', as: 'm' }] } },
      { kingdom: { cards: [{ card: 'Black Orc Squad', as: 'b' }, { card: 'Crooked Teef Goblins', as: 'g' }] } },
      { step: 'assignDamage', combat: { zone: 'kingdom', attackers: ['@k', '@m'], defenders: ['@b', '@g'] } },
    );
    const first = greedy.choose(inputFor(s));
    // 5 damage: the Black Orc Squad (4 hit points) and the Goblins (1) both die; nothing over.
    expect(first).toMatch(/^assign:\d+:(4|1)$/);
    playUntil(s, (x) => x.phase !== 'battlefield');
    const p2 = s.players[1];
    expect(p2.zones.kingdom.cards.filter((id) => !s.cards[id]!.faceDown)).toEqual([]);
  });
});

describe('greedy bot: whole games', () => {
  const setup = (i: number) => {
    const a = STARTER_DECKS[i % 4]!;
    const b = STARTER_DECKS[(i + 1) % 4]!;
    return { players: [{ capital: a.capital, deck: a.cards.slice() }, { capital: b.capital, deck: b.cards.slice() }] as const, seed: 700 + i, maxTurns: 80 };
  };

  it('beats the random bot (6 seat-swapped games)', () => {
    let wins = 0;
    for (let i = 0; i < 6; i++) {
      const seat = i % 2;
      const bots: Bot[] = seat === 0 ? [greedyBot(i), randomBot(i)] : [randomBot(i), greedyBot(i)];
      const s = createGame({ ...setup(i), players: [...setup(i).players] });
      while (!s.result) applyInPlace(s, chooseWith(bots[s.prompt!.player]!, s));
      if (s.result.kind === 'win' && s.result.winner === seat) wins++;
    }
    expect(wins).toBeGreaterThanOrEqual(5);
  });
});

describe('greedy bot: tactics by simulation', () => {
  // Seduced by Darkness (cost 0): "a unit you target, of either player, becomes corrupted".
  const seduce = (p2: object) => buildScenario({ phase: 'capital', active: 1, players: [{ capital: 'chaos', deck: DECK, hand: ['Seduced by Darkness'], battlefield: { cards: ['Chaos Knights'] } }, { capital: 'orc', deck: DECK, ...p2 }] }).state;

  it('corrupts an opponent unit worth corrupting (power 2, in his battlefield) with a tactic that corrupts any unit', () => {
    const s = seduce({ battlefield: { cards: [{ card: 'Doom Divers', as: 'divers' }] } });
    const key = greedyBot(3).choose(inputFor(s));
    expect(key).toMatch(/^play:/);
    applyInPlace(s, chooseWith(greedyBot(3), s));
    // Its target, then the game goes on to the battlefield phase (the opponent has no response).
    playUntil(s, (x) => x.phase === 'battlefield');
    const divers = s.players[1].zones.battlefield.cards[0]!;
    expect(s.cards[divers]!.corrupt).toBe(true);
    expect(s.cards[s.players[0].zones.battlefield.cards[0]!]!.corrupt).toBe(false);
  });

  it('does not play it when its only targets are its own units', () => {
    const s = seduce({});
    expect(greedyBot(3).choose(inputFor(s))).not.toMatch(/^play:/);
  });

  it('the easy level simulates on copies that forget what it saw of the opponent\'s hidden cards; greedy remembers', () => {
    const s = seduce({ battlefield: { cards: ['Doom Divers'] } });
    const asked = (bot: Bot) => {
      const input = inputFor(s);
      const seen: (boolean | undefined)[] = [];
      const spy = { seat: input.seat, view: input.view, options: input.options, history: input.history, determinize: (seed: number, o?: { forget?: boolean }) => (seen.push(o?.forget), input.determinize(seed, o)) };
      expect(bot.choose(spy)).toMatch(/^play:/);
      return seen;
    };
    const easy = asked(BOTS.easy(3));
    expect(easy.length).toBeGreaterThan(0);
    expect(easy.every((f) => f === true)).toBe(true);
    expect(asked(BOTS.greedy(3)).every((f) => f === false)).toBe(true);
  });
});

describe('greedy bot: the quest zone and the deck', () => {
  // Three Chaos Knights make the kingdom strong enough that resources no longer come first.
  const capital = (hand: number, deck: number, quest: string[] = []) =>
    buildScenario({ phase: 'capital', active: 1, players: [{ capital: 'chaos', deck: Array<string>(deck).fill('01001'), resources: 3, hand: Array<string>(hand).fill('Savage Marauders'), kingdom: { cards: ['Chaos Knights', 'Chaos Knights', 'Chaos Knights'] }, quest: { cards: quest } }, { capital: 'orc', deck: DECK }] }).state;
  /** The quest zone's weight, from the view (greedy) and how the playouts' policy scores a unit there against the kingdom. */
  const questSide = (s: GameState) => {
    const w = zoneWeights(inputFor(s));
    const decisions = legalOptions(s);
    const keys = optionsFor(s, 0).map((o) => o.key);
    const scores = capitalScores(s, decisions);
    return { view: w.quest - w.kingdom, playouts: scores[keys.indexOf('play:0:quest')]! - scores[keys.indexOf('play:0:kingdom')]! };
  };

  it('quests while the hand is thin and the deck deep; not with a full hand, nor once the deck runs short', () => {
    const thin = questSide(capital(1, 40));
    expect(thin.view).toBeGreaterThan(0);
    expect(thin.playouts).toBeGreaterThan(0);
    const full = questSide(capital(8, 40));
    expect(full.view).toBeLessThan(0);
    expect(full.playouts).toBeLessThan(0);
    // Two power questing already: 30 cards are fewer than twelve turns of three draws.
    const short = questSide(capital(1, 30, ['Savage Marauders']));
    expect(short.view).toBeLessThan(0);
    expect(short.playouts).toBeLessThan(0);
  });

  it('questWeight: nothing below twelve turns of draws at one more power, less for each card the hand holds', () => {
    expect(questWeight(40, 2, 1)).toBeGreaterThan(0);
    expect(questWeight(35, 2, 1)).toBeLessThan(0);
    expect(questWeight(60, 0, 1)).toBeGreaterThan(questWeight(60, 0, 4));
    expect(questWeight(60, 0, 4)).toBeGreaterThan(questWeight(60, 0, 6));
    expect(questWeight(60, 0, 6)).toBeGreaterThan(0);
    expect(questWeight(60, 0, 9)).toBeLessThan(0);
  });
});
