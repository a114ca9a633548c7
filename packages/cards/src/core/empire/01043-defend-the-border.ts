import { atLeast, questTokenEachTurn, SELF, shield, tokensOn, unitOrSection } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

export default defineCard(import.meta.url, '01043', {
  text: 'Quest. While this quest holds 3 or more resource tokens, each turn the first point of damage about to hit your capital goes instead to another target unit or capital section (either player\'s). Quest. Forced: as your turn begins, add 1 resource token here if a unit quests here.',
  abilities: [
    // General errata: redirect effects act on damage that would be dealt (the timing of Toughness).
    shield({
      zone: 'quest',
      to: 'capital',
      amount: 1,
      limit: 'turn',
      if: atLeast(tokensOn(SELF), 3),
      redirect: unitOrSection({}, { label: 'unit or capital section to take the redirected damage' }),
    }),
    questTokenEachTurn(),
  ],
});
