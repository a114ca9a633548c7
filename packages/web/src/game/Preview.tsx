/** The card under the pointer (or keyboard focus): our description, stats, keywords, traits, cost. Never printed text. */
import { cardTitle, keywordText } from './CardTile';
import { useStore } from '../net/store';
import { useUi } from './ui';
import { imageOf, useImages } from './images';

export function Preview() {
  const c = useUi((s) => s.preview);
  const viewer = useStore((s) => s.game?.viewer);
  const hasOption = useStore((s) => !!c && !!s.game?.view.options.some((o) => o.card === c.id));
  const explanation = useStore((s) => (s.explanation && s.explanation.card === c?.id && s.explanation.stateId === s.game?.view.stateId ? s.explanation : null));
  const images = useImages();
  if (!c)
    return (
      <aside className="preview muted" aria-label="Card preview">
        Point at a card to read it.
        <ImagesFolder />
      </aside>
    );
  const image = imageOf(images, c);
  return (
    <aside className="preview" aria-label="Card preview" data-testid="preview">
      <h3>
        {cardTitle(c)}
        {c.unique ? ' ◆' : ''}
      </h3>
      {image && <img className="card-image" src={image} alt={c.name ?? 'card'} data-testid="card-image" />}
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
      <ImagesFolder />
    </aside>
  );
}

/** Pick a folder of card images one owns: the preview shows them (images.ts). */
function ImagesFolder() {
  const load = useImages((s) => s.load);
  const count = useImages((s) => s.byId.size + s.byName.size);
  return (
    <details className="images-folder">
      <summary>Card images{count ? ` (${count})` : ''}</summary>
      <label>
        A folder of your own card images (files named by card id or name)
        <input type="file" accept="image/*" multiple ref={(el) => el?.setAttribute('webkitdirectory', '')} onChange={(e) => e.target.files && load(e.target.files)} aria-label="Card images folder" />
      </label>
    </details>
  );
}
