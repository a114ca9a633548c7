/** The lobby: your deck, a new game (against the bot or a person), open games and games in play, who is online, chat. */
import { useEffect, useState } from 'react';
import { useStore } from '../net/store';
import { DEFAULT_OPTIONS, type ServerOptions } from '../net/wire';
import { Chat } from '../Chat';
import { GameList } from './GameList';
import { Replays } from './Replays';
import { useDecks } from '../decks/deckStore';

const CUSTOM = 'custom';
const SAVED = 'saved:';

export function Lobby() {
  const user = useStore((s) => s.user)!;
  const online = useStore((s) => s.online);
  const lobbyChat = useStore((s) => s.lobbyChat);
  const signOut = useStore((s) => s.signOut);
  const createGame = useStore((s) => s.createGame);
  const draftStart = useStore((s) => s.draftStart);
  const [deckChoice, setDeckChoice] = useState<string>('dwarf');
  const [decklist, setDecklist] = useState('');
  const [name, setName] = useState('');
  const [opponent, setOpponent] = useState<string>('normal');
  const [format, setFormat] = useState<'casual' | 'tournament'>('casual');
  const [spectators, setSpectators] = useState(true);
  const [password, setPassword] = useState('');
  const [minutes, setMinutes] = useState('');
  const [options, setOptions] = useState<ServerOptions>(DEFAULT_OPTIONS);
  useEffect(() => {
    fetch('/api/options')
      .then((r) => (r.ok ? (r.json() as Promise<ServerOptions>) : DEFAULT_OPTIONS))
      .then(setOptions, () => undefined);
  }, []);
  const saved = useDecks((s) => s.saved);
  const openBuilder = useDecks((s) => s.setOpen);
  const refreshSaved = useDecks((s) => s.refreshSaved);
  useEffect(() => void refreshSaved(), [refreshSaved, user.id]);
  // A saved deck is sent as its text: the server reads and checks it like any decklist.
  const deck = deckChoice === CUSTOM ? decklist : deckChoice.startsWith(SAVED) ? (saved.find((d) => SAVED + d.name === deckChoice)?.text ?? '') : deckChoice;

  return (
    <main className="lobby">
      <header className="topbar">
        <h1>Warhammer: Invasion — lobby</h1>
        <span>
          Signed in as <strong data-testid="user-name">{user.name}</strong>
          {user.guest && ' (guest)'}
        </span>
        <button type="button" onClick={signOut}>
          Sign out
        </button>
      </header>
      <div className="lobby-grid">
        <section className="panel" aria-labelledby="deck-h">
          <h2 id="deck-h">Your deck</h2>
          <label>
            Deck{' '}
            <select value={deckChoice} onChange={(e) => setDeckChoice(e.target.value)} name="deck" aria-label="Deck">
              {options.starterDecks.map((d) => (
                <option key={d} value={d}>
                  {d[0]!.toUpperCase() + d.slice(1)} starter deck
                </option>
              ))}
              {saved.map((d) => (
                <option key={d.name} value={SAVED + d.name}>
                  {d.name} (yours)
                </option>
              ))}
              <option value={CUSTOM}>A decklist (paste it)</option>
            </select>
          </label>
          <div className="row">
            <button type="button" onClick={() => openBuilder(true)}>
              Deck builder
            </button>
            <button type="button" onClick={() => void draftStart('bot')}>
              Draft against the bot
            </button>
            <button type="button" onClick={() => void draftStart('human')}>
              Draft against a person
            </button>
          </div>
          {deckChoice === CUSTOM && (
            <label className="stack">
              Decklist (text as published, or OCTGN .o8d)
              <textarea value={decklist} onChange={(e) => setDecklist(e.target.value)} rows={8} />
            </label>
          )}
          <h2>New game</h2>
          <form
            onSubmit={(e) => {
              e.preventDefault();
              void createGame({ deck, format, opponent, spectators, ...(name ? { name } : {}), ...(password ? { password } : {}), ...(Number(minutes) > 0 ? { clockSeconds: Math.round(Number(minutes) * 60) } : {}) });
            }}
            aria-label="New game"
          >
            <label>
              Opponent{' '}
              <select value={opponent} onChange={(e) => setOpponent(e.target.value)} name="opponent" aria-label="Opponent">
                {options.bots.map((b) => (
                  <option key={b} value={b}>
                    The {b} bot
                  </option>
                ))}
                <option value="human">A person (wait in the lobby)</option>
              </select>
            </label>
            {options.about?.[opponent] && <div className="muted" aria-label="About the opponent">{options.about[opponent]}</div>}
            <label>
              Game name <input value={name} onChange={(e) => setName(e.target.value)} placeholder={`${user.name}'s game`} maxLength={60} name="game-name" />
            </label>
            <label>
              Format{' '}
              <select value={format} onChange={(e) => setFormat(e.target.value as "casual" | "tournament")} name="format" aria-label="Format">
                {options.formats.map((f) => (
                  <option key={f} value={f}>
                    {f[0]!.toUpperCase() + f.slice(1)}
                  </option>
                ))}
              </select>
            </label>
            <label>
              <input type="checkbox" checked={spectators} onChange={(e) => setSpectators(e.target.checked)} /> Spectators allowed
            </label>
            <label>
              Time per player (minutes; empty: no limit){' '}
              <input value={minutes} onChange={(e) => setMinutes(e.target.value.replace(/[^\d.]/g, ''))} inputMode="decimal" size={5} name="clock" aria-label="Time per player in minutes" />
            </label>
            <label>
              Password (optional) <input value={password} onChange={(e) => setPassword(e.target.value)} type="password" maxLength={200} name="game-password" autoComplete="off" />
            </label>
            <button type="submit" className="primary" disabled={!deck.trim()}>
              Create game
            </button>
          </form>
        </section>
        <GameList deck={deck} me={user.name} />
        <Replays me={user.name} />
        <section className="panel" aria-labelledby="people-h">
          <h2 id="people-h">Online ({online.length})</h2>
          <ul className="online">
            {online.map((n) => (
              <li key={n}>{n}</li>
            ))}
          </ul>
          <Chat lines={lobbyChat} label="Lobby chat" />
        </section>
      </div>
    </main>
  );
}
