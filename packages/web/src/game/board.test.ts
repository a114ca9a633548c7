/**
 * The board rendered from real views (React's server rendering, in Node): a scenario puts every
 * kind of thing on the table — damage, burning, corruption, an attachment on its host, a quest
 * with its questing unit and tokens, and facedown developments — and the markup must show
 * each, to the player and to a spectator, with no hidden card named. The chain is shown as a stack
 * with each link's source and targets. (The browser tests play whole games; these check the parts.)
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import '@invasion/cards';
import { buildScenario, viewFor, type ClientView, type Viewer } from '@invasion/engine';
import { GameBoard } from './GameScreen';
import { Table } from './Table';
import { allCards, arrange } from './options';

const BOARD = {
  turn: 4,
  phase: 'capital',
  players: [
    {
      capital: 'orc',
      resources: 5,
      hand: ['Squig Herders', "Smash 'Em All!"],
      deck: ['01001', '01001', '01001'],
      discard: ['Troll Vomit'],
      battlefield: { cards: [{ card: 'Squig Herders', as: 'squig', damage: 1 }, { card: 'Choppa', attachedTo: '@squig' }], damage: 2 },
      quest: { cards: [{ card: "Smash 'Em All!", as: 'smash', tokens: 3 }, { card: 'Followers of Mork', questing: '@smash', corrupt: true }], developments: ['01001', '01001'] },
    },
    {
      capital: 'dwarf',
      deck: ['01001', '01001'],
      hand: ['Demolition!'],
      kingdom: { cards: ['Hammerer of Karak Azul'], burning: true },
      battlefield: { developments: ['01001'] },
    },
  ],
};

function screen(viewer: Viewer, patch: (v: ClientView) => ClientView = (v) => v): string {
  const { state } = buildScenario(BOARD);
  const view = patch(viewFor(state, viewer));
  const g = { gameId: 'g', viewer, view, events: [], next: 0, result: null, seats: ['orc player', 'dwarf player'], bots: [false, false], connected: [true, true], chat: [], undoRequest: null, clocks: { used: [65_000, 3_000] as [number, number], running: null, runningFor: 0 }, clocksAt: Date.now() };
  return renderToStaticMarkup(createElement(GameBoard, { g }));
}

const ENTITIES: Record<string, string> = { '&#x27;': "'", '&quot;': '"', '&amp;': '&', '&lt;': '<', '&gt;': '>' };
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&quot;|&amp;|&lt;|&gt;/g, (e) => ENTITIES[e]!)
    .replace(/\s+/g, ' ');

describe('the board', () => {
  it('shows both capitals, every zone with its state, attachments on hosts, quests with their unit and tokens, developments', () => {
    const html = screen(0);
    const t = text(html);
    for (const s of ['P1 1:05', 'P2 0:03', 'P1 · orc player (you)', 'P2 · dwarf player', '5 resources', 'deck 3', 'discard 1', 'BURNING', 'Squig Herders', 'Choppa', 'attached', "questing on Smash 'Em All!", '3 tok', 'corrupt', '2 developments', '1 development', 'Your hand (2)', 'Capital phase']) expect(t).toContain(s);
    // The attachment is drawn inside its host's block, the questing unit beside its quest.
    expect(html).toMatch(/class="host"><button[^>]*data-card-name="Squig Herders"[\s\S]*?class="attachments"[\s\S]*?data-card-name="Choppa"/);
    expect(html).toMatch(/class="quest">[\s\S]*?data-card-name="Smash &#x27;Em All!"[\s\S]*?data-card-name="Followers of Mork"/);
    // Damage on a unit and on a zone.
    expect(t).toMatch(/Squig Herders[^]*?1 dmg/);
    expect(t).toMatch(/Battlefield \d+\/\d+ hp \d+ power 2 dmg/);
    // Cards the player can play light up; the opponent's hand is a count.
    expect(html).toMatch(/data-card-name="Squig Herders"[^>]*data-playable="true"|data-playable="true"[^>]*data-card-name="Squig Herders"/);
    expect(t).toContain('hand 1');
    expect(t).not.toContain('Demolition!');
  });

  it('shows a spectator public information only', () => {
    const t = text(screen('spectator'));
    expect(t).toContain('You are watching');
    expect(t).not.toContain('Your hand');
    expect(t).not.toContain('Demolition!');
    expect(t).toContain('Squig Herders');
  });
});

describe('the chain', () => {
  it('is a stack: the last link on top, each with its player, source card and targets; cancelled links marked', () => {
    const { state } = buildScenario(BOARD);
    const view = viewFor(state, 0);
    const [squig, hammerer] = [view.players[0].zones.battlefield.cards[0]!, view.players[1].zones.kingdom.cards[0]!];
    const demolition = { ...hammerer, id: 999, name: 'Demolition!', type: 'Tactic' as const, loc: 'hand' as const };
    view.chain = [
      // A tactic on the chain is its 'play' ability (as the engine sends it).
      { index: 0, kind: 'ability', player: 1, card: demolition, ability: 'play', zone: null, x: 0, targets: [{ card: squig.id, name: squig.name! }], cancelled: false },
      { index: 1, kind: 'ability', player: 0, card: squig, ability: 'action', zone: null, x: 0, targets: [{ player: 1, zone: 'kingdom' }], cancelled: true },
    ];
    const html = renderToStaticMarkup(createElement(Table, { view, arranged: arrange(view), byId: allCards(view) }));
    const t = text(html);
    expect(t).toContain('Chain (2; the top resolves first)');
    // The later link comes first (top of the stack).
    expect(t.indexOf('P1 uses (action)')).toBeLessThan(t.indexOf('P2 plays'));
    expect(t).toMatch(/P2 plays Demolition! .*→ Squig Herders/);
    expect(t).toMatch(/P1 uses \(action\) Squig Herders .*→ P2's kingdom cancelled/);
    expect(html).toContain('class="cancelled"');
  });
});
