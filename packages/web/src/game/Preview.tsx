/** The card under the pointer (or keyboard focus): our description, stats, keywords, traits, cost. Never printed text. */
import { cardTitle, keywordText } from './CardTile';
import { useStore } from '../net/store';
import { useUi } from './ui';

export function Preview() {
  const c = useUi((s) => s.preview);
  const viewer = useStore((s) => s.game?.viewer);
  const hasOption = useStore((s) => !!c && !!s.game?.view.options.some((o) => o.card === c.id));
  const explanation = useStore((s) => (s.explanation && s.explanation.card === c?.id && s.explanation.stateId === s.game?.view.stateId ? s.explanation : null));
  if (!c) return <aside className="preview muted" aria-label="Card preview">Point at a card to read it.</aside>;
  return (
    <aside className="preview" aria-label="Card preview" data-testid="preview">
      <h3>
        {cardTitle(c)}
        {c.unique ? ' ◆' : ''}
      </h3>
      {c.type && (
        <p className="muted">
          {[c.race, c.type, c.hero ? 'Hero' : ''].filter(Boolean).join(' · ')}
          {c.traits && c.traits.length > 0 ? ` — ${c.traits.join(', ')}` : ''}
        </p>
      )}
      {c.cost && (
        <p>
          Cost {c.cost.total} <span className="muted">(printed {c.cost.printed}, loyalty {c.cost.loyalty} − {c.cost.symbols} symbols{c.cost.modifiers ? `, ${c.cost.modifiers > 0 ? '+' : ''}${c.cost.modifiers} effects` : ''})</span>
        </p>
      )}
      {c.power !== undefined && (
        <p>
          Power {c.power} · hit points {c.remaining}/{c.hitPoints}
          {c.damage ? ` · ${c.damage} damage` : ''}
        </p>
      )}
      {c.legendPower && (
        <p>
          Legend power: kingdom {c.legendPower.kingdom}, quest {c.legendPower.quest}, battlefield {c.legendPower.battlefield}
        </p>
      )}
      {c.keywords && Object.keys(c.keywords).length > 0 && <p>Keywords: {keywordText(c.keywords)}</p>}
      {c.text ? <p className="card-text">{c.text}</p> : c.name ? <p className="muted">No description.</p> : null}
      {c.corrupt && <p>Corrupt.</p>}
      {c.tokens > 0 && <p>{c.tokens} resource tokens.</p>}
      {explanation && (
        <ul className="why" data-testid="why" aria-live="polite">
          {explanation.lines.map((l) => (
            <li key={l}>{l}</li>
          ))}
        </ul>
      )}
      {!explanation && !hasOption && c.name && viewer !== 'spectator' && c.controller === viewer && <p className="muted">No option now: click it to see why.</p>}
    </aside>
  );
}
