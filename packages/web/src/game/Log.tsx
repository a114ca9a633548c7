/** What happened, one readable line per event the server sent this viewer (the engine's reference English rendering). */
import { useEffect, useRef } from 'react';
import { renderEvent } from '@invasion/engine/render';
import type { ClientEvent } from '@invasion/engine';

const SHOWN = 300;

export function Log({ events }: { events: ClientEvent[] }) {
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
          <li key={first + i} className={`ev-${e.type}`}>
            {renderEvent(e)}
          </li>
        ))}
      </ol>
    </section>
  );
}
