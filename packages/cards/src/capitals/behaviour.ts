/**
 * Capital boards as the engine plays them: the catalogue's facts (capitals.ts) plus the Hidden
 * Kingdoms boards' effects in the card language, each in its own file.
 */
import type { CapitalDef } from '@invasion/engine';
import { CAPITAL_BOARDS } from '../capitals.js';
import { lizardmenAbilities } from './lizardmen.js';
import { skavenAbilities } from './skaven.js';
import { undeadSetup } from './undead.js';
import { woodElfSetup } from './woodElf.js';

const EFFECTS: Record<string, Pick<CapitalDef, 'abilities' | 'setup'>> = {
  lizardmen: { abilities: lizardmenAbilities },
  skaven: { abilities: skavenAbilities },
  'wood-elf': { setup: woodElfSetup },
  undead: { setup: undeadSetup },
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
