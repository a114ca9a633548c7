/**
 * A finished game stepped through (server `replay:step`), from a seat the player held or as a
 * spectator: the same board, read-only, after each decision; buttons, a slider, and ←/→ keys.
 */
import { useEffect } from 'react';
import { useStore } from '../net/store';
import { GameBoard } from '../game/GameScreen';

const typing = (t: EventTarget | null) => t instanceof HTMLElement && (t.tagName === 'INPUT' || t.tagName === 'TEXTAREA' || t.tagName === 'SELECT');

export function ReplayScreen() {
  const rp = useStore((s) => s.replay)!;
  const step = useStore((s) => s.stepReplay);
  const stepBy = useStore((s) => s.stepReplayBy);
  const close = useStore((s) => s.closeReplay);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (typing(e.target)) return;
      if (e.key === 'ArrowRight') void stepBy(1);
      if (e.key === 'ArrowLeft') void stepBy(-1);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [stepBy]);
  const g = { gameId: rp.gameId, viewer: rp.viewer, view: rp.view, events: rp.events, next: rp.events.length, result: rp.step === rp.steps ? rp.result : null, seats: rp.seats, bots: [false, false], connected: [true, true], chat: [], undoRequest: null, clocks: null, clocksAt: 0 };
  const controls = (
    <span className="replay-controls" data-testid="replay-controls" data-step={rp.step}>
      <button type="button" onClick={() => void step(0)} disabled={rp.step === 0}>
        « First
      </button>
      <button type="button" onClick={() => void stepBy(-1)} disabled={rp.step === 0}>
        ◀ Back
      </button>
      <input type="range" min={0} max={rp.steps} value={rp.step} onChange={(e) => void step(Number(e.target.value))} aria-label="Decision" />
      <button type="button" onClick={() => void stepBy(1)} disabled={rp.step === rp.steps}>
        Forward ▶
      </button>
      <button type="button" onClick={() => void step(rp.steps)} disabled={rp.step === rp.steps}>
        Last »
      </button>
      <span>
        Decision {rp.step} of {rp.steps}
      </span>
      <button type="button" className="primary" onClick={close}>
        Back to the lobby
      </button>
    </span>
  );
  return <GameBoard g={g} replayControls={controls} />;
}
