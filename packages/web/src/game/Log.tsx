/** What happened, one readable line per event the server sent this viewer (the engine's reference English rendering). */
import { useEffect, useRef } from 'react';
import { renderEvent } from '@invasion/engine/render';
import type { ClientCard, ClientEvent } from '@invasion/engine';
import { cardFromRef, cardRefs, type CardRef } from './catalogue';
import { useUi } from './ui';

const SHOWN = 300;

/**
 * The line with each card it names pointable: the preview shows the card as it is on the board, or
 * else its catalogue facts and our description.
 */
function LogLine({ event, preview }: { event: ClientEvent; preview: (ref: CardRef) => void }) {
  const text = renderEvent(event);
  const refs = cardRefs(event);
  if (refs.size === 0) return <>{text}</>;
  const names = [...refs.keys()].sort((a, b) => b.length - a.length).map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const parts = text.split(new RegExp(`(${names.join('|')})`));
  return (
    <>
      {parts.map((part, i) => {
        const ref = refs.get(part);
        return ref ? (
          <span key={i} className="card-ref" onMouseEnter={() => preview(ref)}>
            {part}
          </span>
        ) : (
          part
        );
      })}
    </>
  );
}

export function Log({ events, byId }: { events: ClientEvent[]; byId: Map<number, ClientCard> }) {
  const show = useUi((s) => s.show);
  const preview = (ref: CardRef) => {
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
          <li key={first + i} className={`ev-${e.type}`}>
            <LogLine event={e} preview={preview} />
          </li>
        ))}
      </ol>
    </section>
  );
}
