/**
 * The scenario format (docs/scenario-format.md): a board state, decisions to play, expectations.
 * One format for tests, bug reports and `invasion scenario`. Validated with zod so a malformed file
 * gets an error naming the bad field.
 */
import { z } from 'zod';
import { ScenarioError } from './scenarioError.js';

const cardName = z.string().min(1);

/** A card in play: a name or catalogue id, or an object with its state. */
export const CardEntry = z.union([
  cardName,
  z
    .object({
      card: cardName,
      as: z.string().min(1).optional(),
      damage: z.number().int().min(0).optional(),
      tokens: z.number().int().min(0).optional(),
      corrupt: z.boolean().optional(),
      /** Alias of a quest in the same (quest) zone this unit is questing on. */
      questing: z.string().optional(),
      /** Alias of the card this attachment is attached to. */
      attachedTo: z.string().optional(),
      /** Owner, when a card is controlled by the other player (1 or 2). */
      owner: z.union([z.literal(1), z.literal(2)]).optional(),
    })
    .strict(),
]);
export type CardEntry = z.infer<typeof CardEntry>;

export const ZoneEntry = z
  .object({
    cards: z.array(CardEntry).default([]),
    developments: z.array(CardEntry).default([]),
    damage: z.number().int().min(0).default(0),
    burning: z.boolean().default(false),
  })
  .strict();

export const PlayerEntry = z
  .object({
    capital: z.string(),
    resources: z.number().int().min(0).default(0),
    hand: z.array(CardEntry).default([]),
    /** Top card first. */
    deck: z.array(CardEntry).default([]),
    /** Top card last (the order cards entered it). */
    discard: z.array(CardEntry).default([]),
    kingdom: ZoneEntry.default({ cards: [], developments: [], damage: 0, burning: false }),
    quest: ZoneEntry.default({ cards: [], developments: [], damage: 0, burning: false }),
    battlefield: ZoneEntry.default({ cards: [], developments: [], damage: 0, burning: false }),
    /** The player's legend in play (on his capital), if any. */
    legend: CardEntry.optional(),
    limitedPlayed: z.boolean().default(false),
    developmentPlayed: z.boolean().default(false),
    zonesToWin: z.number().int().min(1).max(3).default(2),
  })
  .strict();

const zoneName = z.enum(['kingdom', 'quest', 'battlefield']);

export const CombatEntry = z
  .object({
    zone: zoneName,
    attackers: z.array(z.string()).default([]),
    defenders: z.array(z.string()).default([]),
    /** Alias of the defender's legend when it is attacked through `zone` instead of the zone. */
    legend: z.string().optional(),
  })
  .strict();

/** A decision with card references by alias ("@name"), card name, catalogue id or instance id. */
export const DecisionEntry = z
  .object({
    type: z.string(),
    player: z.union([z.literal(1), z.literal(2)]).optional(),
    card: z.union([z.string(), z.number()]).optional(),
    target: z.union([z.string(), z.number()]).optional(),
    zone: zoneName.optional(),
    amount: z.number().int().optional(),
    x: z.number().int().optional(),
    /** `play`: 1 when paying the card's alternative cost instead of its cost (absent: its normal cost). */
    alt: z.number().int().optional(),
    index: z.number().int().optional(),
    /** Which of the card's abilities a `use` decision initiates: its stable id, or its index among the card's abilities (0-based). */
    ability: z.union([z.string().min(1), z.number().int().min(0)]).optional(),
    /** A chosen number (`number` decisions). */
    value: z.number().int().optional(),
    /** For a target that is a capital section: whose (1 or 2). */
    owner: z.union([z.literal(1), z.literal(2)]).optional(),
    /** The decision must be rejected with an error containing this text (state unchanged). */
    illegal: z.string().optional(),
  })
  .strict();

export const Expectations = z.record(z.string(), z.unknown());

export const StepEntry = z.union([z.object({ expect: Expectations }).strict(), DecisionEntry]);

export const Scenario = z
  .object({
    name: z.string().default('scenario'),
    /** Where the ruling comes from (rules summary / FAQ section), for reports. */
    source: z.string().optional(),
    description: z.string().optional(),
    seed: z.number().int().default(1),
    turn: z.number().int().min(1).default(3),
    /** Active player, 1 or 2. */
    active: z.union([z.literal(1), z.literal(2)]).default(1),
    firstPlayer: z.union([z.literal(1), z.literal(2)]).optional(),
    phase: z.enum(['beginTurn', 'kingdom', 'quest', 'capital', 'battlefield', 'endTurn']).default('capital'),
    /** Battlefield phase only: start at this combat step. */
    step: z.enum(['chooseZone', 'declareAttackers', 'declareDefenders', 'assignDamage']).optional(),
    combat: CombatEntry.optional(),
    players: z.tuple([PlayerEntry, PlayerEntry]),
    decisions: z.array(StepEntry).default([]),
    expect: Expectations.default({}),
  })
  .strict();

export type ScenarioInput = z.input<typeof Scenario>;
export type ScenarioData = z.output<typeof Scenario>;
export type DecisionEntryData = z.output<typeof DecisionEntry>;

export function parseScenario(data: unknown, where = 'scenario'): ScenarioData {
  const r = Scenario.safeParse(data);
  if (r.success) return r.data;
  const issues = r.error.issues.map((i) => `${i.path.length ? i.path.join('.') : '(top level)'}: ${i.message}`);
  throw new ScenarioError(`${where} is not a valid scenario:\n  ${issues.join('\n  ')}`);
}
