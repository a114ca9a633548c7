import { describe, expect, it } from 'vitest';
import { cardById, coreStarterDeck, RANDOM_NEUTRALS, STARTER_DECKS } from '../src/index.js';

describe('Core Set prebuilt decks', () => {
  it('hold every Core Set card of their race in the printed quantities, plus 10 neutral cards of their affiliation', () => {
    expect(STARTER_DECKS.map((d) => d.name)).toEqual(['dwarf', 'empire', 'orc', 'chaos']);
    for (const d of STARTER_DECKS) {
      const race = d.name === 'dwarf' ? 'Dwarf' : d.name === 'empire' ? 'Empire' : d.name === 'orc' ? 'Orc' : 'Chaos';
      const raceCards = d.cards.filter((id) => cardById(id)!.race === race);
      const neutrals = d.cards.filter((id) => cardById(id)!.race === 'Neutral');
      expect(raceCards.length + neutrals.length, d.name).toBe(d.cards.length);
      expect(neutrals).toHaveLength(RANDOM_NEUTRALS);
      expect(raceCards.filter((id) => id === '01001' || id === '01027' || id === '01056' || id === '01081').length).toBe(3);
      for (const id of new Set(raceCards)) expect(raceCards.filter((x) => x === id).length, `${d.name} ${id}`).toBe(cardById(id)!.quantity);
      for (const id of neutrals) {
        const aff = cardById(id)!.deck.affiliation;
        expect(!aff || aff === (d.name === 'dwarf' || d.name === 'empire' ? 'Order' : 'Destruction'), id).toBe(true);
        expect(neutrals.filter((x) => x === id).length).toBeLessThanOrEqual(cardById(id)!.quantity ?? 0);
      }
    }
  });

  it('draws the neutral cards with a seed: same seed, same deck', () => {
    expect(coreStarterDeck('Orc', 7)).toEqual(coreStarterDeck('Orc', 7));
    const seeds = [1, 2, 3, 4, 5].map((s) => coreStarterDeck('Orc', s).cards.slice(-RANDOM_NEUTRALS).sort().join());
    expect(new Set(seeds).size).toBeGreaterThan(1);
  });
});
