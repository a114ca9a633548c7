/** Core Set highElf cards: one import per card file. */
