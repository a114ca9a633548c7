/** Signed out: the sign-in screen; in a game (playing or watching): the board; a replay; a draft; the deck builder; otherwise the lobby. */
import { useEffect } from 'react';
import { useStore } from './net/store';
import { SignIn } from './lobby/SignIn';
import { Lobby } from './lobby/Lobby';
import { GameScreen } from './game/GameScreen';
import { ReplayScreen } from './replay/ReplayScreen';
import { DeckBuilder } from './decks/DeckBuilder';
import { DraftScreen } from './draft/DraftScreen';
import { useDecks } from './decks/deckStore';
import { Messages } from './Messages';

export function App() {
  const start = useStore((s) => s.start);
  const user = useStore((s) => s.user);
  const inGame = useStore((s) => s.game !== null);
  const inReplay = useStore((s) => s.replay !== null);
  const building = useDecks((s) => s.open);
  const drafting = useStore((s) => s.draft !== null);
  const connection = useStore((s) => s.connection);
  useEffect(() => start(), [start]);
  return (
    <div className="app" data-connection={connection}>
      {connection === 'offline' && (
        <div className="banner" role="status">
          Connection lost — reconnecting…
        </div>
      )}
      <Messages />
      {!user ? <SignIn /> : inGame ? <GameScreen /> : inReplay ? <ReplayScreen /> : drafting ? <DraftScreen /> : building ? <DeckBuilder /> : <Lobby />}
    </div>
  );
}
