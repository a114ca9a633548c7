/**
 * `atRandom(spec, { facedown: true })` and what each player is shown while the ability is still
 * resolving (a prompt after the pick): the player who did not own the card is never told which card
 * of the other hand was taken — not in his view, his options' labels, nor his log — while its owner
 * still knows it. A plain random pick is shown to both (the check below would see it).
 */
import { describe, expect, it } from 'vitest';
import type { CardDef } from '../../src/index.js';
import { eventsFor, optionsFor, viewFor } from '../../src/index.js';
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
          choice('zone', section({ whose: 'opponent', label: 'zone' })),
          putIntoPlay(chosen('taken'), { chosen: 'zone' }, { asDevelopment: true, controller: 'opponent' }),
        ],
      }),
    ],
  } as CardDef;
}

registerFixtures([tactic('r9f01', 'Quiet Theft', true), tactic('r9f02', 'Loud Theft', false)]);

const pending = (name: string) =>
  expectScenario({
    phase: 'capital',
    players: board({ hand: [name, 'Grunt'] }, { hand: ['Brute'] }),
    decisions: [{ type: 'play', card: name }, { expect: { prompt: { player: 1, kind: 'choose' } } }],
  }).state;

describe('a facedown random pick, seen while the ability resolves', () => {
  it('the other player is not told which card was taken; its owner still knows it', () => {
    const s = pending('Quiet Theft');
    expect(JSON.stringify(viewFor(s, 0))).not.toContain('Brute');
    expect(JSON.stringify(optionsFor(s, 0))).not.toContain('Brute');
    expect(JSON.stringify(eventsFor(s, 0).events)).not.toContain('Brute');
    expect(JSON.stringify(viewFor(s, 'spectator'))).not.toContain('Brute');
    expect(JSON.stringify(viewFor(s, 1))).toContain('Brute');
  });

  it('a plain random pick is shown to him (so the check above can see a leak)', () => {
    const s = pending('Loud Theft');
    expect(JSON.stringify(viewFor(s, 0))).toContain('Brute');
  });
});
