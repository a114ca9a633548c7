/** The server's check of the deck: legal or why not, what cannot be played here yet, statistics. */
import { useDecks } from './deckStore';

export function DeckSummary() {
  const check = useDecks((s) => s.check);
  const format = useDecks((s) => s.format);
  if (!check) return null;
  const s = check.stats;
  const curve = Object.entries(s.costCurve);
  const peak = Math.max(1, ...curve.map(([, n]) => n));
  return (
    <div className="deck-summary" data-testid="deck-summary">
      <p className={check.legal ? 'legal' : 'illegal'} data-testid="legality">
        {check.legal ? `Legal (${format}).` : `Not legal (${format}):`}
      </p>
      {check.problems.length > 0 && (
        <ul className="problems">
          {check.problems.map((p, i) => (
            <li key={i}>{p.message}</li>
          ))}
        </ul>
      )}
      {check.warnings.length > 0 && (
        <ul className="muted">
          {check.warnings.map((p, i) => (
            <li key={i}>{p.message}</li>
          ))}
        </ul>
      )}
      {check.unimplemented.length > 0 && <p className="illegal">Not playable here yet: {check.unimplemented.map((u) => `${u.copies}× ${u.name}`).join(', ')}</p>}
      {check.capitalReason && <p className="muted">{check.capitalReason}</p>}
      <p>
        {Object.entries(s.byType)
          .map(([t, n]) => `${n} ${t}`)
          .join(' · ')}
      </p>
      <p>
        Power icons {s.power.total} (units {s.power.units}, supports {s.power.supports}) · loyalty {s.loyalty.total} · average cost {s.averageCost.toFixed(1)}
      </p>
      <div className="curve" role="img" aria-label={`Cost curve: ${curve.map(([c, n]) => `${n} at ${c}`).join(', ')}`}>
        {curve.map(([c, n]) => (
          <div key={c} className="bar">
            <span style={{ height: `${(n / peak) * 4}rem` }} />
            <small>
              {c}: {n}
            </small>
          </div>
        ))}
      </div>
    </div>
  );
}
