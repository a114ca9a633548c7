/**
 * Impossible boards are rejected when a scenario is built (scenario/validateBoard.ts), each problem
 * naming the card and its place; a valid board whose play makes the engine throw is not a
 * ScenarioError.
 */
import { describe, expect, it } from 'vitest';
import { buildScenario, runScenario, ScenarioError, type CardDef, type ScenarioInput } from '../../src/index.js';
import { action, custom, unit } from '../../src/dsl.js';
import { board, registerFixtures, testUnit } from '../helpers.js';

const EXTRA: CardDef[] = [
  testUnit('t0951', 'Sketch', { implemented: false }),
  { ...testUnit('t0952', 'Spear', { traits: ['Attachment'], attach: { to: unit({ controller: 'you' }) } }), type: 'Support', power: 0, hitPoints: 0 },
  { ...testUnit('t0953', 'Boom', { abilities: [action({ effect: custom('explode', () => { throw new Error('boom: a test failure inside an effect'); }) })] }), type: 'Tactic', cost: 0 },
];
registerFixtures(EXTRA);

/** The message of the ScenarioError building the board throws (fails when nothing or something else is thrown). */
function rejection(s: ScenarioInput): string {
  try {
    buildScenario(s);
  } catch (e) {
    expect(e).toBeInstanceOf(ScenarioError);
    return (e as Error).message;
  }
  throw new Error('the board was accepted');
}

const accepts = (s: ScenarioInput) => expect(() => buildScenario(s)).not.toThrow();

