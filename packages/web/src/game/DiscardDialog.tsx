/** A discard pile, browsable (top card last), as a modal dialog that Escape closes. */
import { useEffect, useRef } from 'react';
import type { ClientPlayer } from '@invasion/engine';
import { CardTile } from './CardTile';
import type { Arranged } from './options';
import { useUi } from './ui';

export function DiscardDialog({ players, arranged }: { players: ClientPlayer[]; arranged: Arranged }) {
  const open = useUi((s) => s.discardOpen);
  const close = useUi((s) => s.openDiscard);
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (open !== null && !d.open) d.showModal();
    if (open === null && d.open) d.close();
  }, [open]);
  const p = open === null ? null : players[open]!;
  return (
    <dialog ref={ref} className="discard-dialog" onClose={() => close(null)} aria-label="Discard pile">
      {p && (
        <>
          <h3>
            P{p.id + 1}'s discard pile ({p.discard.length})
          </h3>
          <div className="discard-cards">
            {p.discard.length === 0 && <p className="muted">Empty.</p>}
            {p.discard.map((c) => (
              <CardTile key={c.id} card={c} options={arranged.byCard.get(c.id)} small />
            ))}
          </div>
          <button type="button" onClick={() => close(null)}>
            Close
          </button>
        </>
      )}
    </dialog>
  );
}
