/**
 * Developed and undeveloped zones (rulebook: a development is played into a zone of its player's
 * capital): the card filter `inDevelopedZone` ("a unit or support card in any developed zone",
 * "units in a zone with no developments") reads the zone a card is in, on the capital it is on, either
 * player's; a card outside the three zones is in neither. The
 * section option `developed` ("an undeveloped section of his capital") offers only sections holding
 * developments, or only those holding none.
 */
import { describe, it } from 'vitest';
import { action, anyCard, damage, destroy, EACH, each, OPPONENT, section, TARGET, unit } from '../../src/dsl.js';
import { board, expectScenario, registerFixtures, testUnit } from '../helpers.js';

const tactic = { type: 'Tactic' as const, cost: 0, power: 0, hitPoints: 0 };
registerFixtures([
  // "Action: destroy each unit and support card in a zone with no developments."
  { ...testUnit('x9461', 'Bare Ground'), ...tactic, abilities: [action({ effect: each(anyCard({ type: ['unit', 'support'], inDevelopedZone: false }), destroy(EACH)) })] },
  // "Action: destroy target unit in a developed zone."
  { ...testUnit('x9462', 'Raze the Works'), ...tactic, abilities: [action({ target: unit({ inDevelopedZone: true }), effect: destroy(TARGET) })] },
  // "Action: deal 2 damage to an undeveloped section of your opponent's capital (he chooses)."
  { ...testUnit('x9463', 'Raid'), ...tactic, abilities: [action({ effect: damage(section({ whose: OPPONENT, by: OPPONENT, developed: false }), 2) })] },
  // "Action: deal 1 damage to a developed section of any capital."
  { ...testUnit('x9464', 'Sap'), ...tactic, abilities: [action({ effect: damage(section({ developed: true }), 1) })] },
]);

describe('developed and undeveloped zones', () => {
  it('a card filter: the zone it is in, on either capital, developed or not', () => {
    expectScenario({
      players: board(
        { hand: ['Bare Ground', 'Grunt'], kingdom: { developments: ['Grunt'], cards: [{ card: 'Wall', as: 'kept' }] }, battlefield: { cards: [{ card: 'Wall', as: 'bare' }, { card: 'Village', as: 'v' }] } },
        { kingdom: { cards: [{ card: 'Wall', as: 'theirs' }] }, quest: { developments: ['Grunt', 'Grunt'], cards: [{ card: 'Wall', as: 'safe' }] } },
      ),
      decisions: [{ type: 'play', card: 'Bare Ground' }],
      expect: { '@kept.loc': 'kingdom', '@bare.loc': 'discard', '@v.loc': 'discard', '@theirs.loc': 'discard', '@safe.loc': 'quest', 'p1.kingdom.developments': 1, 'p2.quest.developments': 2 },
    });
  });

  it('only units in a developed zone are targets, either player\'s', () => {
    expectScenario({
      players: board(
        { hand: ['Raze the Works', 'Grunt'], battlefield: { developments: ['Grunt'], cards: [{ card: 'Wall', as: 'mine' }] }, quest: { cards: [{ card: 'Wall', as: 'mine2' }] } },
        { kingdom: { developments: ['Grunt'], cards: [{ card: 'Wall', as: 'dev' }] }, quest: { cards: [{ card: 'Wall', as: 'undev' }] } },
      ),
      decisions: [
        { type: 'play', card: 'Raze the Works' },
        {
          expect: {
            options: { include: [{ type: 'target', target: '@dev' }, { type: 'target', target: '@mine' }], exclude: [{ type: 'target', target: '@undev' }, { type: 'target', target: '@mine2' }] },
          },
        },
        { type: 'target', target: '@dev' },
      ],
      expect: { '@dev.loc': 'discard', '@undev.loc': 'quest', '@mine.loc': 'battlefield' },
    });
  });

  it('a section option: undeveloped sections only, or developed ones only', () => {
    expectScenario({
      players: board(
        { hand: ['Raid', 'Sap', 'Grunt'], quest: { developments: ['Grunt'] } },
        { kingdom: { developments: ['Grunt'] }, battlefield: { developments: ['Grunt'] } },
      ),
      decisions: [
        // his quest zone is his only undeveloped section: made for him
        { type: 'play', card: 'Raid' },
        { type: 'pass' },
        { expect: { 'p2.quest.damage': 2, 'p2.kingdom.damage': 0, 'p2.battlefield.damage': 0 } },
        { type: 'play', card: 'Sap' },
        {
          expect: {
            options: {
              include: [{ type: 'target', target: 'quest', owner: 1 }, { type: 'target', target: 'kingdom', owner: 2 }, { type: 'target', target: 'battlefield', owner: 2 }],
              exclude: [{ type: 'target', target: 'kingdom', owner: 1 }, { type: 'target', target: 'quest', owner: 2 }],
            },
          },
        },
        { type: 'target', target: 'kingdom', owner: 2 },
      ],
      expect: { 'p2.kingdom.damage': 1, 'p2.quest.damage': 2, 'p1.quest.damage': 0 },
    });
  });
});
