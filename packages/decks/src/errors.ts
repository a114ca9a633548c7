/** The error thrown when a whole file cannot be read as a decklist. */

/** Codes of problems that mean the file itself could not be read (nothing in it was judged). */
export type FileProblemCode = 'unreadable-file' | 'binary-file' | 'too-large' | 'bad-xml' | 'empty-deck';

export class DeckFileError extends Error {
  constructor(
    readonly code: FileProblemCode,
    message: string,
  ) {
    super(message);
  }
}
