/**
 * Builds a game state from a scenario: every listed card becomes an instance in its place, the step
 * stack is set to the start of the given phase (or combat step), and the engine runs to the first
 * decision. Aliases ("as") name instances for decisions and expectations. A file that cannot be set
 * up — malformed, unknown names, an impossible board (validateBoard.ts) — throws a ScenarioError.
 */
import { allCardDefs, cardDef, hasCardDef, hasCapitalDef } from '../ruleset/registry.js';
import { secretFromSeed, seedRng } from '../rng.js';
import { newCard, newPlayer } from '../state/createGame.js';
import { advance } from '../flow/advance.js';
import { COMBAT_STAGES } from '../flow/combat/combat.js';
import type { CardState, GameState, Location, PlayerId, Step, ZoneName } from '../types.js';
import { ZONES } from '../types.js';
import { parseScenario, type CardEntry, type ScenarioData } from './schema.js';
import { ScenarioError } from './scenarioError.js';
import { validateBoard } from './validateBoard.js';

export interface BuiltScenario {
  state: GameState;
  aliases: Map<string, number>;
  data: ScenarioData;
}

let nameIndex: Map<string, string> | null = null;

/** Resolve a card name (case-insensitive) or catalogue id to a definition id. */
export function resolveCardId(ref: string): string {
  if (hasCardDef(ref)) return ref;
  // Rebuilt when a name is missing: cards may have been registered since the index was made.
  if (!nameIndex || !nameIndex.has(ref.toLowerCase())) {
    nameIndex = new Map();
    for (const d of allCardDefs()) if (!nameIndex.has(d.name.toLowerCase())) nameIndex.set(d.name.toLowerCase(), d.id);
  }
  const id = nameIndex.get(ref.toLowerCase());
  if (!id) throw new ScenarioError(`unknown card '${ref}'`);
  return id;
}

const TURN_STAGE: Record<string, number> = { beginTurn: 1, kingdom: 2, quest: 3, capital: 4, battlefield: 5, endTurn: 6 };

export function buildScenario(input: unknown, where = 'scenario'): BuiltScenario {
  const data = parseScenario(input, where);
  const aliases = new Map<string, number>();
  const cards: CardState[] = [];
  const pending: { c: CardState; questing?: string; attachedTo?: string }[] = [];
  const active = (data.active - 1) as PlayerId;
  const players = data.players.map((pe, i) => {
    const pid = i as PlayerId;
    if (!hasCapitalDef(pe.capital)) throw new ScenarioError(`${where}: player ${i + 1}: unknown capital board '${pe.capital}'`);
    const pl = newPlayer(pid, pe.capital);
    const make = (e: CardEntry, loc: Location, what: string): CardState => {
      const spec = typeof e === 'string' ? { card: e } : e;
      let def: string;
      try {
        def = resolveCardId(spec.card);
      } catch (err) {
        throw new ScenarioError(`${where}: player ${i + 1} ${what}: ${(err as Error).message}`);
      }
      const owner = 'owner' in spec && spec.owner ? ((spec.owner - 1) as PlayerId) : pid;
      const c = newCard(cards.length, def, owner);
      c.controller = pid;
      c.loc = loc;
      if ('damage' in spec && spec.damage !== undefined) c.damage = spec.damage;
      if ('tokens' in spec && spec.tokens !== undefined) c.tokens = spec.tokens;
      if ('corrupt' in spec && spec.corrupt) c.corrupt = true;
      if ('as' in spec && spec.as) {
        if (aliases.has(spec.as)) throw new ScenarioError(`${where}: alias '${spec.as}' is used twice`);
        aliases.set(spec.as, c.id);
      }
      cards.push(c);
      if (('questing' in spec && spec.questing) || ('attachedTo' in spec && spec.attachedTo)) {
        pending.push({ c, questing: 'questing' in spec ? spec.questing : undefined, attachedTo: 'attachedTo' in spec ? spec.attachedTo : undefined });
      }
      return c;
    };
    for (const e of pe.hand) pl.hand.push(make(e, 'hand', 'hand').id);
    for (const e of [...pe.deck].reverse()) pl.deck.push(make(e, 'deck', 'deck').id);
    for (const e of pe.discard) pl.discard.push(make(e, 'discard', 'discard').id);
    for (const zone of ZONES) {
      const ze = pe[zone];
      for (const e of ze.cards) pl.zones[zone].cards.push(make(e, zone, zone).id);
      for (const e of ze.developments) {
        const c = make(e, zone, `${zone} development`);
        c.dev = true;
        c.faceDown = true;
        pl.zones[zone].cards.push(c.id);
      }
      pl.zones[zone].damage = ze.damage;
      pl.zones[zone].burning = ze.burning;
    }
    if (pe.legend !== undefined) {
      const c = make(pe.legend, 'legend', 'legend');
      if (cardDef(c.def).type !== 'Legend') throw new ScenarioError(`${where}: player ${i + 1} legend: ${cardDef(c.def).name} is not a legend`);
      pl.legend = c.id;
    }
    pl.resources = pe.resources;
    pl.zonesToWin = pe.zonesToWin;
    if (pe.limitedPlayed) pl.limitedTurn = data.turn;
    if (pe.developmentPlayed) pl.developmentTurn = data.turn;
    return pl;
  }) as GameState['players'];
  const alias = (a: string, why: string): number => {
    const id = aliases.get(a.replace(/^@/, ''));
    if (id === undefined) throw new ScenarioError(`${where}: ${why}: unknown alias '${a}'`);
    return id;
  };
  for (const p of pending) {
    if (p.questing) p.c.questing = alias(p.questing, `questing of ${cardDef(p.c.def).name}`);
    if (p.attachedTo) p.c.attachedTo = alias(p.attachedTo, `attachment ${cardDef(p.c.def).name}`);
  }
  const state: GameState = {
    version: 2,
    seed: data.seed,
    secret: secretFromSeed(data.seed),
    rng: seedRng(data.seed),
    turn: data.turn,
    maxTurns: Math.max(200, data.turn + 50),
    active,
    firstPlayer: data.firstPlayer ? ((data.firstPlayer - 1) as PlayerId) : data.turn % 2 === 1 ? active : ((1 - active) as PlayerId),
    phase: data.phase,
    players,
    cards,
    combat: null,
    stack: [],
    chain: [],
    queued: [],
    effects: [],
    nextEffect: 0,
    history: [],
    playedDefs: [],
    discarded: [],
    discardGroups: [],
    revealed: [],
    known: cards.map(() => 0),
    prompt: null,
    result: null,
    dirty: true,
    decisions: 0,
    log: [],
  };
  state.stack = initialStack(state, data, alias, where);
  validateBoard(state, aliases, where);
  // From here on the file is valid: what is thrown is the engine's (not a ScenarioError).
  advance(state);
  return { state, aliases, data };
}

