/**
 * A game as one seat (or a spectator) sees it: the opponent's capital above, the chain and combat
 * in the middle, one's own capital and hand below, the question and its answers, the log and the
 * game's chat beside. Everything comes from the ClientView the server sent; every decision is one
 * of its options.
 */
import { useEffect, useMemo, type ReactNode } from 'react';
import type { ClientView, PlayerId } from '@invasion/engine';
import { useStore, type GameScreen as GameScreenState } from '../net/store';
import { Chat } from '../Chat';
import { ActionBar } from './ActionBar';
import { Capital } from './Capital';
import { CardTile } from './CardTile';
import { ClocksView } from './ClocksView';
import { DamagePanel } from './DamagePanel';
import { DiscardDialog } from './DiscardDialog';
import { Log } from './Log';
import { allCards, arrange } from './options';
import { Preview } from './Preview';
import { StopsMenu } from './StopsMenu';
import { Table } from './Table';
import { useAutoPass } from './useAutoPass';
import { useUi } from './ui';

const PHASES: Record<string, string> = { beginTurn: 'Beginning of the turn', kingdom: 'Kingdom phase', quest: 'Quest phase', capital: 'Capital phase', battlefield: 'Battlefield phase', endTurn: 'End of the turn', setup: 'Setup' };

function resultText(view: ClientView, seats: string[]): string {
  const r = view.result!;
  if (r.kind === 'win') return `${seats[r.winner] ?? `P${r.winner + 1}`} wins${view.viewer === r.winner ? ' — you win!' : view.viewer === 'spectator' ? '' : ' — you lose.'} (${r.reason})`;
  if (r.kind === 'draw') return `A draw (${r.reason}).`;
  return `The game stopped after ${r.turns} turns.`;
}

export function GameScreen() {
  return <GameBoard g={useStore((s) => s.game)!} />;
}

/** The screen for one game's state (a prop, so it renders the same from a test). */
export function GameBoard({ g, replayControls }: { g: GameScreenState; /** A replay: these controls instead of the game's, no chat. */ replayControls?: ReactNode }) {
  const concede = useStore((s) => s.concede);
  const undo = useStore((s) => s.undo);
  const answerUndo = useStore((s) => s.answerUndo);
  const leaveGame = useStore((s) => s.leaveGame);
  const select = useUi((s) => s.select);
  const view = g.result && !g.view.result ? { ...g.view, result: g.result } : g.view;
  const arranged = useMemo(() => arrange(view), [view]);
  const byId = useMemo(() => allCards(view), [view]);
  // A new question: what was selected for the last one means nothing now.
  useEffect(() => select(null), [view.stateId, select]);

  const me: PlayerId = view.viewer === 'spectator' ? 0 : view.viewer;
  const them: PlayerId = me === 0 ? 1 : 0;
  const mine = view.viewer !== 'spectator' && view.prompt?.player === view.viewer && view.options.length > 0;
  const { asking, passedAt } = useAutoPass(view, g.events, me, mine);
  const who = (p: PlayerId) => g.seats[p] ?? `P${p + 1}`;
  const waitingFor = view.prompt ? `Waiting for ${who(view.prompt.player)}: ${view.prompt.title}` : '';
  const hand = view.players[me].hand;
  const over = !!view.result;

  return (
    <main className="game" data-state-id={view.stateId} data-viewer={String(view.viewer)} data-mine={asking ? 'true' : 'false'} data-prompt-kind={view.prompt?.kind ?? ''} data-result={over ? view.result!.kind : ''} data-turn={view.turn}>
      <header className="topbar">
        <strong>
          Turn {view.turn} · {PHASES[view.phase] ?? view.phase}
          {view.combat ? ` · combat: ${view.combat.step}` : ''}
        </strong>
        <span>
          Active: {who(view.active)} · first player: {who(view.firstPlayer)}
        </span>
        {!replayControls && <ClocksView clocks={g.clocks} at={g.clocksAt} seats={g.seats} />}
        <span>{replayControls ? `Replay as ${view.viewer === 'spectator' ? 'a spectator' : `P${me + 1}`}` : view.viewer === 'spectator' ? 'You are watching' : `You are P${me + 1}`}</span>
        {replayControls}
        {!replayControls && !over && view.viewer !== 'spectator' && (
          <>
            <button type="button" onClick={() => void undo()}>
              Undo
            </button>
            <button type="button" onClick={() => window.confirm('Concede this game?') && void concede()}>
              Concede
            </button>
          </>
        )}
        {!replayControls && (over || view.viewer === 'spectator') && (
          <button type="button" className="primary" onClick={() => void leaveGame()}>
            Back to the lobby
          </button>
        )}
      </header>
      {over && (
        <div className="result" role="status" data-testid="result">
          {resultText(view, g.seats)}
        </div>
      )}
      {g.undoRequest && (
        <div className="message" role="alert">
          Your opponent asks to take back {g.undoRequest.decisions} decision(s).
          <button type="button" onClick={() => void answerUndo(true)}>
            Accept
          </button>
          <button type="button" onClick={() => void answerUndo(false)}>
            Refuse
          </button>
        </div>
      )}
      <div className="game-grid">
        <div className="board">
          <Capital player={view.players[them]} arranged={arranged} seatName={who(them)} connected={g.bots[them] ? null : (g.connected[them] ?? true)} you={false} />
          <Table view={view} arranged={arranged} byId={byId} />
          <Capital player={view.players[me]} arranged={arranged} seatName={who(me)} connected={g.bots[me] ? null : (g.connected[me] ?? true)} you={view.viewer !== 'spectator'} />
          {hand && (
            <section className="hand" aria-label="Your hand">
              <h3>Your hand ({hand.length})</h3>
              <div className="hand-cards">
                {hand.map((c) => (
                  <CardTile key={c.id} card={c} options={arranged.byCard.get(c.id)} />
                ))}
              </div>
            </section>
          )}
          {!replayControls && <DamagePanel view={view} byId={byId} />}
          {!replayControls && <ActionBar view={view} arranged={arranged} mine={mine} waitingFor={waitingFor} passedAt={passedAt} />}
        </div>
        <aside className="side">
          <Preview />
          {!replayControls && view.viewer !== 'spectator' && <StopsMenu />}
          <Log events={g.events} byId={byId} />
          {!replayControls && <Chat lines={g.chat} label="Game chat" />}
        </aside>
      </div>
      <DiscardDialog players={view.players} arranged={arranged} />
    </main>
  );
}
