import type { WriteStream } from 'node:tty';

/** What a CLI command may touch of its environment: injected, so commands are testable in-process. */
export interface CliIo {
  /** Absolute working directory; relative paths in arguments are resolved against it. */
  readonly cwd: string;
  stdout(text: string): void;
  stderr(text: string): void;
  readonly env: { readonly [name: string]: string | undefined };
  /** Whether stdout is a terminal (colour by default); absent means no. */
  readonly isTTY?: boolean;
  /** stderr when it is a terminal (the live progress line draws on it); absent otherwise. */
  readonly stderrTerminal?: WriteStream;
}

/** A sub-command: argv after the command name; returns the exit code (0 ok, 1 findings, 2 usage). */
export type Command = (argv: readonly string[], io: CliIo) => Promise<number>;

export { EXIT_FINDINGS, EXIT_OK } from '../diagnostics/fail-on.js';
export const EXIT_USAGE = 2;
