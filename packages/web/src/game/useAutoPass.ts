/**
 * Passes for the player where no stop applies (stops.ts), once per question, and collects where it
 * did so, to say it when he is next asked. Returns whether he is being asked now.
 */
import { useEffect, useRef, useState } from 'react';
import type { ClientEvent, ClientView, PlayerId } from '@invasion/engine';
import { useStore } from '../net/store';
import { autoPass, chainSignature, opponentActed, type StopName } from './stops';
import { useStops } from './StopsMenu';

export function useAutoPass(view: ClientView, events: readonly ClientEvent[], me: PlayerId, mine: boolean): { asking: boolean; passedAt: StopName[] } {
  const act = useStore((s) => s.act);
  const stops = useStops((s) => s.stops);
  // Where the player last looked: the events and the chain he was shown at his last question.
  const look = useRef({ events: events.length, chain: chainSignature(view) });
  const decided = useRef<{ stateId: number; pass: ReturnType<typeof autoPass> } | null>(null);
  const pending = useRef<StopName[]>([]);
  const [passedAt, setPassedAt] = useState<StopName[]>([]);

  // Decided once per state (a re-render must not decide again with the look already moved on).
  if (decided.current?.stateId !== view.stateId) {
    let pass: ReturnType<typeof autoPass> = null;
    // Fewer events than last time: the game was taken back (undo); the player is asked there.
    const rewound = events.length < look.current.events;
    if (rewound) look.current = { events: events.length, chain: chainSignature(view) };
    if (mine && !rewound) {
      const acted = opponentActed(view, me, events.slice(look.current.events), look.current.chain);
      pass = autoPass(view, me, acted, stops);
      look.current = { events: events.length, chain: chainSignature(view) };
    }
    decided.current = { stateId: view.stateId, pass };
  }
  const pass = decided.current.pass;

  useEffect(() => {
    if (pass) {
      pending.current.push(pass.where);
      void act(pass.pass.key, true);
    } else if (mine) {
      setPassedAt(pending.current);
      pending.current = [];
    }
    // Once per state: `pass` and `mine` follow from it.
  }, [view.stateId]);

  return { asking: mine && !pass, passedAt };
}
