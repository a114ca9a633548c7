/** Core Set empire cards: one import per card file. */
