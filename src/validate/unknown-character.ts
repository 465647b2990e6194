/** `--character ID` names no active character: the caller's mistake, not a finding (CLI exit 2). */
import { closestCandidate } from '../common/closest-candidate.js';

export class UnknownCharacterError extends Error {
  override readonly name = 'UnknownCharacterError';
  /** The closest active character id, when one is close enough. */
  readonly suggestion: string | null;

  constructor(
    readonly id: string,
    /** Active character ids, sorted. */
    readonly known: readonly string[],
  ) {
    const suggestion = closestCandidate(id, known);
    super(
      `unknown character \`${id}\`` +
        (suggestion !== null
          ? `; did you mean \`${suggestion}\`?`
          : known.length > 0
            ? `; known: ${known.map((k) => `\`${k}\``).join(', ')}`
            : '; no characters were found'),
    );
    this.suggestion = suggestion;
  }
}
