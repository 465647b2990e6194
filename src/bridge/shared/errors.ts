/** Why an input cannot be imported: one clear sentence, with the line and column when there is one. */
export class BridgeInputError extends Error {
  readonly line: number | null;
  readonly column: number | null;
  constructor(message: string, line: number | null = null, column: number | null = null) {
    super(message);
    this.name = 'BridgeInputError';
    this.line = line;
    this.column = column;
  }
}

/** The largest input file the importer reads (a card PNG with its art, or a large World Info file). */
export const MAX_INPUT_BYTES = 64 * 1024 * 1024;
