import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Surprise Assault', () => {
  it('deals X indirect damage to the target opponent, X being the developments in your battlefield; he assigns it', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 2, hand: ['Surprise Assault', 'Mountain Brigade'], battlefield: { developments: ['Mountain Brigade', 'Mountain Brigade'] }, kingdom: { developments: ['Mountain Brigade'] } },
        { battlefield: { developments: ['Black Orc Squad', 'Black Orc Squad', 'Black Orc Squad'] }, kingdom: { cards: [{ card: 'Black Orc Squad', as: 'b' }] } },
      ),
      decisions: [
        { type: 'play', card: 'Surprise Assault' },
        { expect: { options: { include: [{ type: 'mode', index: 0 }, { type: 'mode', index: 1 }] } } },
        { type: 'mode', index: 0 },
        { expect: { 'p1.resources': 0, prompt: { player: 2, kind: 'assignIndirect' } } },
        { type: 'assign', target: '@b', amount: 1, player: 2 },
        { type: 'assign', target: 'quest', amount: 1, player: 2 },
      ],
      expect: { '@b.damage': 1, 'p2.quest.damage': 1, 'p1.kingdom.damage': 0, 'p1.quest.damage': 0 },
    });
  });

  it('may target yourself', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 2, hand: ['Surprise Assault', 'Mountain Brigade'], battlefield: { developments: ['Mountain Brigade'] } }, {}),
      decisions: [
        { type: 'play', card: 'Surprise Assault' },
        { type: 'mode', index: 1 },
        { type: 'assign', target: 'kingdom', amount: 1, player: 1 },
      ],
      expect: { 'p1.kingdom.damage': 1, 'p2.kingdom.damage': 0 },
    });
  });

  it('X is counted as it resolves: a development lost in response lowers it', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 2, hand: ['Surprise Assault', 'Mountain Brigade'], battlefield: { developments: ['Mountain Brigade', { card: 'Defender of the Hold', as: 'dev' }] } },
        { resources: 3, hand: ["Rip Dere 'Eads Off!"] },
      ),
      decisions: [
        { type: 'play', card: 'Surprise Assault' },
        { type: 'mode', index: 0 },
        { type: 'play', card: "Rip Dere 'Eads Off!", player: 2 },
        { type: 'target', target: '@dev', player: 2 },
        { expect: { 'p1.battlefield.developments': 1 } },
        { type: 'assign', target: 'quest', amount: 1, player: 2 },
      ],
      expect: { 'p2.quest.damage': 1 },
    });
  });
});
