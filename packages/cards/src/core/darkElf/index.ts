/** Core Set darkElf cards: one import per card file. */
