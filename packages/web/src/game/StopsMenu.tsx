/** Which action windows ask the player (the rest pass for him): checkboxes, kept in this browser. */
import { create } from 'zustand';
import { DEFAULT_STOPS, STOP_DESCRIPTIONS, STOP_NAMES, type StopName } from './stops';

const KEY = 'invasion.stops';

function load(): Set<StopName> {
  try {
    const saved = JSON.parse(localStorage.getItem(KEY) ?? 'null') as unknown;
    if (Array.isArray(saved)) return new Set(saved.filter((s): s is StopName => (STOP_NAMES as readonly string[]).includes(s as string)));
  } catch {
    // A damaged setting: the defaults.
  }
  return new Set(DEFAULT_STOPS);
}

export const useStops = create<{ stops: Set<StopName>; toggle(s: StopName): void }>((set, get) => ({
  stops: load(),
  toggle(s) {
    const next = new Set(get().stops);
    if (next.has(s)) next.delete(s);
    else next.add(s);
    localStorage.setItem(KEY, JSON.stringify([...next]));
    set({ stops: next });
  },
}));

export function StopsMenu() {
  const { stops, toggle } = useStops();
  return (
    <details className="stops">
      <summary>Stops ({stops.size})</summary>
      <p className="muted">Where you are asked in an action window; elsewhere the game passes for you. You are always asked right after your opponent acts.</p>
      {STOP_NAMES.map((s) => (
        <label key={s}>
          <input type="checkbox" checked={stops.has(s)} onChange={() => toggle(s)} /> {STOP_DESCRIPTIONS[s]}
        </label>
      ))}
    </details>
  );
}
