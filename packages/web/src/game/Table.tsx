/** The middle of the table: the chain as a stack (last link on top, resolves first), the combat, revealed cards, lasting effects. */
import type { ClientCard, ClientTarget, ClientView } from '@invasion/engine';
import { CardTile } from './CardTile';
import type { Arranged } from './options';

const P = (p: number) => `P${p + 1}`;

function targetText(t: ClientTarget, byId: Map<number, ClientCard>): string {
  if ('zone' in t) return `${P(t.player)}'s ${t.zone}`;
  return t.name ?? byId.get(t.card)?.name ?? 'a facedown card';
}

export function Table({ view, arranged, byId }: { view: ClientView; arranged: Arranged; byId: Map<number, ClientCard> }) {
  const links = [...view.chain].reverse();
  const c = view.combat;
  return (
    <section className="table-middle" aria-label="The chain and the combat">
      <div className="chain" aria-label="Chain">
        <h3>Chain {view.chain.length ? `(${view.chain.length}; the top resolves first)` : '— empty'}</h3>
        <ol className="chain-links" reversed>
          {links.map((l) => (
            <li key={l.index} className={l.cancelled ? 'cancelled' : ''} data-chain-index={l.index}>
              <span className="muted">
                {P(l.player)} {l.kind === 'play' || l.ability === 'play' ? 'plays' : l.kind === 'develop' ? 'develops' : `uses (${l.ability ?? 'ability'})`}
                {l.zone ? ` into ${l.zone}` : ''}
                {l.x ? ` X=${l.x}` : ''}
              </span>
              <CardTile card={l.card} options={arranged.byCard.get(l.card.id)} small />
              {l.targets.length > 0 && <span className="targets">→ {l.targets.map((t) => targetText(t, byId)).join(', ')}</span>}
              {l.cancelled && <span className="badge">cancelled</span>}
            </li>
          ))}
        </ol>
      </div>
      {c && (
        <div className="combat" aria-label="Combat">
          <h3>
            Combat: {P(c.attacker)} attacks {P(c.defender)}'s {c.zone}
            {c.legend !== null ? ` (legend ${byId.get(c.legend)?.name ?? ''})` : ''} · {c.step}
          </h3>
          <p>Attackers: {c.attackers.map((id) => byId.get(id)?.name ?? 'a card').join(', ') || 'none yet'}</p>
          <p>Defenders: {c.defenders.map((id) => byId.get(id)?.name ?? 'a card').join(', ') || 'none yet'}</p>
        </div>
      )}
      {view.revealed.length > 0 && (
        <div className="revealed">
          <h3>Revealed</h3>
          {view.revealed.map((r) => (
            <CardTile key={r.id} card={r} options={arranged.byCard.get(r.id)} small />
          ))}
        </div>
      )}
      {view.effects.length > 0 && (
        <details className="effects">
          <summary>Lasting effects ({view.effects.length})</summary>
          <ul>
            {view.effects.map((e, i) => (
              <li key={i}>
                {e.card !== null ? `${byId.get(e.card)?.name ?? 'a card'}: ` : ''}
                {e.text} <span className="muted">({e.until})</span>
              </li>
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}
