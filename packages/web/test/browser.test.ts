/**
 * The browser client in real Chromium against a real `invasion serve` (harness.ts): a guest plays a
 * whole game against the bot by clicks only and steps through its replay; two players meet in the lobby and play turns with an
 * attack and its damage assignment while a third watches, one reloads mid-game and goes on; no
 * page logs an error. Screenshots of the key screens go to packages/web/test-artifacts/.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { starterDeck } from '@invasion/cards';
import { exportText } from '@invasion/decks';
import { gameState, launchBrowser, openPlayer, register, screenshot, serve, signInAsGuest, type Player, type Served } from './harness.js';
import { candidates, decide, playUntil, seeded, type Candidate, type Policy } from './clicker.js';

let server: Served;
let browser: Browser;
const players: Player[] = [];

beforeAll(async () => {
  [server, browser] = await Promise.all([serve(), launchBrowser()]);
}, 120_000);

afterAll(async () => {
  await Promise.all(players.map((p) => p.close().catch(() => undefined)));
  await browser?.close();
  await server?.stop();
});

async function player(name: string): Promise<Player> {
  const p = await openPlayer(browser, server.url, name);
  players.push(p);
  return p;
}

/**
 * One draft decision by clicks (the page is asked): cards in order, then the confirm button; a
 * refused choice (a draft format card offered by Reinforcements) moves on to the next cards.
 */
async function draftDecision(p: Player): Promise<void> {
  const confirm = p.page.getByTestId('draft-confirm');
  const label = (await confirm.textContent()) ?? '';
  const need = Number(/\/(\d+)\)/.exec(label)?.[1] ?? '1');
  const tiles = p.page.locator('[data-draft-card]');
  const count = await tiles.count();
  for (let start = 0; start + Math.min(need, 1) <= count; start++) {
    const want = label.startsWith('Counter') ? 1 : need;
    for (let i = 0; i < want; i++) await tiles.nth(start + i).click();
    await confirm.click();
    const outcome = await Promise.race([
      p.page.waitForSelector('[data-testid="draft-confirm"]:text("(0/")', { timeout: 10_000 }).then(() => 'next'),
      p.page.waitForSelector('[data-testid="draft-confirm"]', { state: 'detached', timeout: 10_000 }).then(() => 'waiting'),
      p.page.waitForSelector('main.draft[data-draft-done="true"]', { timeout: 10_000 }).then(() => 'done'),
      p.page.waitForSelector('.message.error', { timeout: 10_000 }).then(() => 'refused'),
    ]);
    if (outcome !== 'refused') return;
    await p.page.getByRole('button', { name: 'Dismiss' }).click();
    for (let i = 0; i < want; i++) await tiles.nth(start + i).click(); // unselect
  }
  throw new Error(`${p.name}: no draft choice was accepted`);
}

