/**
 * A player made of clicks: at each question it looks at what the page offers — lit cards, zone
 * buttons, the action bar's answers, the damage panel — and clicks one, as a person would. Seeded,
 * so a failing run can be repeated. It never sends anything but clicks.
 */
import type { Page } from 'playwright-core';
import { gameState, waitForTurn, type GameState } from './harness.js';

export interface Candidate {
  what: 'card' | 'zone' | 'answer' | 'pass' | 'damage' | 'chosen';
  selector: string;
  text: string;
}

/** What the page offers now, read from the DOM. */
export async function candidates(page: Page): Promise<Candidate[]> {
  return page.evaluate(() => {
    const out: { what: string; selector: string; text: string }[] = [];
    const selected = document.querySelector('.card.selected');
    for (const el of document.querySelectorAll<HTMLElement>('.damage-panel button[data-key]')) out.push({ what: 'damage', selector: `.damage-panel button[data-key="${el.dataset.key}"]`, text: el.title });
    for (const el of document.querySelectorAll<HTMLElement>('.zone-action[data-key]')) out.push({ what: selected ? 'chosen' : 'zone', selector: `.zone-action[data-key="${el.dataset.key}"]`, text: el.title });
    for (const el of document.querySelectorAll<HTMLElement>('.actionbar .answer[data-key]')) {
      const what = el.classList.contains('pass') ? 'pass' : el.classList.contains('chosen-card') ? 'chosen' : 'answer';
      out.push({ what, selector: `.actionbar .answer[data-key="${el.dataset.key}"]`, text: el.textContent ?? '' });
    }
    if (!selected) for (const el of document.querySelectorAll<HTMLElement>('.card[data-playable="true"]')) out.push({ what: 'card', selector: `.card[data-card-id="${el.dataset.cardId}"]`, text: el.getAttribute('aria-label') ?? '' });
    return out as { what: 'card' | 'zone' | 'answer' | 'pass' | 'damage' | 'chosen'; selector: string; text: string }[];
  });
}

export type Rng = () => number;

export function seeded(seed: number): Rng {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) / 2 ** 32;
  };
}

export interface Policy {
  /** Chance of passing when something else can be done. */
  pass: number;
  /** Pass with the keyboard (Enter) rather than the button. */
  keyboard?: boolean;
  /** Picks a candidate first, when it wants to (e.g. always attack). */
  prefer?: (c: Candidate[], state: GameState) => Candidate | undefined;
}

const pick = <T>(list: T[], rng: Rng): T => list[Math.floor(rng() * list.length)]!;

/** Chooses what to click among the candidates. */
export function choose(c: Candidate[], state: GameState, rng: Rng, policy: Policy): Candidate | undefined {
  const preferred = policy.prefer?.(c, state);
  if (preferred) return preferred;
  const chosen = c.filter((x) => x.what === 'chosen');
  if (chosen.length) return pick(chosen, rng); // a selected card's zones and choices
  const damage = c.filter((x) => x.what === 'damage');
  if (damage.length) return pick(damage, rng);
  const pass = c.find((x) => x.what === 'pass');
  const others = c.filter((x) => x.what !== 'pass');
  if (pass && (others.length === 0 || rng() < policy.pass)) return pass;
  return others.length ? pick(others, rng) : pass;
}

/**
 * Takes one decision of this page's player by clicks: clicks until the state changes (a card with
 * several choices is clicked, then one of its choices). Returns what was clicked.
 */
export async function decide(page: Page, rng: Rng, policy: Policy): Promise<Candidate[]> {
  const clicked: Candidate[] = [];
  const before = await gameState(page);
  for (let i = 0; i < 4; i++) {
    const c = choose(await candidates(page), before, rng, policy);
    if (!c) throw new Error(`nothing to click at state ${before.stateId} (${before.kind})`);
    clicked.push(c);
    if (c.what === 'pass' && policy.keyboard) {
      // Enter passes from anywhere but a focused control (which it would press instead).
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await page.keyboard.press('Enter');
    } else await page.click(c.selector);
    // Either the decision went (a new state, or the end) or a card is now selected (its choices show).
    await page.waitForFunction(
      (prev) => {
        const el = document.querySelector<HTMLElement>('main.game');
        return !el || Number(el.dataset.stateId) !== prev || !!el.dataset.result || !!document.querySelector('.card.selected') || !!document.querySelector('.message.error');
      },
      before.stateId,
      { timeout: 30_000 },
    );
    const error = await page.evaluate(() => document.querySelector('.message.error')?.textContent ?? null);
    if (error) throw new Error(`the server refused ${c.text}: ${error}`);
    const now = await gameState(page);
    if (now.stateId !== before.stateId || now.result) return clicked;
  }
  throw new Error(`no decision after ${clicked.map((c) => c.text).join(' / ')}`);
}

/** Plays this page's seat until the game ends or `until` says stop; returns the decisions taken. */
export async function playUntil(page: Page, rng: Rng, policy: Policy, until: (s: GameState) => boolean, maxDecisions = 2000, onAsk?: (s: GameState) => Promise<void>): Promise<number> {
  let last = -1;
  for (let n = 0; n < maxDecisions; n++) {
    const s = await waitForTurn(page, last, 60_000);
    if (s.result || until(s)) return n;
    await onAsk?.(s);
    await decide(page, rng, policy);
    last = s.stateId;
  }
  throw new Error(`the game did not end in ${maxDecisions} decisions`);
}
