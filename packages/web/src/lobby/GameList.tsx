/** Open games (join with your deck) and games in play (spectate); password-protected ones ask for it. */
import type { ReactNode } from 'react';
import { useStore } from '../net/store';
import type { GameListing } from '../net/wire';

function askPassword(g: GameListing): string | undefined | null {
  if (!g.password) return undefined;
  return window.prompt(`Password for ${g.name}`);
}

export function GameList({ deck, me }: { deck: string; me: string }) {
  const games = useStore((s) => s.games);
  const joinGame = useStore((s) => s.joinGame);
  const draftJoin = useStore((s) => s.draftJoin);
  const spectate = useStore((s) => s.spectate);
  const cancel = useStore((s) => s.cancelOpenGame);
  const resume = useStore((s) => s.resume);
  const open = games.filter((g) => g.status === 'open');
  const playing = games.filter((g) => g.status === 'playing');
  const row = (g: GameListing, action: ReactNode | null) => (
    <li key={g.id} className="game-row" data-game-id={g.id} data-status={g.status}>
      <span className="game-name">{g.name}</span>
      <span className="muted">
        {g.players.join(' vs ')} · {g.kind === 'draft' ? 'draft' : g.format}
        {g.password ? ' · password' : ''}
        {g.spectators ? '' : ' · no spectators'}
      </span>
      {action}
    </li>
  );
  return (
    <section className="panel" aria-labelledby="games-h">
      <h2 id="games-h">Open games</h2>
      {open.length === 0 && <p className="muted">None — create one.</p>}
      <ul className="games">
        {open.map((g) =>
          row(
            g,
            g.kind === 'draft' ? (
              g.players.includes(me) ? null : (
                <button type="button" className="primary" onClick={() => void draftJoin(g.id)}>
                  Join the draft
                </button>
              )
            ) : g.players.includes(me) ? (
              <button type="button" onClick={() => void cancel(g.id)}>
                Cancel
              </button>
            ) : (
              <button
                type="button"
                className="primary"
                onClick={() => {
                  const pw = askPassword(g);
                  if (pw !== null) void joinGame(g.id, deck, pw);
                }}
              >
                Join
              </button>
            ),
          ),
        )}
      </ul>
      <h2>Games in play</h2>
      {playing.length === 0 && <p className="muted">None.</p>}
      <ul className="games">
        {playing.map((g) =>
          row(
            g,
            g.players.includes(me) ? (
              <button type="button" className="primary" onClick={() => void resume(g.id)}>
                Return to the game
              </button>
            ) : g.spectators ? (
              <button
                type="button"
                onClick={() => {
                  const pw = askPassword(g);
                  if (pw !== null) void spectate(g.id, pw);
                }}
              >
                Spectate
              </button>
            ) : null,
          ),
        )}
      </ul>
    </section>
  );
}
