/** A problem with how the command was called (exit 2): bad option, unknown character, unreadable config. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}