describe('impossible boards are rejected, naming the card and its place', () => {
  it('a tactic in play', () => {
    expect(rejection({ players: board({ battlefield: { cards: ['Bolt'] } }) })).toMatch(/player 1's battlefield: Bolt is a tactic/);
  });

  it('a legend in a zone (legends go in the legend slot)', () => {
    expect(rejection({ players: board({}, { kingdom: { cards: [{ card: 'Ancestor Lord', as: 'al' }] } }) })).toMatch(/player 2's kingdom: Ancestor Lord \(@al\) is a legend: .*"legend" slot/);
    accepts({ players: board({ capital: 'dwarf', legend: 'Ancestor Lord' }) });
  });

  it('a quest outside the quest zone', () => {
    expect(rejection({ players: board({ kingdom: { cards: ['Long Road'] } }) })).toMatch(/player 1's kingdom: Long Road is a quest: quests are only in the quest zone/);
    accepts({ players: board({ quest: { cards: ['Long Road'] } }) });
  });

  it('a unique card twice under one player\'s control in play, legend slot included', () => {
    expect(rejection({ players: board({ kingdom: { cards: ['Thane'] }, battlefield: { cards: ['Thane'] } }) })).toMatch(/player 1 controls 2 copies of Thane in play \(Thane in the kingdom, Thane in the battlefield\)/);
    expect(rejection({ players: board({ capital: 'dwarf', legend: 'Ancestor Lord', kingdom: { cards: [{ card: 'Ancestor Lord', as: 'x' }] } }) })).toMatch(/2 copies of Ancestor Lord/);
    // One each for both players, or a copy as a development, is fine.
    accepts({ players: board({ kingdom: { cards: ['Thane'], developments: ['Thane'] } }, { kingdom: { cards: ['Thane'] } }) });
  });

  it('two Heroes in one zone of a capital', () => {
    expect(rejection({ players: board({ quest: { cards: [{ card: 'Thane', as: 't' }, { card: 'Captain', as: 'c' }] } }) })).toMatch(/player 1's quest: Thane \(@t\) and Captain \(@c\) are Heroes: limit one Hero per zone/);
    accepts({ players: board({ quest: { cards: ['Thane'] }, battlefield: { cards: ['Captain'] } }, { quest: { cards: ['Captain'] } }) });
  });

  it('a card not implemented yet in play or in hand (a deck, discard pile or development is fine)', () => {
    expect(rejection({ players: board({ hand: ['Sketch'] }) })).toMatch(/player 1's hand: Sketch is not implemented yet/);
    expect(rejection({ players: board({}, { battlefield: { cards: ['Sketch'] } }) })).toMatch(/player 2's battlefield: Sketch is not implemented yet/);
    accepts({ players: board({ deck: ['Sketch', 'Grunt'], discard: ['Sketch'], kingdom: { developments: ['Sketch'] } }) });
  });

  it('an attachment on itself, on a host it does not allow, in another zone than its host, or out of play', () => {
    expect(rejection({ players: board({ kingdom: { cards: [{ card: 'Spear', as: 's', attachedTo: '@s' }] } }) })).toMatch(/player 1's kingdom: Spear \(@s\) is attached to itself/);
    // Spear: "a unit you control"; Village is a support, the Brute is the opponent's.
    expect(rejection({ players: board({ kingdom: { cards: [{ card: 'Village', as: 'v' }, { card: 'Spear', attachedTo: '@v' }] } }) })).toMatch(/player 1's kingdom: Spear cannot be attached to Village \(@v\)/);
    expect(rejection({ players: board({ kingdom: { cards: [{ card: 'Spear', attachedTo: '@b' }] } }, { kingdom: { cards: [{ card: 'Brute', as: 'b' }] } }) })).toMatch(/Spear cannot be attached to Brute \(@b\)/);
    expect(rejection({ players: board({ kingdom: { cards: [{ card: 'Grunt', as: 'g' }] }, battlefield: { cards: [{ card: 'Spear', attachedTo: '@g' }] } }) })).toMatch(/player 1's battlefield: Spear is attached to Grunt \(@g\), which is in the kingdom/);
    expect(rejection({ players: board({ hand: [{ card: 'Spear', attachedTo: '@g' }], kingdom: { cards: [{ card: 'Grunt', as: 'g' }] } }) })).toMatch(/player 1's hand: Spear is attached to Grunt \(@g\), but only a card in play/);
    accepts({ players: board({ kingdom: { cards: [{ card: 'Grunt', as: 'g' }, { card: 'Spear', attachedTo: '@g' }] } }) });
  });

  it('a questing unit not in the quest zone, on a card that is not a quest, or on a quest that already has one', () => {
    expect(rejection({ players: board({ quest: { cards: [{ card: 'Long Road', as: 'q' }] }, kingdom: { cards: [{ card: 'Grunt', questing: '@q' }] } }) })).toMatch(/player 1's kingdom: Grunt is questing on Long Road \(@q\), but only a unit in the quest zone/);
    expect(rejection({ players: board({ quest: { cards: [{ card: 'Brute', as: 'b' }, { card: 'Grunt', questing: '@b' }] } }) })).toMatch(/Grunt is questing on Brute \(@b\), which is not a quest card/);
    expect(rejection({ players: board({ quest: { cards: [{ card: 'Long Road', as: 'q' }, { card: 'Grunt', as: 'g1', questing: '@q' }, { card: 'Grunt', as: 'g2', questing: '@q' }] } }) })).toMatch(/Grunt \(@g2\) is questing on Long Road \(@q\), which already has Grunt \(@g1\) questing on it/);
    accepts({ players: board({ quest: { cards: [{ card: 'Long Road', as: 'q' }, { card: 'Grunt', questing: '@q' }] } }) });
  });

  it('a card in a hand, deck or discard pile that is not its owner\'s', () => {
    expect(rejection({ players: board({ hand: [{ card: 'Grunt', owner: 2 }] }) })).toMatch(/player 1's hand: Grunt belongs to player 2/);
    // In play, a card may be controlled by the other player.
    accepts({ players: board({ kingdom: { cards: [{ card: 'Grunt', owner: 2 }] } }) });
  });

  it('combat attackers and defenders that are not in play on their side', () => {
    const players = board({ hand: [{ card: 'Grunt', as: 'h' }], battlefield: { cards: [{ card: 'Brute', as: 'a' }] } }, { battlefield: { cards: [{ card: 'Wall', as: 'd' }] } });
    expect(rejection({ phase: 'battlefield', step: 'assignDamage', combat: { zone: 'battlefield', attackers: ['@h'], defenders: ['@d'] }, players })).toMatch(/player 1's hand: Grunt \(@h\) is listed among the attackers/);
    expect(rejection({ phase: 'battlefield', step: 'assignDamage', combat: { zone: 'battlefield', attackers: ['@a'], defenders: ['@a'] }, players })).toMatch(/Brute \(@a\) is listed among the defenders/);
    accepts({ phase: 'battlefield', step: 'assignDamage', combat: { zone: 'battlefield', attackers: ['@a'], defenders: ['@d'] }, players });
  });

  it('lists every problem at once', () => {
    const msg = rejection({ players: board({ hand: ['Sketch'], battlefield: { cards: ['Bolt'] } }) });
    expect(msg).toMatch(/impossible board:\n {2}.*Sketch.*\n {2}.*Bolt/);
  });
});

describe('what is a ScenarioError and what is not', () => {
  it('a malformed file, an unknown card, capital or alias are ScenarioErrors', () => {
    expect(rejection({ players: [{ capital: 'orc', resources: -1 }, { capital: 'orc' }] } as ScenarioInput)).toContain('players.0.resources');
    expect(rejection({ players: board({ hand: ['No Such Card'] }) })).toContain("unknown card 'No Such Card'");
    expect(rejection({ players: board({ capital: 'atlantis' }) })).toContain("unknown capital board 'atlantis'");
    expect(rejection({ players: board({ kingdom: { cards: [{ card: 'Spear', attachedTo: '@nobody' }] } }) })).toContain("unknown alias '@nobody'");
  });

  it('an error the engine throws while a valid scenario runs is not a ScenarioError', () => {
    let thrown: unknown;
    try {
      runScenario({ players: board({ hand: ['Boom'] }), decisions: [{ type: 'play', card: 'Boom' }] });
    } catch (e) {
      thrown = e;
    }
    expect(thrown).toBeInstanceOf(Error);
    expect(thrown).not.toBeInstanceOf(ScenarioError);
    expect((thrown as Error).message).toContain('boom: a test failure inside an effect');
  });
});
