/**
 * Exports a game's current board in the scenario format, for bug reports: cards by catalogue id,
 * in-play cards with their damage, tokens, corruption and aliases ("c<instance id>") so questing and
 * attachments survive. The scenario starts at the beginning of the current phase (or, mid-combat, at
 * the current combat step), since open windows and chains are not part of the format.
 */
import type { CardState, GameState, PlayerId } from '../types.js';
import { ZONES } from '../types.js';
import type { ScenarioInput } from './schema.js';

type Entry = string | { card: string; as?: string; damage?: number; tokens?: number; corrupt?: boolean; questing?: string; attachedTo?: string; owner?: 1 | 2 };

function entry(c: CardState, controller: PlayerId): Entry {
  const e: Exclude<Entry, string> = { card: c.def, as: `c${c.id}` };
  if (c.damage) e.damage = c.damage;
  if (c.tokens) e.tokens = c.tokens;
  if (c.corrupt) e.corrupt = true;
  if (c.questing >= 0) e.questing = `c${c.questing}`;
  if (c.attachedTo >= 0) e.attachedTo = `c${c.attachedTo}`;
  if (c.owner !== controller) e.owner = (c.owner + 1) as 1 | 2;
  return e;
}

export function toScenario(state: GameState, name = 'exported game'): ScenarioInput {
  const players = state.players.map((p) => {
    const zone = (z: (typeof ZONES)[number]) => {
      const cards = p.zones[z].cards.map((id) => state.cards[id]!);
      return {
        cards: cards.filter((c) => !c.dev).map((c) => entry(c, p.id)),
        developments: cards.filter((c) => c.dev).map((c) => entry(c, p.id)),
        damage: p.zones[z].damage,
        burning: p.zones[z].burning,
      };
    };
    return {
      capital: p.capital,
      resources: p.resources,
      hand: p.hand.map((id) => state.cards[id]!.def),
      deck: [...p.deck].reverse().map((id) => state.cards[id]!.def),
      discard: p.discard.map((id) => state.cards[id]!.def),
      kingdom: zone('kingdom'),
      quest: zone('quest'),
      battlefield: zone('battlefield'),
      limitedPlayed: p.limitedTurn === state.turn,
      developmentPlayed: p.developmentTurn === state.turn,
      zonesToWin: p.zonesToWin,
      ...(p.legend >= 0 ? { legend: entry(state.cards[p.legend]!, p.id) } : {}),
    };
  });
  const phase = state.phase === 'setup' || state.phase === 'over' ? 'capital' : state.phase;
  const out: ScenarioInput = {
    name,
    seed: state.seed,
    turn: Math.max(1, state.turn),
    active: (state.active + 1) as 1 | 2,
    firstPlayer: (state.firstPlayer + 1) as 1 | 2,
    phase,
    players: players as ScenarioInput['players'],
  };
  const cb = state.combat;
  if (phase === 'battlefield' && cb && (cb.step === 'declareDefenders' || cb.step === 'assignDamage')) {
    out.step = cb.step;
    out.combat = { zone: cb.zone, attackers: cb.attackers.map((id) => `c${id}`), defenders: cb.defenders.map((id) => `c${id}`) };
    if (cb.legend >= 0) out.combat.legend = `c${cb.legend}`;
  }
  return out;
}
