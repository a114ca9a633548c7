/**
 * Browser-test harness: the client built into a temporary folder, a real `invasion serve` process
 * on a free port with a temporary SQLite file serving it, one headless Chromium for every test
 * (@sparticuz/chromium from npm, so `npm ci` is enough; CHROMIUM_PATH or /usr/bin/chromium when
 * wanted), pages that record console errors, and screenshots kept under packages/web/test-artifacts/.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium as playwright, type Browser, type Page } from 'playwright-core';

const WEB = fileURLToPath(new URL('..', import.meta.url));
const CLI = fileURLToPath(new URL('../../cli/bin/invasion.js', import.meta.url));
export const ARTIFACTS = join(WEB, 'test-artifacts');

/** Builds the client from its current sources (never a stale dist/). */
export async function buildClient(outDir: string): Promise<void> {
  const { build } = await import('vite');
  await build({ configFile: join(WEB, 'vite.config.ts'), logLevel: 'warn', build: { outDir, emptyOutDir: true, sourcemap: false } });
}

export interface Served {
  url: string;
  dir: string;
  stop(): Promise<void>;
}

/**
 * `invasion serve` as a child process, the way a player starts it (plus a test database, a generous
 * rate and `--test-seed`: every game dealt alike, so what a test counts on is dealt every run).
 */
export const TEST_SEED = Number(process.env.INVASION_TEST_SEED ?? 5);
export async function serve(): Promise<Served> {
  const dir = mkdtempSync(join(tmpdir(), 'invasion-web-'));
  const web = join(dir, 'web');
  await buildClient(web);
  const child: ChildProcess = spawn(process.execPath, [CLI, 'serve', '--port', '0', '--db', join(dir, 'test.db'), '--web', web, '--log', 'warn', '--rate', '200', '--sync', 'normal', '--test-seed', String(TEST_SEED)], { stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr!.on('data', (d) => (stderr += String(d)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`invasion serve did not start: ${stderr}`)), 60_000);
    child.stdout!.on('data', (d) => {
      out += String(d);
      const m = /listening (http:\/\/\S+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]!);
      }
    });
    child.once('exit', (code) => reject(new Error(`invasion serve exited (${code}): ${stderr}`)));
  });
  return {
    url,
    dir,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export async function launchBrowser(): Promise<Browser> {
  const explicit = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') && process.env.USE_SYSTEM_CHROMIUM ? '/usr/bin/chromium' : undefined);
  if (explicit) return playwright.launch({ executablePath: explicit, headless: true, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
  const { default: chromium } = await import('@sparticuz/chromium');
  // Its defaults are for AWS Lambda: --single-process there makes browser contexts share
  // localStorage (one player's session token would sign the next context in as him).
  return playwright.launch({ executablePath: await chromium.executablePath(), args: chromium.args.filter((a) => a !== '--single-process'), headless: true });
}

export interface Player {
  page: Page;
  /** Console errors and uncaught exceptions of the page: every test expects none. */
  errors: string[];
  name: string;
  close(): Promise<void>;
}

/** A new browser context (its own storage: its own player), opened at the server's page. */
export async function openPlayer(browser: Browser, url: string, name: string): Promise<Player> {
  const context = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
  const page = await context.newPage();
  // Generous: the whole `npm test` runs beside these tests on two cores.
  page.setDefaultTimeout(30_000);
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(`${name}: console: ${m.text()}`));
  page.on('pageerror', (e) => errors.push(`${name}: page error: ${e.message}`));
  await page.goto(url);
  return { page, errors, name, close: () => context.close() };
}

export async function signInAsGuest(p: Player): Promise<string> {
  await p.page
    .getByRole('button', { name: 'Play as a guest' })
    .click()
    .catch(async (e: unknown) => {
      await screenshot(p, `${p.name}-cannot-sign-in`);
      throw new Error(`${p.name} cannot sign in: ${String(e)}; page errors: ${p.errors.join('; ')}`);
    });
  return (await p.page.getByTestId('user-name').textContent())!;
}

/** Creates an account on the sign-in screen (the server keeps accounts; guests have none). */
export async function register(p: Player, name: string, password: string): Promise<string> {
  await p.page.getByLabel('Name').fill(name);
  await p.page.getByLabel('Password').fill(password);
  await p.page.getByRole('button', { name: 'Create an account' }).click();
  return (await p.page.getByTestId('user-name').textContent())!;
}

export async function screenshot(p: Player, file: string): Promise<void> {
  mkdirSync(ARTIFACTS, { recursive: true });
  await p.page.screenshot({ path: join(ARTIFACTS, `${file}.png`), fullPage: true });
}

export interface GameState {
  stateId: number;
  mine: boolean;
  result: string;
  kind: string;
  turn: number;
}

export async function gameState(page: Page): Promise<GameState> {
  return page.locator('main.game').evaluate((el: HTMLElement) => ({ stateId: Number(el.dataset.stateId), mine: el.dataset.mine === 'true', result: el.dataset.result ?? '', kind: el.dataset.promptKind ?? '', turn: Number(el.dataset.turn) }));
}

/** Waits until the page shows a question for its player (a state other than `after`), or the end. */
export async function waitForTurn(page: Page, after: number, timeout = 20_000): Promise<GameState> {
  await page.waitForFunction(
    (prev) => {
      const el = document.querySelector<HTMLElement>('main.game');
      if (!el) return false;
      if (el.dataset.result) return true;
      return el.dataset.mine === 'true' && Number(el.dataset.stateId) !== prev && !document.querySelector('.answer:disabled');
    },
    after,
    { timeout },
  );
  return gameState(page);
}