function initialStack(state: GameState, data: ScenarioData, alias: (a: string, why: string) => number, where: string): Step[] {
  const stack: Step[] = [{ t: 'turn', stage: TURN_STAGE[data.phase]! }];
  if (data.phase !== 'battlefield' || !data.step || data.step === 'chooseZone') {
    if (data.step && data.phase !== 'battlefield') throw new ScenarioError(`${where}: 'step' is only for the battlefield phase`);
    stack.push({ t: 'phase', phase: data.phase, stage: 0 });
    return stack;
  }
  if (!data.combat) throw new ScenarioError(`${where}: step '${data.step}' needs a 'combat' entry (zone, attackers, defenders)`);
  const attacker = state.active;
  const defender = (1 - attacker) as PlayerId;
  const zone: ZoneName = data.combat.zone;
  const attackers = data.combat.attackers.map((a) => alias(a, 'combat attackers'));
  const defenders = data.combat.defenders.map((a) => alias(a, 'combat defenders'));
  const legend = data.combat.legend ? alias(data.combat.legend, 'combat legend') : -1;
  if (legend >= 0 && state.players[defender].legend !== legend) throw new ScenarioError(`${where}: combat legend '${data.combat.legend}' is not the defending player's legend`);
  // Units that took part (Raider, Scout): a legend is not a unit for card effects.
  const units = (ids: number[]) => ids.filter((id) => state.cards[id]!.loc !== 'legend');
  state.combat = {
    attacker,
    defender,
    zone,
    legend,
    step: data.step,
    attackers: data.step === 'declareAttackers' ? [] : attackers,
    defenders: data.step === 'assignDamage' ? defenders : [],
    ambushed: [],
    assigning: attacker,
    toAssign: -1,
    capitalAssigned: 0,
    uncancellableLeft: 0,
    uncancellableTo: [],
    // A board starting after the Declare Defenders step: its defenders are the units that could defend.
    couldDefend: data.step === 'assignDamage' ? defenders.filter((id) => state.cards[id]!.loc !== 'legend') : [],
    participated: data.step === 'declareAttackers' ? [] : data.step === 'assignDamage' ? units([...attackers, ...defenders]) : units(attackers),
  };
  const stage = { declareAttackers: COMBAT_STAGES.declareAttackers, declareDefenders: COMBAT_STAGES.declareDefenders, assignDamage: COMBAT_STAGES.attackerAssigns }[data.step];
  stack.push({ t: 'phase', phase: 'battlefield', stage: 3 });
  stack.push({ t: 'combat', stage });
  return stack;
}
