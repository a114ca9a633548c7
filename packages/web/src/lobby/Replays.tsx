/** Finished games: watch one again from a seat you held, or as a spectator. */
import { useStore } from '../net/store';
import type { ReplaySummary } from '../net/wire';

function outcome(r: ReplaySummary): string {
  const res = r.result;
  if (!res) return '';
  if (res.kind === 'win') return `${r.seats[res.winner]} won`;
  return res.kind === 'draw' ? 'a draw' : 'stopped';
}

export function Replays({ me }: { me: string }) {
  const replays = useStore((s) => s.replays);
  const list = useStore((s) => s.listReplays);
  const open = useStore((s) => s.openReplay);
  return (
    <section className="panel" aria-labelledby="replays-h">
      <h2 id="replays-h">Replays</h2>
      <button type="button" onClick={() => void list()}>
        Show finished games
      </button>
      <ul className="games">
        {replays.map((r) => (
          <li key={r.id} className="game-row" data-replay-id={r.id}>
            <span className="game-name">{r.name}</span>
            <span className="muted">
              {r.seats.join(' vs ')} · {outcome(r)} · {r.decisions} decisions
            </span>
            {r.seats.map((s, i) =>
              s === me ? (
                <button type="button" key={i} onClick={() => void open(r, i as 0 | 1)}>
                  Watch as P{i + 1}
                </button>
              ) : null,
            )}
            <button type="button" onClick={() => void open(r, 'spectator')}>
              Watch as a spectator
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
