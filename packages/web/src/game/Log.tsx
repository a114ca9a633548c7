/** What happened, one readable line per event the server sent this viewer (the engine's reference English rendering). */
import { useEffect, useRef } from 'react';
import { renderEvent } from '@invasion/engine/render';
import type { ClientCard, ClientEvent } from '@invasion/engine';
import { cardFromRef, firstCardRef } from './catalogue';
import { useUi } from './ui';

const SHOWN = 300;

/** Pointing at a line previews the first card it names (as it is on the board, else its catalogue facts). */
export function Log({ events, byId }: { events: ClientEvent[]; byId: Map<number, ClientCard> }) {
  const show = useUi((s) => s.show);
  const preview = (e: ClientEvent) => {
    const ref = firstCardRef(e);
    if (!ref) return;
    const onBoard = byId.get(ref.id);
    if (onBoard?.name) show(onBoard);
    else void cardFromRef(ref).then((c) => c && show(c));
  };
  const list = useRef<HTMLOListElement>(null);
  // Follow the newest line (scrolling the list only, never the page).
  useEffect(() => {
    if (list.current) list.current.scrollTop = list.current.scrollHeight;
  }, [events.length]);
  const first = Math.max(0, events.length - SHOWN);
  return (
    <section className="log" aria-label="Game log">
      <h3>Log</h3>
      <ol ref={list} className="log-lines" start={first + 1} aria-live="polite" data-testid="log">
        {events.slice(first).map((e, i) => (
          <li key={first + i} className={`ev-${e.type}`} onMouseEnter={() => preview(e)}>
            {renderEvent(e)}
          </li>
        ))}
      </ol>
    </section>
  );
}
