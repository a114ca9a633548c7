/**
 * `atRandom(spec, { facedown: true })`: a card picked at random that goes out of sight ("a random card of the defender's hand goes facedown as a development", Beastlord Rakarth) is not
 * revealed — no player is shown it, and the log does not name it; a plain random pick is revealed
 * to both players until the ability has resolved. While the ability is still resolving (a prompt
 * after the pick), the player who did not own the card is never told which card of the other hand
 * was taken — not in his view, his options' labels, nor his log — while its owner still knows it.
 */
import { describe, expect, it } from 'vitest';
import { eventsFor, optionsFor, viewFor, type CardDef } from '../../src/index.js';
import { action, anyCard, atRandom, choice, chosen, fromHand, putIntoPlay, section } from '../../src/dsl.js';
import { board, expectScenario, registerFixtures, testUnit } from '../helpers.js';

function tactic(id: string, name: string, facedown: boolean): CardDef {
  return {
    ...testUnit(id, name),
    type: 'Tactic',
    cost: 0,
    power: 0,
    hitPoints: 0,
    abilities: [
      action({
        effect: [
          choice('taken', atRandom(fromHand(anyCard(), { whose: 'opponent', max: 1 }), { facedown })),
          // (a choice after the pick, to look at the game while the ability resolves)
          choice('zone', section({ whose: 'opponent', label: 'zone' })),
          putIntoPlay(chosen('taken'), { chosen: 'zone' }, { asDevelopment: true, controller: 'opponent' }),
        ],
      }),
    ],
  } as CardDef;
}

registerFixtures([tactic('w9b01', 'Sly Theft', true), tactic('w9b02', 'Open Theft', false)]);

describe('a random pick that goes facedown', () => {
  it('is not revealed: the card goes facedown without being shown or named', () => {
    const r = expectScenario({
      phase: 'capital',
      players: board({ hand: ['Sly Theft', 'Grunt'] }, { hand: [{ card: 'Brute', as: 'b' }] }),
      decisions: [
        { type: 'play', card: 'Sly Theft' },
        { expect: { prompt: { player: 1, kind: 'choose' }, revealed: [] } },
        { type: 'target', target: 'kingdom', owner: 2 },
      ],
      expect: { '@b.loc': 'kingdom', '@b.faceDown': true, '@b.controller': 2, 'p2.kingdom.developments': 1 },
    });
    expect(JSON.stringify(r.state.log ?? [])).not.toContain('"revealed"');
  });

  it('a plain random pick is revealed while the ability resolves', () => {
    const r = expectScenario({
      phase: 'capital',
      players: board({ hand: ['Open Theft', 'Grunt'] }, { hand: [{ card: 'Brute', as: 'b' }] }),
      decisions: [
        { type: 'play', card: 'Open Theft' },
        { expect: { revealed: ['Brute'] } },
        { type: 'target', target: 'kingdom', owner: 2 },
      ],
      expect: { '@b.loc': 'kingdom', '@b.faceDown': true },
    });
    expect(JSON.stringify(r.state.log ?? [])).toContain('"revealed"');
  });
});

const pending = (name: string) =>
  expectScenario({
    phase: 'capital',
    players: board({ hand: [name, 'Grunt'] }, { hand: ['Brute'] }),
    decisions: [{ type: 'play', card: name }, { expect: { prompt: { player: 1, kind: 'choose' } } }],
  }).state;

describe('a facedown random pick, seen while the ability resolves', () => {
  it('the other player is not told which card was taken; its owner still knows it', () => {
    const s = pending('Sly Theft');
    expect(JSON.stringify(viewFor(s, 0))).not.toContain('Brute');
    expect(JSON.stringify(optionsFor(s, 0))).not.toContain('Brute');
    expect(JSON.stringify(eventsFor(s, 0).events)).not.toContain('Brute');
    expect(JSON.stringify(viewFor(s, 'spectator'))).not.toContain('Brute');
    expect(JSON.stringify(viewFor(s, 1))).toContain('Brute');
  });

  it('a plain random pick is shown to him (so the check above can see a leak)', () => {
    const s = pending('Open Theft');
    expect(JSON.stringify(viewFor(s, 0))).toContain('Brute');
  });
});
