/** Each player's thinking time (the server's clocks), or the time he has left when the game has a limit; the running one ticks. */
import { useEffect, useState } from 'react';
import type { Clocks } from '../net/wire';

/** m:ss; time used rounds down, time left up (a player never sees 0:00 with time still left). */
const mmss = (ms: number, round: (x: number) => number = Math.floor) => {
  const s = round(ms / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};

export function ClocksView({ clocks, at, seats }: { clocks: Clocks | null; at: number; seats: string[] }) {
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    if (clocks?.running == null) return;
    const t = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(t);
  }, [clocks?.running]);
  if (!clocks) return null;
  return (
    <span className="clocks" aria-label="Thinking time" data-testid="clocks">
      {([0, 1] as const).map((seat) => {
        const ms = clocks.used[seat] + (clocks.running === seat ? clocks.runningFor + Math.max(0, now - at) : 0);
        return (
          <span key={seat} className={clocks.running === seat ? 'clock running' : 'clock'} title={`${seats[seat] ?? `P${seat + 1}`}: thinking time`}>
            P{seat + 1} {clocks.limit ? `${mmss(Math.max(0, clocks.limit - ms), Math.ceil)} left` : mmss(ms)}
          </span>
        );
      })}
    </span>
  );
}
