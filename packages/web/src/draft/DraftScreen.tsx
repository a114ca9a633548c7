/**
 * The Draft variant against the bot or a person: the pack (or the opponent's pack while counter-drafting, or
 * the cards Reinforcements looks at), cards selected by clicking then confirmed, the deck so far
 * with its suggested capital, the draft's log; at the end, the drafted decks are played.
 */
import { useEffect, useState } from 'react';
import { useStore } from '../net/store';
import { loadCatalogue, type Catalogue } from '../decks/catalogue';
import { cardFromRef } from '../game/catalogue';
import { Preview } from '../game/Preview';
import { useUi } from '../game/ui';

const PROMPTS = {
  pick: (n: number) => `Pick ${n} card${n === 1 ? '' : 's'} from your pack for your deck.`,
  counter: (_n: number, sabotage: boolean) => `Counter-draft 1 card from your opponent's pack (it leaves the draft)${sabotage ? ', or 2 by sacrificing a Sabotage' : ''}.`,
  reinforce: () => 'Reinforcements: take one of these cards into your deck.',
};

export function DraftScreen() {
  const d = useStore((s) => s.draft)!;
  const decide = useStore((s) => s.draftDecide);
  const play = useStore((s) => s.draftPlay);
  const close = useStore((s) => s.draftClose);
  const [cat, setCat] = useState<Catalogue | null>(null);
  const [chosen, setChosen] = useState<number[]>([]);
  const show = useUi((s) => s.show);
  // The preview: the card's facts and our description, from the server.
  const preview = (id: string) => void cardFromRef({ id: 0, owner: 0, name: '', def: id }).then((c) => c && show(c));
  useEffect(() => {
    loadCatalogue().then(setCat, () => undefined);
  }, []);
  // A new question: nothing chosen yet.
  useEffect(() => setChosen([]), [d]);
  const p = d.prompt;
  const offered = !p ? [] : p.kind === 'counter' ? (d.opponentPack ?? []) : p.kind === 'reinforce' ? p.cards : d.pack;
  const max = !p ? 0 : p.kind === 'counter' && p.sabotage ? 2 : p.count;
  const ready = !!p && (p.kind === 'counter' ? chosen.length >= 1 && chosen.length <= max : chosen.length === max);
  const name = (id: string) => cat?.byId.get(id)?.name ?? id;
  const toggle = (i: number) => setChosen(chosen.includes(i) ? chosen.filter((x) => x !== i) : chosen.length < max ? [...chosen, i] : max === 1 ? [i] : chosen);
  const confirm = () => {
    if (!p || !ready) return;
    const cards = chosen.map((i) => offered[i]!);
    void decide(p.kind === 'reinforce' ? { type: 'reinforce', card: cards[0]! } : { type: p.kind, cards });
  };
  const counts = new Map<string, number>();
  for (const id of d.deck) counts.set(id, (counts.get(id) ?? 0) + 1);

  return (
    <main className="draft" data-draft-round={d.round} data-draft-done={d.done ? 'true' : 'false'}>
      <header className="topbar">
        <h1>Draft ({d.side})</h1>
        <span>
          Round {Math.min(d.round, d.rounds)} of {d.rounds} · {d.done ? 'over' : d.step}
        </span>
        <span>
          Your deck {d.deck.length} cards · {d.opponent === null ? 'waiting for an opponent' : `${d.opponent === 'the bot' ? "the bot's" : `${d.opponent}'s`} ${d.opponentDeckSize}`}
        </span>
        <button type="button" onClick={close}>
          Leave the draft
        </button>
      </header>
      <div className="draft-grid">
        <section className="panel" aria-labelledby="offer-h">
          <h2 id="offer-h" data-testid="draft-question">
            {d.done ? 'The draft is over' : p ? PROMPTS[p.kind](p.count, p.sabotage) : d.opponent === null ? 'Waiting for an opponent: the draft is in the lobby’s open games.' : `Waiting for ${d.opponent}…`}
          </h2>
          {d.done ? (
            <button type="button" className="primary big" onClick={() => void play()}>
              Play the drafted decks against {d.opponent ?? 'the bot'}
            </button>
          ) : !p ? (
            <>
              <h3>Your pack</h3>
              <p className="muted">{d.pack.map(name).join(', ') || 'empty'}</p>
            </>
          ) : (
            <>
              <div className="draft-cards">
                {offered.map((id, i) => {
                  const c = cat?.byId.get(id);
                  return (
                    <button type="button" key={`${id}-${i}`} className={chosen.includes(i) ? 'card selected playable' : 'card playable'} aria-pressed={chosen.includes(i)} data-draft-card={id} onClick={() => toggle(i)} onMouseEnter={() => preview(id)} onFocus={() => preview(id)}>
                      <span className="card-name">{name(id)}</span>
                      <span className="card-type">
                        {c ? `${c.race} ${c.type}` : ''}
                        {c && c.cost !== null ? ` · cost ${c.cost}` : ''}
                      </span>
                      {c?.type === 'Unit' && (
                        <span className="card-stats">
                          {c.power} pow · {c.hitPoints} hp
                        </span>
                      )}
                    </button>
                  );
                })}
              </div>
              <button type="button" className="primary" onClick={confirm} disabled={!ready} data-testid="draft-confirm">
                {p?.kind === 'counter' ? 'Counter-draft' : p?.kind === 'reinforce' ? 'Take it' : 'Pick'} ({chosen.length}/{max})
              </button>
              {p?.kind === 'counter' && (
                <>
                  <h3>Your pack</h3>
                  <p className="muted">{d.pack.map(name).join(', ') || 'empty'}</p>
                </>
              )}
            </>
          )}
        </section>
        <section className="panel" aria-labelledby="drafted-h">
          <h2 id="drafted-h">Your deck ({d.deck.length})</h2>
          <p className="muted">Capital suggested by your cards: {d.capital}</p>
          <ul className="deck-list" data-testid="drafted">
            {[...counts.entries()]
              .sort((a, b) => name(a[0]).localeCompare(name(b[0])))
              .map(([id, n]) => (
                <li key={id}>
                  {n}× {name(id)}
                </li>
              ))}
          </ul>
          {d.counterDrafted.length > 0 && <p className="muted">Counter-drafted: {d.counterDrafted.map(name).join(', ')}</p>}
        </section>
        <div className="side">
          <Preview />
          <section className="panel log" aria-label="Draft log">
            <h3>Log</h3>
            <ol className="log-lines">
              {d.log.map((l, i) => (
                <li key={i}>{l}</li>
              ))}
            </ol>
          </section>
        </div>
      </div>
    </main>
  );
}
