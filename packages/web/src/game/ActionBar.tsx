/**
 * The question and the answers that are not a card on the board: pass/done, keep or mulligan, the
 * effects to order, cards of a discard pile, and the selected card's choices (its zones, X). Keys:
 * Enter or Space passes (or says done), 1–9 take the numbered answers, Escape clears the selection.
 */
import { useEffect } from 'react';
import type { ClientOption, ClientView } from '@invasion/engine';
import { useStore } from '../net/store';
import type { Arranged } from './options';
import { useUi } from './ui';

/** "capital ×3, quest" */
function summarize(where: string[]): string {
  const counts = new Map<string, number>();
  for (const w of where) counts.set(w, (counts.get(w) ?? 0) + 1);
  return [...counts].map(([w, n]) => (n > 1 ? `${w} ×${n}` : w)).join(', ');
}

const typing = (t: EventTarget | null) => t instanceof HTMLElement && (t.tagName === 'INPUT' || t.tagName === 'TEXTAREA' || t.tagName === 'SELECT' || t.isContentEditable);

export function ActionBar({ view, arranged, mine, waitingFor, passedAt }: { view: ClientView; arranged: Arranged; mine: boolean; waitingFor: string; passedAt: string[] }) {
  const act = useStore((s) => s.act);
  const acting = useStore((s) => s.acting !== null && s.acting === s.game?.view.stateId);
  const selected = useUi((s) => s.selected);
  const select = useUi((s) => s.select);
  const selectedOptions = selected !== null ? (arranged.byCard.get(selected) ?? []) : [];
  // The pass comes last, the selected card's choices first: numbers stay with the same answers.
  // Damage amounts are in the damage panel, not repeated here.
  const numbered: ClientOption[] = [...selectedOptions, ...arranged.buttons.filter((o) => o !== arranged.pass && o.decision.type !== 'assign')];
  const take = (o: ClientOption) => {
    select(null);
    void act(o.key);
  };

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (typing(e.target) || e.ctrlKey || e.metaKey || e.altKey) return;
      if (e.key === 'Escape') return select(null);
      if (!mine || acting) return;
      // Space/Enter on a focused button clicks that button; only elsewhere do they pass.
      if ((e.key === 'Enter' || e.key === ' ') && !(e.target instanceof HTMLButtonElement) && arranged.pass) {
        e.preventDefault();
        take(arranged.pass);
        return;
      }
      const n = Number(e.key);
      if (Number.isInteger(n) && n >= 1 && n <= 9 && numbered[n - 1]) {
        e.preventDefault();
        take(numbered[n - 1]!);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  return (
    <section className={`actionbar${mine ? ' mine' : ''}`} aria-label="Your decision" data-prompt-kind={view.prompt?.kind ?? ''}>
      <p className="prompt-title" data-testid="prompt-title">
        {view.result ? 'The game is over.' : mine ? view.prompt?.title : waitingFor}
      </p>
      {mine && passedAt.length > 0 && (
        <p className="muted passed-at" data-testid="passed-at">
          Passed for you at: {summarize(passedAt)} (no stop there: see Stops)
        </p>
      )}
      {mine && (
        <div className="answers">
          {numbered.map((o, i) => (
            <button type="button" key={o.key} data-key={o.key} className={selectedOptions.includes(o) ? 'answer chosen-card' : 'answer'} onClick={() => take(o)} disabled={acting}>
              {i < 9 && <kbd>{i + 1}</kbd>} {o.label}
            </button>
          ))}
          {arranged.pass && (
            <button type="button" data-key={arranged.pass.key} className="answer pass primary" onClick={() => take(arranged.pass!)} disabled={acting}>
              <kbd>Enter</kbd> {arranged.pass.label}
            </button>
          )}
          {selected !== null && (
            <button type="button" className="answer" onClick={() => select(null)}>
              <kbd>Esc</kbd> Back
            </button>
          )}
          {numbered.length === 0 && !arranged.pass && arranged.byCard.size > 0 && <span className="muted">Click a lit card.</span>}
        </div>
      )}
    </section>
  );
}
