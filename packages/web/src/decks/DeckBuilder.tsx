/**
 * The deck builder: search and filter the catalogue (name or trait, race, type, set, cost,
 * implemented), add and remove copies (at most 3 of a card, enforced as you click), the capital and
 * format; the server's check after each change (legality against the tournament lists, what the
 * engine cannot play yet) with statistics (types, cost curve, power icons, loyalty); import any
 * decklist, export as text, save to the account — the lobby then offers the deck to play with.
 */
import { useEffect, useMemo, useState } from 'react';
import { loadCatalogue, NO_FILTERS, search, type Catalogue, type Filters } from './catalogue';
import { MAX_COPIES, useDecks } from './deckStore';
import { DeckSummary } from './DeckSummary';

export function DeckBuilder() {
  const d = useDecks();
  const [cat, setCat] = useState<Catalogue | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [importText, setImportText] = useState('');
  useEffect(() => {
    loadCatalogue().then(setCat, (e: unknown) => setFailed(String(e)));
  }, []);
  const results = useMemo(() => (cat ? search(cat.cards, filters) : []), [cat, filters]);
  const options = useMemo(() => {
    const uniq = (f: (c: Catalogue['cards'][number]) => string) => [...new Set((cat?.cards ?? []).map(f))].sort();
    return { races: uniq((c) => c.race), types: uniq((c) => c.type), packs: uniq((c) => c.packName) };
  }, [cat]);
  const set = (patch: Partial<Filters>) => setFilters({ ...filters, ...patch });
  const inDeck = Object.entries(d.counts)
    .map(([id, n]) => ({ card: cat?.byId.get(id), id, n }))
    .sort((a, b) => (a.card?.type ?? '').localeCompare(b.card?.type ?? '') || (a.card?.name ?? a.id).localeCompare(b.card?.name ?? b.id));
  const total = inDeck.reduce((s, x) => s + x.n, 0);

  return (
    <main className="decks">
      <header className="topbar">
        <h1>Deck builder</h1>
        <button type="button" className="primary" onClick={() => d.setOpen(false)}>
          Back to the lobby
        </button>
      </header>
      {failed && <p className="message error">{failed}</p>}
      <div className="decks-grid">
        <section className="panel" aria-labelledby="search-h">
          <h2 id="search-h">Catalogue</h2>
          <div className="filters">
            <input value={filters.text} onChange={(e) => set({ text: e.target.value })} placeholder="Name or trait" aria-label="Search by name or trait" />
            <select value={filters.race} onChange={(e) => set({ race: e.target.value })} aria-label="Race">
              <option value="">Any race</option>
              {options.races.map((r) => (
                <option key={r}>{r}</option>
              ))}
            </select>
            <select value={filters.type} onChange={(e) => set({ type: e.target.value })} aria-label="Type">
              <option value="">Any type</option>
              {options.types.map((r) => (
                <option key={r}>{r}</option>
              ))}
            </select>
            <select value={filters.pack} onChange={(e) => set({ pack: e.target.value })} aria-label="Set">
              <option value="">Any set</option>
              {options.packs.map((r) => (
                <option key={r}>{r}</option>
              ))}
            </select>
            <input value={filters.maxCost} onChange={(e) => set({ maxCost: e.target.value.replace(/\D/g, '') })} placeholder="Max cost" aria-label="Highest cost" inputMode="numeric" size={8} />
            <label>
              <input type="checkbox" checked={filters.implementedOnly} onChange={(e) => set({ implementedOnly: e.target.checked })} /> Playable here only
            </label>
          </div>
          {!cat && !failed && <p className="muted">Loading the catalogue…</p>}
          <table className="cards-table">
            <thead>
              <tr>
                <th>Card</th>
                <th>Type</th>
                <th>Race</th>
                <th title="cost / loyalty">Cost</th>
                <th title="power / hit points">P/HP</th>
                <th>In deck</th>
              </tr>
            </thead>
            <tbody>
              {results.map((c) => (
                <tr key={c.id} data-catalogue-id={c.id}>
                  <td>
                    {c.name}
                    {c.unique ? ' ◆' : ''} <span className="muted">{c.traits.join(', ')}</span>
                    {!c.implemented && <span className="muted"> (not playable here yet)</span>}
                  </td>
                  <td>{c.type}</td>
                  <td>{c.race}</td>
                  <td>
                    {c.cost ?? '–'}
                    {c.loyalty ? ` / ${c.loyalty}` : ''}
                  </td>
                  <td>{c.type === 'Unit' ? `${c.power ?? 0}/${c.hitPoints ?? 0}` : c.power ? `${c.power}` : ''}</td>
                  <td className="count-cell">
                    <button type="button" onClick={() => d.add(c.id, -1)} disabled={!d.counts[c.id]} aria-label={`Remove a ${c.name}`}>
                      −
                    </button>
                    <span>{d.counts[c.id] ?? 0}</span>
                    <button type="button" onClick={() => d.add(c.id, 1)} disabled={(d.counts[c.id] ?? 0) >= MAX_COPIES} aria-label={`Add a ${c.name}`}>
                      +
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {results.length >= 80 && <p className="muted">The first 80 matches: narrow the search.</p>}
        </section>
        <section className="panel" aria-labelledby="deck-h2">
          <h2 id="deck-h2">This deck ({total} cards)</h2>
          <div className="filters">
            <input value={d.name} onChange={(e) => d.setName(e.target.value)} placeholder="Deck name" aria-label="Deck name" maxLength={60} />
            <select value={d.capital ?? ''} onChange={(e) => d.setCapital(e.target.value || null)} aria-label="Capital">
              <option value="">No capital yet</option>
              {cat?.capitals.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
            <select value={d.format} onChange={(e) => d.setFormat(e.target.value as 'tournament' | 'casual')} aria-label="Deck format">
              <option value="tournament">Tournament</option>
              <option value="casual">Casual</option>
            </select>
            <button type="button" onClick={() => void d.save()} disabled={!d.name.trim() || !d.check?.text}>
              Save
            </button>
            <button type="button" onClick={d.clear} disabled={total === 0}>
              Clear
            </button>
          </div>
          <ul className="deck-list" data-testid="deck-list">
            {inDeck.map(({ card, id, n }) => (
              <li key={id}>
                <button type="button" onClick={() => d.add(id, -1)} aria-label={`Remove a ${card?.name ?? id}`}>
                  −
                </button>
                <button type="button" onClick={() => d.add(id, 1)} disabled={n >= MAX_COPIES} aria-label={`Add a ${card?.name ?? id}`}>
                  +
                </button>{' '}
                {n}× {card?.name ?? id} <span className="muted">{card?.type}</span>
              </li>
            ))}
          </ul>
          <DeckSummary />
        </section>
        <section className="panel" aria-labelledby="io-h">
          <h2 id="io-h">Import and export</h2>
          <label className="stack">
            Paste a decklist (as published, or OCTGN .o8d)
            <textarea value={importText} onChange={(e) => setImportText(e.target.value)} rows={8} aria-label="Decklist to import" />
          </label>
          <button type="button" onClick={() => void d.importList(importText)} disabled={!importText.trim()}>
            Import
          </button>
          <label className="stack">
            This deck as text
            <textarea readOnly value={d.check?.text ?? ''} rows={8} aria-label="This deck as text" />
          </label>
          <h3>Saved to your account</h3>
          <ul className="games">
            {d.saved.map((s) => (
              <li key={s.name} className="game-row">
                <span className="game-name">{s.name}</span>
                <button type="button" onClick={() => void d.edit(s)}>
                  Edit
                </button>
                <button type="button" onClick={() => void d.remove(s.name)}>
                  Delete
                </button>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </main>
  );
}
