/** Chat lines and a box to write one (lobby or game: the store sends it where the player is). */
import { useEffect, useRef, useState } from 'react';
import { useStore } from './net/store';
import type { ChatLine } from './net/wire';

export function Chat({ lines, label }: { lines: ChatLine[]; label: string }) {
  const say = useStore((s) => s.say);
  const [text, setText] = useState('');
  const list = useRef<HTMLUListElement>(null);
  // Follow the newest line (scrolling the list only, never the page).
  useEffect(() => {
    if (list.current) list.current.scrollTop = list.current.scrollHeight;
  }, [lines.length]);
  return (
    <div className="chat" aria-label={label}>
      <h3>{label}</h3>
      <ul ref={list} className="chat-lines" aria-live="polite">
        {lines.map((l, i) => (
          <li key={`${l.at}-${i}`}>
            <strong>{l.from}:</strong> {l.text}
          </li>
        ))}
      </ul>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (!text.trim()) return;
          void say(text.trim());
          setText('');
        }}
      >
        <input value={text} onChange={(e) => setText(e.target.value)} maxLength={500} aria-label={`${label}: message`} placeholder="Say something…" />
        <button type="submit">Send</button>
      </form>
    </div>
  );
}
