/** Whether this engine can play a deck: every card implemented, a capital, nothing left unread. */
import { isImplemented } from '@invasion/cards';
import { cardById } from './catalogue.js';

export interface UnimplementedCard {
  id: string;
  name: string;
  copies: number;
}

/** The distinct cards of a deck that the engine cannot play yet (with their number of copies), by id. */
export function unimplementedCards(cards: readonly string[]): UnimplementedCard[] {
  const counts = new Map<string, number>();
  for (const id of cards) if (!isImplemented(id)) counts.set(id, (counts.get(id) ?? 0) + 1);
  return [...counts].map(([id, copies]) => ({ id, name: cardById(id)?.name ?? '(unknown card)', copies })).sort((a, b) => a.id.localeCompare(b.id));
}

/** "3 titles (7 copies)". */
export function describeUnimplemented(missing: readonly UnimplementedCard[]): string {
  const copies = missing.reduce((t, m) => t + m.copies, 0);
  return `${missing.length} title${missing.length === 1 ? '' : 's'} (${copies} cop${copies === 1 ? 'y' : 'ies'})`;
}