describe('the browser client', () => {
  it('a guest plays a whole game against the bot by clicks only', async () => {
    const p = await player('solo');
    await screenshot(p, 'signin');
    await signInAsGuest(p);
    await screenshot(p, 'lobby');
    // The opponents offered are the server's bots (and a person).
    const { bots, about } = (await (await fetch(`${server.url}/api/options`)).json()) as { bots: string[]; about: Record<string, string> };
    expect(about.hard).toMatch(/imagined games/);
    await expect.poll(() => p.page.getByLabel('Opponent', { exact: true }).locator('option').allTextContents()).toEqual([...bots.map((b) => `The ${b} bot`), 'A person (wait in the lobby)']);
    // A line under the list says what the chosen bot is.
    await expect.poll(() => p.page.getByLabel('About the opponent').textContent()).toBe(about.normal);
    await p.page.getByLabel('Opponent', { exact: true }).selectOption('random');
    await expect.poll(() => p.page.getByLabel('About the opponent').textContent()).toBe(about.random);
    await p.page.getByRole('button', { name: 'Create game' }).click();
    await p.page.waitForSelector('main.game');
    await screenshot(p, 'solo-start');
    const started = Date.now();
    // Once, in an action window: a card of the hand that is not lit says why when clicked.
    let explained = false;
    const why = async (s: { kind: string }) => {
      const unlit = p.page.locator('section.hand .card:not([data-playable])');
      if (explained || s.kind !== 'action' || (await unlit.count()) === 0) return;
      await unlit.first().click();
      await expect.poll(() => p.page.getByTestId('why').textContent()).toMatch(/Cannot|You can/);
      await screenshot(p, 'solo-why');
      explained = true;
    };
    const decisions = await playUntil(p.page, seeded(7), { pass: 0.2 }, () => false, 2000, why);
    await screenshot(p, 'solo-end');
    const result = await p.page.getByTestId('result').textContent();
    console.log(`solo game: ${decisions} decisions by clicks in ${((Date.now() - started) / 1000).toFixed(1)} s; ${result}`);
    expect(result).toMatch(/wins|draw|stopped/);
    expect(explained).toBe(true);
    expect(await p.page.getByTestId('log').locator('li').count()).toBeGreaterThan(20);
    // A card named in the log previews when pointed at.
    const named = p.page.getByTestId('log').locator('.card-ref').last();
    await named.scrollIntoViewIfNeeded();
    await named.hover();
    await expect.poll(() => p.page.getByTestId('preview').locator('h3').textContent()).toContain((await named.textContent())!);
    await p.page.getByRole('button', { name: 'Back to the lobby' }).click();
    await p.page.getByRole('heading', { name: 'Open games' }).waitFor();

    // The replay, from the seat this guest held: forward with the button and the key, back, to the end.
    await p.page.getByRole('button', { name: 'Show finished games' }).click();
    await p.page.locator('[data-replay-id]').first().getByRole('button', { name: 'Watch as P1' }).click();
    const controls = p.page.getByTestId('replay-controls');
    await p.page.waitForSelector('main.game[data-state-id="0"]');
    await controls.getByRole('button', { name: 'Forward ▶' }).click();
    await p.page.waitForSelector('main.game[data-state-id="1"]');
    await p.page.keyboard.press('ArrowRight');
    await p.page.keyboard.press('ArrowRight');
    await p.page.waitForSelector('main.game[data-state-id="3"]');
    await controls.getByRole('button', { name: '◀ Back' }).click();
    await p.page.waitForSelector('main.game[data-state-id="2"]');
    expect(await p.page.locator('section.hand').count()).toBe(1);
    await controls.getByRole('button', { name: 'Last »' }).click();
    await expect.poll(() => p.page.getByTestId('result').textContent()).toMatch(/wins|draw|stopped/);
    await screenshot(p, 'solo-replay-end');
    await controls.getByRole('button', { name: 'Back to the lobby' }).click();
    await p.page.getByRole('heading', { name: 'Open games' }).waitFor();
    // The same replay as a spectator: no hand is shown.
    await p.page.locator('[data-replay-id]').first().getByRole('button', { name: 'Watch as a spectator' }).click();
    await p.page.waitForSelector('main.game[data-viewer="spectator"]');
    await controls.getByRole('button', { name: 'Last »' }).click();
    await expect.poll(() => p.page.getByTestId('result').textContent()).toMatch(/wins|draw|stopped/);
    expect(await p.page.locator('section.hand').count()).toBe(0);
    await controls.getByRole('button', { name: 'Back to the lobby' }).click();
    await p.page.getByRole('heading', { name: 'Open games' }).waitFor();
    expect(p.errors).toEqual([]);
  }, 600_000);

  it('two players meet in the lobby and play turns with attacks and damage assignment; a third watches; a reload mid-game', async () => {
    const [alice, bob, carol] = await Promise.all([player('alice'), player('bob'), player('carol')]);
    // Alice has an account; Bob and Carol play as guests.
    const [aliceName, bobName] = await Promise.all([register(alice, 'alice', 'correct horse'), signInAsGuest(bob), signInAsGuest(carol)]);
    expect(aliceName).toBe('alice');

    // Lobby chat, then Alice opens a game for a person and Bob joins it from the list.
    await alice.page.getByLabel('Lobby chat: message').fill('anyone for a game?');
    await alice.page.getByLabel('Lobby chat: message').press('Enter');
    await bob.page.getByText('anyone for a game?').waitFor();
    await alice.page.getByLabel('Opponent', { exact: true }).selectOption('human');
    await alice.page.getByLabel('Game name').fill('friendly');
    await alice.page.getByRole('button', { name: 'Create game' }).click();
    await bob.page.getByLabel('Deck', { exact: true }).selectOption('orc');
    const openRow = bob.page.locator('.game-row[data-status="open"]', { hasText: 'friendly' });
    await openRow.getByRole('button', { name: 'Join' }).click();
    await Promise.all([alice.page.waitForSelector('main.game'), bob.page.waitForSelector('main.game')]);

    // Carol watches, and everyone reads the game's chat.
    await carol.page.locator('.game-row[data-status="playing"]', { hasText: 'friendly' }).getByRole('button', { name: 'Spectate' }).click();
    await carol.page.waitForSelector('main.game[data-viewer="spectator"]');
    await carol.page.getByLabel('Game chat: message').fill('good luck');
    await carol.page.getByLabel('Game chat: message').press('Enter');
    await Promise.all([alice.page.getByText('good luck').waitFor(), bob.page.getByText('good luck').waitFor()]);
    expect(await carol.page.locator('section.hand').count()).toBe(0);

    // Both play by clicks, attacking whenever they can, until turn 5 with damage assigned by each.
    // Units go to the battlefield, and every unit there attacks: attacks and damage come early.
    const attack = (c: Candidate[]) => c.find((x) => x.what === 'zone' && x.text.startsWith('Attack')) ?? undefined;
    const toBattlefield = (c: Candidate[]) => c.find((x) => x.what === 'chosen' && /^\.zone-action\[data-key="play:\d+:battlefield"\]$/.test(x.selector));
    const policy: Policy = {
      pass: 0.15,
      keyboard: true,
      prefer: (c, s) => (s.kind === 'attackZone' ? attack(c) : s.kind === 'declareAttackers' ? c.find((x) => x.what === 'card') : toBattlefield(c)),
    };
    // A tactic: played by clicks as soon as one lights up; every board shows it on the chain with
    // its source and target; its opponent passes (Enter); it resolves. The server deals every game
    // with the same seed (harness.ts), so the tactic comes every run.
    let tactic: { name: string; by: number; seen: boolean; answered: boolean; resolved: boolean } | null = null;
    const litTactic = (p: Player) => p.page.locator('section.hand .card.type-tactic[data-playable="true"]');
    // Clicks each lit tactic: one that may be played (not only developed facedown) is played by its choice.
    const playTactic = async (p: Player, stateId: number): Promise<string | null> => {
      for (let n = 0; n < (await litTactic(p).count()); n++) {
        const card = litTactic(p).nth(n);
        const [name, id, title] = await Promise.all([card.getAttribute('data-card-name'), card.getAttribute('data-card-id'), card.getAttribute('title')]);
        if (title !== null) continue; // a single option: developing it
        await card.click();
        await p.page.locator('.card.selected').waitFor();
        const play = p.page.locator(`.zone-action[data-key^="play:${id}"], .actionbar .answer[data-key^="play:${id}"]`).first();
        if ((await play.count()) === 0) {
          await p.page.keyboard.press('Escape');
          await p.page.locator('.card.selected').waitFor({ state: 'detached' });
          continue;
        }
        await play.click();
        await p.page.waitForFunction((prev) => Number(document.querySelector<HTMLElement>('main.game')?.dataset.stateId) !== prev, stateId);
        return name;
      }
      return null;
    };
    const rng = seeded(11);
    const assigned = new Set<string>();
    let reloaded = false;
    let shotDamage = false;
    let chainSeen = false;
    const seats = [alice, bob];
    // Decisions are counted, not the short waits while a page's update is on its way.
    for (let decisions = 0; decisions < 800; ) {
      const states = await Promise.all(seats.map((p) => gameState(p.page)));
      if (states.some((s) => s.result)) break;
      if (states[0]!.turn >= 5 && assigned.size === 2 && reloaded && tactic?.resolved) break;
      if (!reloaded && states[0]!.turn >= 3) {
        // Bob reloads: the server keeps his seat and sends him the whole game again.
        const at = states[1]!.stateId;
        await bob.page.reload();
        // Back at that state (or just past it: the client may pass for him where he has no stop).
        await bob.page.waitForFunction((id) => Number(document.querySelector<HTMLElement>('main.game[data-viewer="1"]')?.dataset.stateId ?? -1) >= id, at);
        await screenshot(bob, 'duel-after-reload');
        reloaded = true;
        continue;
      }
      if (tactic?.answered && !tactic.resolved) {
        const t = tactic;
        const lines = await seats[t.by]!.page.getByTestId('log').locator('li').allTextContents();
        t.resolved = lines.some((l) => l.startsWith(`${t.name} resolves`));
      }
      const i = states.findIndex((s) => s.mine);
      if (i < 0) {
        await alice.page.waitForTimeout(50);
        continue;
      }
      const p = seats[i]!;
      if (!chainSeen && (await p.page.locator('.chain-links li').count()) > 0) {
        chainSeen = true;
        await screenshot(p, 'duel-chain');
      }
      if ((await candidates(p.page)).some((c) => c.what === 'damage')) {
        if (!shotDamage) await screenshot(p, 'duel-damage-assignment');
        shotDamage = true;
        assigned.add(p.name);
      }
      if (tactic && !tactic.seen && states[i]!.kind === 'action' && (await p.page.locator('.chain-links li').count()) > 0) {
        // On the chain, on the three boards: who plays it, the card, its target.
        const at = states[i]!.stateId;
        for (const q of [alice, bob, carol]) await q.page.waitForFunction((id) => Number(document.querySelector<HTMLElement>('main.game')?.dataset.stateId ?? -1) >= id, at);
        for (const q of [alice, bob, carol]) {
          const link = q.page.locator('.chain-links li', { has: q.page.locator(`.card[data-card-name="${tactic.name}"]`) });
          if ((await link.count()) !== 1) console.log(tactic, await q.page.locator('.chain').textContent(), (await q.page.getByTestId('log').locator('li').allTextContents()).slice(-12));
          expect(await link.count()).toBe(1);
          expect(await link.textContent()).toContain(`P${tactic.by + 1} plays`);
          expect(await link.locator('.targets').textContent()).toMatch(/^→ \S/);
        }
        await Promise.all([screenshot(alice, 'duel-tactic-alice'), screenshot(bob, 'duel-tactic-bob'), screenshot(carol, 'duel-tactic-spectator')]);
        tactic.seen = true;
      }
      if (tactic?.seen && !tactic.answered && i !== tactic.by) {
        // The opponent may respond: he passes, with Enter.
        await decide(p.page, rng, { pass: 1, keyboard: true });
        tactic.answered = true;
        decisions++;
        continue;
      }
      if (!tactic && states[i]!.kind === 'action' && (await litTactic(p).count()) > 0) {
        const played = await playTactic(p, states[i]!.stateId);
        if (played) {
          tactic = { name: played, by: i, seen: false, answered: false, resolved: false };
          decisions++;
          continue;
        }
      }
      await decide(p.page, rng, policy);
      decisions++;
    }
    const [a, b, c] = await Promise.all([alice, bob, carol].map((p) => gameState(p.page)));
    expect(reloaded).toBe(true);
    // The tactic went on the chain, was seen there by all three, answered and resolved.
    expect(tactic).toMatchObject({ seen: true, answered: true, resolved: true });
    console.log(`duel: turn ${a.turn}, damage assigned by ${[...assigned].join(' and ')}, ${tactic ? `${tactic.name} played by P${tactic.by + 1}` : 'no tactic'}${a.result ? `, over: ${a.result}` : ''}`);
    expect(assigned.size === 2 || !!a.result).toBe(true);
    expect(a.turn).toBeGreaterThanOrEqual(b.result ? 1 : 5);
    // The spectator follows the same game, with no hand shown.
    await carol.page.waitForFunction((id) => Number(document.querySelector<HTMLElement>('main.game')?.dataset.stateId ?? -1) >= id, a.stateId);
    expect(c.turn).toBeGreaterThan(0);
    expect(await carol.page.locator('section.hand').count()).toBe(0);
    expect(await carol.page.getByTestId('log').locator('li').count()).toBeGreaterThan(10);
    await Promise.all([screenshot(alice, 'duel-alice'), screenshot(bob, 'duel-bob'), screenshot(carol, 'duel-spectator')]);
    // Both players' thinking time, the same for everyone (the spectator too).
    expect(await alice.page.getByTestId('clocks').textContent()).toMatch(/^P1 \d+:\d\dP2 \d+:\d\d$/);
    expect(await carol.page.getByTestId('clocks').count()).toBe(1);
    // The spectator's board on a tablet's screen.
    await carol.page.setViewportSize({ width: 1024, height: 768 });
    await screenshot(carol, 'duel-spectator-tablet');
    if (!a.result) {
      // Alice asks to take back her last decision; Bob refuses; Alice is told.
      await alice.page.getByRole('button', { name: 'Undo' }).click();
      await bob.page.getByText('Your opponent asks to take back').waitFor();
      await bob.page.getByRole('button', { name: 'Refuse' }).click();
      await alice.page.getByText('Your opponent refused the undo.').waitFor();
    }
    expect(await alice.page.locator('.capital').first().textContent()).toContain(bobName);
    expect(await bob.page.locator('.capital').first().textContent()).toContain(aliceName);
    expect([...alice.errors, ...bob.errors, ...carol.errors]).toEqual([]);
  }, 600_000);

  it('previews a card on hover, browses a discard pile, takes a decision back against the bot, concedes, returns to another game', async () => {
    const p = await player('undo');
    await signInAsGuest(p);
    // A game waiting for a person first; then a game against the bot, which takes the screen.
    await p.page.getByLabel('Opponent', { exact: true }).selectOption('human');
    await p.page.getByLabel('Game name').fill('waiting room');
    await p.page.getByRole('button', { name: 'Create game' }).click();
    await p.page.locator('.game-row[data-status="open"]', { hasText: 'waiting room' }).waitFor();
    await p.page.getByLabel('Opponent', { exact: true }).selectOption('random');
    await p.page.getByLabel('Game name').fill('');
    await p.page.getByRole('button', { name: 'Create game' }).click();
    await p.page.waitForSelector('main.game[data-prompt-kind="mulligan"][data-mine="true"]');
    // Hover: the preview shows the card (our description, never printed text).
    const first = p.page.locator('section.hand .card').first();
    const name = await first.getAttribute('data-card-name');
    await first.hover();
    await expect.poll(() => p.page.getByTestId('preview').locator('h3').textContent()).toContain(name!);
    // A folder of one's own card images: the preview shows the card's image (matched by its name).
    const images = mkdtempSync(join(tmpdir(), 'invasion-images-'));
    writeFileSync(join(images, `${name}.png`), Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64'));
    await p.page.getByText('Card images').first().click();
    await p.page.getByLabel('Card images folder').setInputFiles(images);
    await first.hover();
    await p.page.getByTestId('card-image').waitFor();
    rmSync(images, { recursive: true, force: true });
    // The discard pile opens in a dialog and Escape closes it.
    await p.page.getByTestId('discard-0').click();
    await p.page.getByRole('dialog').getByText("P1's discard pile (0)").waitFor();
    await p.page.keyboard.press('Escape');
    await p.page.getByRole('dialog').waitFor({ state: 'hidden' });
    // Keep, then undo: back at the mulligan (the bot's replies are taken back too).
    const before = await gameState(p.page);
    // By keyboard: 1 takes the first numbered answer (Keep).
    expect(await p.page.locator('.actionbar .answer').first().getAttribute('data-key')).toBe('keep');
    await p.page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await p.page.keyboard.press('1');
    await p.page.waitForFunction((id) => Number(document.querySelector<HTMLElement>('main.game')?.dataset.stateId) !== id, before.stateId);
    await p.page.getByRole('button', { name: 'Undo' }).click();
    await p.page.waitForSelector(`main.game[data-state-id="${before.stateId}"][data-prompt-kind="mulligan"]`).catch(async (e: unknown) => {
      await screenshot(p, 'undo-failed');
      throw e;
    });
    // Someone joins the waiting game meanwhile: the game on screen stays.
    const q = await player('joiner');
    const qName = await signInAsGuest(q);
    await q.page.locator('.game-row[data-status="open"]', { hasText: 'waiting room' }).getByRole('button', { name: 'Join' }).click();
    await q.page.waitForSelector('main.game[data-viewer="1"]');
    expect((await gameState(p.page)).stateId).toBe(before.stateId);
    // Concede (after confirming): the bot wins.
    p.page.once('dialog', (d) => void d.accept());
    await p.page.getByRole('button', { name: 'Concede' }).click();
    await expect.poll(() => p.page.getByTestId('result').textContent()).toMatch(/random bot wins/);
    await screenshot(p, 'conceded');
    // Back in the lobby, the other game is there to return to.
    await p.page.getByRole('button', { name: 'Back to the lobby' }).click();
    await p.page.locator('.game-row[data-status="playing"]', { hasText: 'waiting room' }).getByRole('button', { name: 'Return to the game' }).click();
    await p.page.waitForSelector('main.game[data-viewer="0"]:not([data-result="win"])');
    expect(await p.page.locator('.capital').first().textContent()).toContain(qName);
    expect([...p.errors, ...q.errors]).toEqual([]);
  }, 120_000);

  it('a deck is imported, changed in the deck builder, saved to the account (there after signing in again), and played with a time limit', async () => {
    const p = await player('builder');
    await register(p, 'builder', 'deck builder pw');
    await p.page.getByRole('button', { name: 'Deck builder' }).click();
    await p.page.locator('[data-catalogue-id]').first().waitFor();
    // Import a list as published (the orc starter deck's text), in the casual format.
    const orc = starterDeck('orc')!;
    await p.page.getByLabel('Deck format').selectOption('casual');
    await p.page.getByLabel('Decklist to import').fill(exportText({ capital: orc.capital, cards: [...orc.cards] }));
    await p.page.getByRole('button', { name: 'Import', exact: true }).click();
    await p.page.getByRole('heading', { name: `This deck (${orc.cards.length} cards)` }).waitFor();
    await expect.poll(() => p.page.getByTestId('legality').textContent()).toBe('Legal (casual).');
    // Search, add copies up to 3 (the button stops there), take them out again.
    await p.page.getByLabel('Search by name or trait').fill("Big 'Uns");
    const row = p.page.locator('[data-catalogue-id]', { hasText: "Big 'Uns" }).first();
    const count = () => row.locator('.count-cell span').textContent();
    expect(await count()).toBe('1');
    await row.getByRole('button', { name: "Add a Big 'Uns" }).click();
    await row.getByRole('button', { name: "Add a Big 'Uns" }).click();
    await p.page.getByRole('heading', { name: `This deck (${orc.cards.length + 2} cards)` }).waitFor();
    expect(await count()).toBe('3');
    expect(await row.getByRole('button', { name: "Add a Big 'Uns" }).isDisabled()).toBe(true);
    await expect.poll(() => p.page.getByLabel('This deck as text').inputValue()).toContain("3x Big 'Uns");
    await row.getByRole('button', { name: "Remove a Big 'Uns" }).click();
    await row.getByRole('button', { name: "Remove a Big 'Uns" }).click();
    await p.page.getByRole('heading', { name: `This deck (${orc.cards.length} cards)` }).waitFor();
    await expect.poll(() => p.page.getByLabel('This deck as text').inputValue()).toContain("1x Big 'Uns");
    await screenshot(p, 'deck-builder');
    // Save it, and play it against the bot from the lobby.
    await p.page.getByLabel('Deck name').fill('My orcs');
    await p.page.getByRole('button', { name: 'Save', exact: true }).click();
    await p.page.getByRole('button', { name: 'Back to the lobby' }).click();
    // The deck is the account's: signed out and in again, it is still offered.
    await p.page.getByRole('button', { name: 'Sign out' }).click();
    await p.page.getByLabel('Name').fill('builder');
    await p.page.getByLabel('Password').fill('deck builder pw');
    await p.page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await p.page.getByTestId('user-name').waitFor();
    await p.page.getByLabel('Deck', { exact: true }).selectOption({ label: 'My orcs (yours)' });
    // With 30 minutes each: the clocks show the time left.
    await p.page.getByLabel('Time per player in minutes').fill('30');
    await p.page.getByRole('button', { name: 'Create game' }).click();
    await p.page.waitForSelector('main.game');
    expect(await p.page.getByTestId('clocks').textContent()).toMatch(/^P1 (30:00|29:\d\d) leftP2 30:00 left$/);
    expect(await p.page.locator('.capital.mine').textContent()).toContain('Orc');
    p.page.once('dialog', (d) => void d.accept());
    await p.page.getByRole('button', { name: 'Concede' }).click();
    await p.page.getByTestId('result').waitFor();
    expect(p.errors).toEqual([]);
  }, 120_000);

  it('a draft against the bot, by clicks, taken back after a reload, then its decks are played', async () => {
    const p = await player('drafter');
    await signInAsGuest(p);
    await p.page.getByRole('button', { name: 'Draft against the bot' }).click();
    await p.page.waitForSelector('main.draft');
    await p.page.locator('[data-draft-card]').first().waitFor();
    // Pointing at a card previews it (its facts and our description, from the server).
    const firstCard = p.page.locator('[data-draft-card]').first();
    await firstCard.hover();
    await expect.poll(() => p.page.getByTestId('preview').locator('h3').textContent()).toContain((await firstCard.locator('.card-name').textContent())!);
    await screenshot(p, 'draft-start');
    for (let n = 0; n < 200; n++) {
      if (n === 3) {
        // A reload in the middle of the draft: it is taken back where it was.
        const deck = await p.page.getByTestId('drafted').textContent();
        await p.page.reload();
        await p.page.waitForSelector('main.draft');
        await p.page.locator('[data-draft-card]').first().waitFor();
        // (Named once the catalogue has loaded again.)
        await expect.poll(() => p.page.getByTestId('drafted').textContent()).toBe(deck);
      }
      if ((await p.page.locator('main.draft').getAttribute('data-draft-done')) === 'true') break;
      await draftDecision(p);
    }
    expect(await p.page.locator('main.draft').getAttribute('data-draft-done')).toBe('true');
    expect(await p.page.getByTestId('drafted').locator('li').count()).toBeGreaterThan(10);
    await screenshot(p, 'draft-end');
    await p.page.getByRole('button', { name: 'Play the drafted decks against the bot' }).click();
    await p.page.waitForSelector('main.game[data-viewer="0"]');
    p.page.once('dialog', (d) => void d.accept());
    await p.page.getByRole('button', { name: 'Concede' }).click();
    await p.page.getByTestId('result').waitFor();
    expect(p.errors).toEqual([]);
  }, 180_000);
  it('a draft between two people: waiting in the lobby, joined, packs passed and picks made by clicks, a reload mid-draft, then the drafted decks played', async () => {
    const [dan, eve] = await Promise.all([player('dan'), player('eve')]);
    const [danName, eveName] = await Promise.all([signInAsGuest(dan), signInAsGuest(eve)]);
    await dan.page.getByRole('button', { name: 'Draft against a person' }).click();
    await dan.page.getByTestId('draft-question').getByText('Waiting for an opponent').waitFor();
    // Eve finds it among the open games and joins it.
    await eve.page.locator('.game-row[data-status="open"]', { hasText: `${danName}'s draft` }).getByRole('button', { name: 'Join the draft' }).click();
    await Promise.all([dan.page.getByTestId('draft-question').getByText('Waiting for an opponent').waitFor({ state: 'detached' }), eve.page.waitForSelector('main.draft')]);
    await screenshot(dan, 'draft2-start');
    const both = [dan, eve];
    let reloaded = false;
    let decisions = 0;
    const started = Date.now();
    for (let n = 0; n < 300; n++) {
      // Whoever is asked: the confirm button shows on his page only.
      const asked = await Promise.race(both.map((p, i) => p.page.waitForSelector('[data-testid="draft-confirm"], main.draft[data-draft-done="true"]', { timeout: 20_000 }).then(() => i)));
      if (await dan.page.locator('main.draft[data-draft-done="true"]').count()) break;
      const p = both[asked]!;
      if ((await p.page.getByTestId('draft-confirm').count()) === 0) continue;
      if (!reloaded && decisions === 6) {
        // Eve reloads while Dan is asked, or Dan while Eve is: the draft is taken back where it was.
        const q = both[1 - asked]!;
        const deck = await q.page.getByTestId('drafted').textContent();
        await q.page.reload();
        await q.page.waitForSelector('main.draft');
        await expect.poll(() => q.page.getByTestId('drafted').textContent()).toBe(deck);
        reloaded = true;
      }
      await draftDecision(p);
      decisions++;
    }
    console.log(`draft between two: ${decisions} decisions by clicks in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    expect(reloaded).toBe(true);
    for (const p of both) await p.page.waitForSelector('main.draft[data-draft-done="true"]');
    expect(await eve.page.getByTestId('drafted').locator('li').count()).toBeGreaterThan(10);
    await screenshot(eve, 'draft2-end');
    // Dan starts the game: both are in it, each with the deck he drafted.
    await dan.page.getByRole('button', { name: `Play the drafted decks against ${eveName}` }).click();
    await Promise.all(both.map((p) => p.page.waitForSelector('main.game')));
    // Seats as the draft's sides: Order is P1.
    const viewers = await Promise.all(both.map((p) => p.page.locator('main.game').getAttribute('data-viewer')));
    expect([...viewers].sort()).toEqual(['0', '1']);
    await screenshot(eve, 'draft2-game');
    dan.page.once('dialog', (d) => void d.accept());
    await dan.page.getByRole('button', { name: 'Concede' }).click();
    await Promise.all(both.map((p) => p.page.getByTestId('result').waitFor()));
    expect([...dan.errors, ...eve.errors]).toEqual([]);
  }, 180_000);
});
