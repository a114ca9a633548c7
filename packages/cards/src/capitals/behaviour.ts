/**
 * Capital boards as the engine plays them: the catalogue's facts (capitals.ts) plus the Hidden
 * Kingdoms boards' effects, each in its own file.
 */
import type { CapitalDef } from '@invasion/engine';
import { CAPITAL_BOARDS } from '../capitals.js';
// The Lizardmen board's effect is a forced effect registered by its own file.
import './lizardmen.js';
import { skavenBoard } from './skaven.js';
import { undeadBoard } from './undead.js';
import { woodElfBoard } from './woodElf.js';

const EFFECTS: Record<string, Partial<CapitalDef>> = {
  'wood-elf': woodElfBoard,
  skaven: skavenBoard,
  undead: undeadBoard,
};

export const CAPITAL_DEFS: readonly CapitalDef[] = CAPITAL_BOARDS.map((b) => ({
  id: b.id,
  name: b.name,
  race: b.race,
  affiliation: b.affiliation,
  symbols: b.symbols,
  basePower: b.basePower,
  zoneHitPoints: b.zoneHitPoints,
  ...(EFFECTS[b.id] ?? {}),
}));
