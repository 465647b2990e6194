/**
 * `rp-assets lsp --stdio`: the language server over standard input and output (the only transport:
 * every LSP client can start a process and talk to it that way). bin/rp-assets.js hands the
 * command here, so the CLI face does not import this one. Nothing else may write to stdout: it
 * carries the protocol.
 */
import { createConnection, StreamMessageWriter } from 'vscode-languageserver/node';
import { toSlashes } from '../common/paths.js';
import { ResyncingMessageReader } from './frame-reader.js';
import { startServer } from './server.js';

export const LSP_HELP = `Usage: rp-assets lsp --stdio

Start the rp-assets language server on standard input and output, for an editor's LSP client.
It finds the project like \`rp-assets validate\` (rp-assets.config.yaml from the workspace
folder upwards, its roots and routing file) and reports the same diagnostics while you type.
Editor setups: docs/editor.md.

Options:
  --stdio       talk LSP over stdin/stdout (required)
  -h, --help    show this help
`;

export interface LspIo {
  readonly cwd: string;
  readonly stdout: (s: string) => void;
  readonly stderr: (s: string) => void;
}

/** Runs the server until the client exits it; returns an exit code only for a usage problem or `--help`. */
export function runLsp(argv: readonly string[], io: LspIo): number | null {
  if (argv.includes('--help') || argv.includes('-h')) {
    io.stdout(LSP_HELP);
    return 0;
  }
  const unknown = argv.filter((a) => a !== '--stdio');
  if (!argv.includes('--stdio') || unknown.length > 0) {
    const what = unknown.length > 0 ? `unknown argument ${unknown[0]}` : 'missing --stdio';
    io.stderr(`rp-assets lsp: ${what}\n\n${LSP_HELP}`);
    return 2;
  }
  const reader = new ResyncingMessageReader(process.stdin);
  // Garbage on the wire (a frame without Content-Length or with a wrong one, a body that is not
  // JSON) is dropped by the reader, which reads on from the next header (frames.ts); say so on
  // stderr (the client's log), never on stdout.
  reader.onError((e) => io.stderr(`rp-assets lsp: ignored a malformed message: ${e.message}\n`));
  // A client that goes away without `shutdown` and `exit` (killed, crashed) closes our stdin: end too.
  reader.onClose(() => {
    io.stderr('rp-assets lsp: the client closed the connection without exit; ending\n');
    process.exit(1);
  });
  const connection = createConnection(reader, new StreamMessageWriter(process.stdout));
  startServer(connection, { fallbackRoot: toSlashes(io.cwd) });
  return null;
}
