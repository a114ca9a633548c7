/** Core Set neutral cards: one import per card file. */
