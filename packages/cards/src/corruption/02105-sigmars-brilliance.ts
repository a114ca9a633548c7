import { action, anyCard, atLeast, choice, choose, chosen, exists, ifThen, move, pickedCount, support, unit, YOU, zoneFor, type CardFilter, type CardRef, type Effect } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

/** Your units and support cards (attachments move with their hosts), not in `except`. */
const yours = (except: readonly CardRef[]): CardFilter => anyCard({ controller: YOU, or: [unit(), support({ notTrait: 'Attachment' })], ...(except.length > 0 ? { not: except } : {}) });

/** More moves than any board holds cards: "any number of them". */
const MOST = 40;

/**
 * Move i: pick one of your cards not moved yet (or pass: done), then a new zone of yours for it
 * (never an opponent's: FAQ; not where it would be a second Hero), it moves, and the next move follows.
 */
function moves(i: number, moved: readonly CardRef[]): Effect[] {
  if (i >= MOST) return [];
  const card = `card${i}`;
  const zone = `zone${i}`;
  return [
    choice(card, choose(yours(moved), { min: 0, max: 1, label: 'unit or support card to move (pass when done)' })),
    ifThen(atLeast(pickedCount(card), 1), [choice(zone, zoneFor(chosen(card))), move(chosen(card), { chosen: zone }), ...moves(i + 1, [...moved, chosen(card)])]),
  ];
}

export default defineCard(import.meta.url, '02105', {
  text: "Epic Spell. Action: reorganise your board: one after another, as many of your own units and support cards as you like each move once to another of your zones (never an opponent's: FAQ).",
  abilities: [action({ canResolve: exists(yours([])), effect: moves(0, []) })],
});
