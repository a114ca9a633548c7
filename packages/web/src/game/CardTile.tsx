/**
 * One card on the table or in the hand. It lights up when the player has options about it;
 * clicking it takes its only option, or selects it so the action bar shows its choices. Hovering or
 * focusing it shows its preview.
 */
import type { ClientCard, ClientOption } from '@invasion/engine';
import { useStore } from '../net/store';
import { useUi } from './ui';

const KEYWORD_SHORT: Record<string, string> = { toughness: 'Tough', counterstrike: 'Counter', ambush: 'Ambush', raider: 'Raider', savage: 'Savage', feared: 'Feared', scout: 'Scout', limited: 'Limited', necromancy: 'Necro' };

export function keywordText(k: Record<string, number | true> | undefined): string {
  return Object.entries(k ?? {})
    .map(([name, v]) => `${KEYWORD_SHORT[name] ?? name}${v === true ? '' : ` ${v}`}`)
    .join(' · ');
}

export function cardTitle(c: ClientCard): string {
  if (c.name) return c.name;
  return c.dev ? 'Development (facedown)' : c.loc === 'hand' ? 'A card in hand' : 'Facedown card';
}

interface Props {
  card: ClientCard;
  options: ClientOption[] | undefined;
  /** Extra line under the name (questing, cost ...). */
  note?: string;
  small?: boolean;
}

export function CardTile({ card, options, note, small }: Props) {
  const act = useStore((s) => s.act);
  const acting = useStore((s) => s.acting !== null && s.acting === s.game?.view.stateId);
  const selected = useUi((s) => s.selected === card.id);
  const select = useUi((s) => s.select);
  const explain = useStore((s) => s.explain);
  const viewer = useStore((s) => s.game?.viewer);
  const show = useUi((s) => s.show);
  const playable = !!options && options.length > 0;
  const hidden = !card.name;
  const onClick = () => {
    show(card);
    // A card of yours with no option: say why (as the terminal's `why`).
    if (!playable && card.name && viewer !== 'spectator' && card.controller === viewer) void explain(card);
    if (!playable || acting) return;
    if (options.length === 1) {
      select(null);
      void act(options[0]!.key);
    } else select(selected ? null : card.id);
  };
  const classes = ['card', card.type ? `type-${card.type.toLowerCase()}` : '', hidden ? 'hidden' : '', card.faceDown && !hidden ? 'facedown' : '', playable ? 'playable' : '', selected ? 'selected' : '', card.corrupt ? 'corrupt' : '', card.attacking ? 'attacking' : '', card.defending ? 'defending' : '', small ? 'small' : ''];
  const stats = card.power !== undefined ? `${card.power} pow · ${card.remaining ?? card.hitPoints}/${card.hitPoints} hp` : '';
  const label = `${cardTitle(card)}${stats ? `, power ${card.power}, ${card.remaining} of ${card.hitPoints} hit points left` : ''}${card.damage ? `, ${card.damage} damage` : ''}${card.corrupt ? ', corrupt' : ''}${playable ? `, ${options.length === 1 ? options[0]!.label : `${options.length} options`}` : ''}`;
  return (
    <button
      type="button"
      className={classes.filter(Boolean).join(' ')}
      data-card-id={card.id}
      data-card-name={card.name ?? ''}
      data-playable={playable ? 'true' : undefined}
      aria-pressed={selected || undefined}
      aria-label={label}
      title={playable && options.length === 1 ? options[0]!.label : undefined}
      onClick={onClick}
      onMouseEnter={() => show(card)}
      onFocus={() => show(card)}
    >
      <span className="card-name">{cardTitle(card)}</span>
      {card.cost && <span className="card-cost" title="cost to you now">{card.cost.total}</span>}
      {stats && <span className="card-stats">{stats}</span>}
      {card.type && !stats && !small && <span className="card-type">{card.type}</span>}
      {card.keywords && Object.keys(card.keywords).length > 0 && !small && <span className="card-keywords">{keywordText(card.keywords)}</span>}
      <span className="card-badges">
        {card.damage > 0 && <span className="badge damage" title="damage">{card.damage} dmg</span>}
        {card.assigned > 0 && <span className="badge assigned" title="damage assigned">→{card.assigned}</span>}
        {card.tokens > 0 && <span className="badge tokens" title="resource tokens">{card.tokens} tok</span>}
        {card.corrupt && <span className="badge corrupt">corrupt</span>}
        {card.attacking && <span className="badge attacking">attacking</span>}
        {card.defending && <span className="badge defending">defending</span>}
      </span>
      {card.faceDown && !hidden && <span className="card-note">facedown (only you see it)</span>}
      {note && <span className="card-note">{note}</span>}
    </button>
  );
}
