import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

const me = { resources: 3, hand: ['Boar Attack', 'Mountain Brigade'], quest: { developments: ['Mountain Brigade'], cards: [{ card: 'Black Orc Squad', as: 'mine' }] } };
// the opponent: a developed kingdom with a unit and a support; an undeveloped quest zone with a unit; an undeveloped battlefield
const them = {
  kingdom: { developments: ['Mountain Brigade'], cards: [{ card: 'Mountain Brigade', as: 'km' }, { card: 'Forge', as: 'kf' }] },
  quest: { cards: [{ card: 'Mountain Brigade', as: 'qm' }] },
};

describe('Boar Attack', () => {
  it('the opponent may take 3 damage in a section of his without developments, which he picks', () => {
    expectScenario({
      phase: 'capital',
      players: board(me, them),
      decisions: [
        { type: 'play', card: 'Boar Attack' },
        { expect: { 'prompt.player': 2 } },
        { type: 'mode', index: 0, player: 2 },
        {
          expect: {
            'prompt.player': 2,
            options: {
              include: [{ type: 'target', target: 'quest', owner: 2 }, { type: 'target', target: 'battlefield', owner: 2 }],
              exclude: [{ type: 'target', target: 'kingdom', owner: 2 }, { type: 'target', target: 'battlefield', owner: 1 }],
            },
          },
        },
        { type: 'target', target: 'battlefield', owner: 2, player: 2 },
      ],
      expect: { 'p2.battlefield.damage': 3, 'p2.quest.damage': 0, 'p2.kingdom.damage': 0, '@km.loc': 'kingdom', '@kf.loc': 'kingdom', 'p1.resources': 0, 'p1.discard': ['Boar Attack'] },
    });
  });

  it('or he may sacrifice one of his units or supports standing in a zone of his with a development', () => {
    expectScenario({
      phase: 'capital',
      players: board(me, them),
      decisions: [
        { type: 'play', card: 'Boar Attack' },
        { type: 'mode', index: 1, player: 2 },
        {
          expect: {
            'prompt.player': 2,
            options: { include: [{ type: 'target', target: '@km' }, { type: 'target', target: '@kf' }], exclude: [{ type: 'target', target: '@qm' }, { type: 'target', target: '@mine' }] },
          },
        },
        { type: 'target', target: '@kf', player: 2 },
      ],
      expect: { '@kf.loc': 'discard', '@km.loc': 'kingdom', '@qm.loc': 'quest', '@mine.loc': 'quest', 'p2.kingdom.damage': 0, 'p2.quest.damage': 0, 'p2.battlefield.damage': 0 },
    });
  });

  it('with nothing to sacrifice in a developed zone, he must take the damage (a burning section is never offered)', () => {
    expectScenario({
      phase: 'capital',
      players: board(me, { kingdom: { developments: ['Mountain Brigade'] }, quest: { burning: true, cards: [{ card: 'Mountain Brigade', as: 'qm' }] } }),
      // one option, one section: both made for him
      decisions: [{ type: 'play', card: 'Boar Attack' }],
      expect: { 'p2.battlefield.damage': 3, 'p2.kingdom.damage': 0, '@qm.loc': 'quest' },
    });
  });

  it('with every section developed, he must sacrifice', () => {
    expectScenario({
      phase: 'capital',
      players: board(me, {
        kingdom: { developments: ['Mountain Brigade'] },
        quest: { developments: ['Mountain Brigade'], cards: [{ card: 'Mountain Brigade', as: 'qm' }] },
        battlefield: { developments: ['Mountain Brigade'] },
      }),
      decisions: [{ type: 'play', card: 'Boar Attack' }],
      expect: { '@qm.loc': 'discard', 'p2.kingdom.damage': 0, 'p2.quest.damage': 0, 'p2.battlefield.damage': 0 },
    });
  });

  it('cannot be played when the opponent could do neither', () => {
    expectScenario({
      phase: 'capital',
      players: board(me, { kingdom: { developments: ['Mountain Brigade'] }, quest: { developments: ['Mountain Brigade'] }, battlefield: { developments: ['Mountain Brigade'] } }),
      decisions: [{ type: 'play', card: 'Boar Attack', illegal: 'could not resolve' }],
    });
  });
});
