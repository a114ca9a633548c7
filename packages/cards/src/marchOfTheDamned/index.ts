/** marchOfTheDamned cards: one import per card file (each with its test beside it). */
