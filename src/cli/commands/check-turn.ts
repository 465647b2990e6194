/**
 * `rp-assets check-turn --args FILE --transcript FILE`: check `roleplay_finalize_turn` arguments
 * against schema v2 and the turn's final user and assistant text. Prints diagnostics like
 * `validate` (same formats and exit codes); the JSON output adds `changes`. Reference: docs/turn.md.
 */
import type { AssetGraph } from '../../assets/model.js';
import type { FileSystem } from '../../common/fs.js';
import { nodeFileSystem } from '../../node/node-fs.js';
import { formatReport } from '../../report/format/index.js';
import { checkTurn } from '../../turn/index.js';
import type { JsonFile } from '../../turn/index.js';
import type { Report } from '../../report/report.js';
import { summarize } from '../../validate/summarize.js';
import { cwdFileSystem, displayPath } from '../../common/cwd-fs.js';
import { readNamedFile } from '../../common/read-named-file.js';
import type { CliIo, Command } from '../io.js';
import { EXIT_OK } from '../io.js';
import { exitCodeFor, parseCommonOptions, printUsageError, UsageError } from '../options.js';
import { optionFileMissing, optionFileNotAFile, optionFileRefused, required } from '../usage-messages.js';

/** A turn's args or transcript above this is refused unread (a transcript is text, not media). */
const MAX_TURN_FILE_BYTES = 64 * 1024 * 1024;

export const CHECK_TURN_HELP = `Usage: rp-assets check-turn --args FILE --transcript FILE [options]

Check roleplay_finalize_turn arguments against schema v2 (schemas/finalize-turn.v2.json) and
the turn's transcript: every evidence quote must be a verbatim substring of the final user or
assistant text. The transcript is JSON: { "messages": [{ "role": "user" | "assistant", "content": "..." }] }.

Options:
  --args FILE             the tool-call arguments (JSON)
  --transcript FILE       the transcript (JSON)
  --config FILE           config file (default: rp-assets.config.yaml, looked for in the working
                          directory, then each parent up to the repository root)
  --format FORMAT         text | json | sarif | github (default: text); json adds "changes"
  --locale LOCALE         zh-CN | en (default: the config's locale, else zh-CN)
  --fail-on LEVEL         error | warning | hint | never (default: error)
  --no-color              no ANSI colours (also: NO_COLOR=1)
  -h, --help              show this help

Exit codes: 0 nothing reaches --fail-on, 1 something does, 2 usage error or unreadable file.
`;

const OPTIONS = { args: { type: 'string' }, transcript: { type: 'string' } } as const;

const NO_ASSETS: AssetGraph = { roots: [], characters: [], worlds: [], entries: [], overrides: [], diagnostics: [] };

async function readInput(fs: FileSystem, option: string, value: unknown, cwd: string): Promise<JsonFile> {
  if (typeof value !== 'string' || value === '') throw new UsageError(required(`--${option} FILE`));
  const file = displayPath(value, cwd);
  // refused before a byte is read: missing, a folder, a FIFO or device, over the limit, in `.git/`
  const read = await readNamedFile(file, fs, MAX_TURN_FILE_BYTES);
  if (read.ok) return { file, bytes: read.bytes };
  if (read.reason === 'missing') throw new UsageError(optionFileMissing(option, file));
  if (read.reason === 'directory' || read.reason === 'special-file')
    throw new UsageError(optionFileNotAFile(option, file));
  throw new UsageError(optionFileRefused(option, file, read.reason, MAX_TURN_FILE_BYTES));
}

export const run: Command = async (argv, io) => runCheckTurn(argv, io, cwdFileSystem(nodeFileSystem(), io.cwd));

/** The command with an injected file system (tests pass a memory tree). */
export async function runCheckTurn(argv: readonly string[], io: CliIo, fs: FileSystem): Promise<number> {
  try {
    const parsed = await parseCommonOptions(argv, io, fs, OPTIONS);
    if (parsed.help) {
      io.stdout(CHECK_TURN_HELP);
      return EXIT_OK;
    }
    const { common } = parsed;
    const args = await readInput(fs, 'args', parsed.values.args, io.cwd);
    const transcript = await readInput(fs, 'transcript', parsed.values.transcript, io.cwd);
    const result = checkTurn(args, transcript);
    const diagnostics = [...common.configDiagnostics, ...result.diagnostics];
    const report: Report = { summary: summarize(NO_ASSETS, diagnostics, 0), diagnostics, assets: NO_ASSETS };
    io.stdout(
      formatReport(report, {
        format: common.format,
        locale: common.locale,
        color: common.color,
        showAssets: false,
        anchorFile: args.file,
        extra: { changes: result.changes },
      }),
    );
    return exitCodeFor(diagnostics, common.failOn);
  } catch (e) {
    if (e instanceof UsageError) return printUsageError(io, 'check-turn', argv, e);
    throw e;
  }
}
