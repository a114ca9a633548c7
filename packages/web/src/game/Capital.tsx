/**
 * One player's capital: his counts (resources, deck, hand, discard — browsable), the legend, and the
 * three zones with their hit points, power, burning, units and supports (attachments on their
 * hosts), quests with the unit questing on them, and facedown developments with their count.
 */
import type { ClientCard, ClientOption, ClientPlayer, ClientZone, ZoneName } from '@invasion/engine';
import { useStore } from '../net/store';
import { CardTile } from './CardTile';
import { type Arranged, ZONE_NAMES } from './options';
import { useUi } from './ui';

const ZONE_TITLES: Record<ZoneName, string> = { kingdom: 'Kingdom', quest: 'Quest', battlefield: 'Battlefield' };

function zoneButtonText(o: ClientOption): string {
  const d = o.decision;
  switch (d.type) {
    case 'attack':
      return 'Attack this zone';
    case 'play':
      // Paying the card's own alternative cost instead (Tunnel Fighter): a second button, told apart.
      return d.alt === 1 ? 'Play here (alternative cost)' : 'Play here';
    case 'develop':
      return 'Develop here';
    case 'assign':
      return `Assign ${d.amount}`;
    default:
      return 'Choose';
  }
}

function CardWithAttachments({ card, byId, arranged, note }: { card: ClientCard; byId: Map<number, ClientCard>; arranged: Arranged; note?: string }) {
  return (
    <div className="host">
      <CardTile card={card} options={arranged.byCard.get(card.id)} {...(note ? { note } : {})} />
      {card.attachments.length > 0 && (
        <div className="attachments" aria-label={`attached to ${card.name ?? 'a card'}`}>
          {card.attachments.map((id) => {
            const a = byId.get(id);
            return a ? <CardTile key={id} card={a} options={arranged.byCard.get(id)} small note="attached" /> : null;
          })}
        </div>
      )}
    </div>
  );
}

function Zone({ player, zone, z, arranged, selectedOptions }: { player: ClientPlayer; zone: ZoneName; z: ClientZone; arranged: Arranged; selectedOptions: ClientOption[] }) {
  const act = useStore((s) => s.act);
  const select = useUi((s) => s.select);
  const byId = new Map(z.cards.map((c) => [c.id, c]));
  const top = z.cards.filter((c) => c.attachedTo === null || !byId.has(c.attachedTo));
  const developments = top.filter((c) => c.dev && c.faceDown);
  const quests = top.filter((c) => c.type === 'Quest' && !c.faceDown);
  const questingOn = new Map<number, ClientCard[]>();
  for (const c of top) if (c.questing !== null) questingOn.set(c.questing, [...(questingOn.get(c.questing) ?? []), c]);
  const others = top.filter((c) => !developments.includes(c) && !quests.includes(c) && !(c.questing !== null && byId.has(c.questing)));
  const zoneOptions = [...(arranged.byZone.get(`${player.id}:${zone}`) ?? []), ...selectedOptions.filter((o) => o.decision.zone === zone && o.decision.type !== 'attack')];
  return (
    <section className={`zone zone-${zone}${z.burning ? ' burning' : ''}${zoneOptions.length ? ' targetable' : ''}`} data-zone={zone} data-player={player.id} aria-label={`${ZONE_TITLES[zone]} of P${player.id + 1}`}>
      <header className="zone-head">
        <strong>{ZONE_TITLES[zone]}</strong>
        <span className="zone-hp" title="hit points left / total">
          {z.burning ? 'BURNING' : `${z.remaining}/${z.hitPoints} hp`}
        </span>
        <span title="power">{z.power} power</span>
        {z.damage > 0 && !z.burning && <span className="badge damage">{z.damage} dmg</span>}
        {zoneOptions.map((o) => (
          <button
            type="button"
            key={o.key}
            className="zone-action"
            data-key={o.key}
            title={o.label}
            onClick={() => {
              select(null);
              void act(o.key);
            }}
          >
            {zoneButtonText(o)}
          </button>
        ))}
      </header>
      <div className="zone-cards">
        {others.map((c) => (
          <CardWithAttachments key={c.id} card={c} byId={byId} arranged={arranged} />
        ))}
        {quests.map((q) => (
          <div className="quest" key={q.id}>
            <CardWithAttachments card={q} byId={byId} arranged={arranged} note={q.tokens ? `${q.tokens} tokens` : 'no questing unit'} />
            {(questingOn.get(q.id) ?? []).map((u) => (
              <CardWithAttachments key={u.id} card={u} byId={byId} arranged={arranged} note={`questing on ${q.name}`} />
            ))}
          </div>
        ))}
      </div>
      <div className="developments" aria-label={`${z.developments} developments`}>
        <span className="muted">{z.developments} development{z.developments === 1 ? '' : 's'}</span>
        {developments.map((c) => (
          <CardTile key={c.id} card={c} options={arranged.byCard.get(c.id)} small />
        ))}
      </div>
    </section>
  );
}

export function Capital({ player, arranged, seatName, connected, you }: { player: ClientPlayer; arranged: Arranged; seatName: string; connected: boolean | null; you: boolean }) {
  const openDiscard = useUi((s) => s.openDiscard);
  const selected = useUi((s) => s.selected);
  const selectedOptions = you && selected !== null ? (arranged.byCard.get(selected) ?? []) : [];
  const legendCards = new Map(player.legendAttachments.map((c) => [c.id, c]));
  return (
    <section className={`capital${you ? ' mine' : ''}`} data-player={player.id} aria-label={`P${player.id + 1}: ${seatName}`}>
      <header className="capital-head">
        <strong>
          P{player.id + 1} · {seatName}
          {you ? ' (you)' : ''}
        </strong>
        {connected !== null && <span className={connected ? 'dot on' : 'dot off'} title={connected ? 'connected' : 'not connected'} role="img" aria-label={connected ? 'connected' : 'not connected'} />}
        <span>{player.capitalName}</span>
        <span data-testid={`resources-${player.id}`}>{player.resources} resources</span>
        <span>deck {player.deckCount}</span>
        <span>hand {player.handCount}</span>
        <button type="button" onClick={() => openDiscard(player.id)} data-testid={`discard-${player.id}`}>
          discard {player.discard.length}
        </button>
        <span title="zones this player must burn to win">burn {player.zonesToWin} to win</span>
      </header>
      <div className={player.legend ? 'zones with-legend' : 'zones'}>
        {player.legend && (
          <div className="legend">
            <span className="muted">Legend</span>
            <CardWithAttachments card={player.legend} byId={legendCards} arranged={arranged} />
          </div>
        )}
        {ZONE_NAMES.map((z) => (
          <Zone key={z} player={player} zone={z} z={player.zones[z]} arranged={arranged} selectedOptions={selectedOptions} />
        ))}
      </div>
      {player.deckTop && (
        <div className="decktop">
          <span className="muted">Top of the deck (revealed)</span>
          <CardTile card={player.deckTop} options={arranged.byCard.get(player.deckTop.id)} />
        </div>
      )}
    </section>
  );
}
