/**
 * The browser client in real Chromium against a real `invasion serve` (harness.ts): a guest plays a
 * whole game against the bot by clicks only; two players meet in the lobby and play turns with an
 * attack and its damage assignment while a third watches, one reloads mid-game and goes on; no
 * page logs an error. Screenshots of the key screens go to packages/web/test-artifacts/.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, openPlayer, screenshot, serve, signInAsGuest, type Player, type Served } from './harness.js';
import { playUntil, seeded } from './clicker.js';

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

describe('the browser client', () => {
  it('a guest plays a whole game against the bot by clicks only', async () => {
    const p = await player('solo');
    await screenshot(p, 'signin');
    await signInAsGuest(p);
    await screenshot(p, 'lobby');
    await p.page.getByLabel('Opponent').selectOption('random');
    await p.page.getByRole('button', { name: 'Create game' }).click();
    await p.page.waitForSelector('main.game');
    await screenshot(p, 'solo-start');
    const started = Date.now();
    const decisions = await playUntil(p.page, seeded(7), { pass: 0.2 }, () => false);
    await screenshot(p, 'solo-end');
    const result = await p.page.getByTestId('result').textContent();
    console.log(`solo game: ${decisions} decisions by clicks in ${((Date.now() - started) / 1000).toFixed(1)} s; ${result}`);
    expect(result).toMatch(/wins|draw|stopped/);
    expect(await p.page.getByTestId('log').locator('li').count()).toBeGreaterThan(20);
    await p.page.getByRole('button', { name: 'Back to the lobby' }).click();
    await p.page.getByRole('heading', { name: 'Open games' }).waitFor();
    expect(p.errors).toEqual([]);
  }, 600_000);
});
