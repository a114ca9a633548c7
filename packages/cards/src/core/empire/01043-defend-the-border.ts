import { atLeast, OPPONENT, questTokenEachTurn, SELF, shield, tokensOn, unitOrSection } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

export default defineCard(import.meta.url, '01043', {
  text: 'Quest. While this quest holds 3 or more resource tokens, each turn the first point of damage about to hit your capital goes instead to a target unit (any player\'s) or to a target section of an opposing capital. Quest. Forced: as your turn begins, add 1 resource token here if a unit quests here.',
  abilities: [
    // General errata: redirect effects act on damage that would be dealt (the timing of Toughness).
    // "Another ... capital": a capital other than the one the damage was headed for (an opponent's),
    // not another section of your own; any unit may take it.
    shield({
      zone: 'quest',
      to: 'capital',
      amount: 1,
      limit: 'turn',
      if: atLeast(tokensOn(SELF), 3),
      redirect: unitOrSection({}, { whose: OPPONENT, label: 'unit or opposing capital section to take the redirected damage' }),
    }),
    questTokenEachTurn(),
  ],
});
