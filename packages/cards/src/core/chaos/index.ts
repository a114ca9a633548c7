/** Core Set chaos cards: one import per card file. */
