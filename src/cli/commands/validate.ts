/**
 * `rp-assets validate [ROOT...]`: check asset roots and routing rules, print the report in the
 * chosen format, exit 0 / 1 (something reaches --fail-on) / 2 (usage error, unreadable config).
 * Reference: docs/cli.md.
 */
import type { PoolExecutor } from '../../node/pool-executor.js';
import { VALIDATE_JOBS_HELP, closePool, parseJobs, poolFor, validateThreadCount } from '../jobs.js';
import type { FileSystem } from '../../common/fs.js';
import { nodeFileSystem } from '../../node/node-fs.js';
import { formatReport } from '../../report/format/index.js';
import { validate } from '../../validate/validate.js';
import { cwdFileSystem } from '../../common/cwd-fs.js';
import type { CliIo, Command } from '../io.js';
import { EXIT_OK, EXIT_USAGE } from '../io.js';
import { asUsageError, exitCodeFor, parseCommonOptions, printUsageError } from '../options.js';
import { PROGRESS_HELP, PROGRESS_OPTIONS, startCliProgress } from '../progress/cli-progress.js';
import type { CliProgress } from '../progress/cli-progress.js';

export const VALIDATE_HELP = `Usage: rp-assets validate [ROOT...] [options]

Check character cards, world books, world entries and routing rules, and report errors,
warnings and hints with their file, line, consequence and fix.

Arguments:
  ROOT...                 asset roots in override order (first lowest, last highest);
                          default: the config file's roots, else .

Options:
  --routing FILE          routing rules file (default: the config file's routing)
  --config FILE           config file (default: rp-assets.config.yaml, looked for in the working
                          directory, then each parent up to the repository root)
  --character ID          only this character card and its worlds
  --format FORMAT         text | json | sarif | github (default: text)
  --locale LOCALE         zh-CN | en (default: the config's locale, else zh-CN)
  --fail-on LEVEL         error | warning | hint | never (default: error)
  --no-color              no ANSI colours (also: NO_COLOR=1)
${PROGRESS_HELP}
${VALIDATE_JOBS_HELP}
  -h, --help              show this help

Exit codes: 0 nothing reaches --fail-on, 1 something does, 2 usage error, unreadable config
or internal error.
`;

const OPTIONS = { character: { type: 'string' }, jobs: { type: 'string' }, ...PROGRESS_OPTIONS } as const;

export const run: Command = async (argv: readonly string[], io: CliIo) => {
  const fs = cwdFileSystem(nodeFileSystem(), io.cwd);
  return runValidate(argv, io, fs);
};

/** The command with an injected file system (tests pass a memory tree). */
export async function runValidate(argv: readonly string[], io: CliIo, fs: FileSystem): Promise<number> {
  let pool: PoolExecutor | null = null;
  let shown: CliProgress | null = null;
  try {
    const parsed = await parseCommonOptions(argv, io, fs, OPTIONS);
    if (parsed.help) {
      io.stdout(VALIDATE_HELP);
      return EXIT_OK;
    }
    const { common } = parsed;
    const character = typeof parsed.values.character === 'string' ? parsed.values.character : undefined;
    const jobs = parseJobs(parsed.values.jobs, validateThreadCount());
    pool = poolFor(jobs, { fs, cwd: io.cwd });
    shown = await startCliProgress(io, 'validate', {
      quiet: parsed.values.quiet === true,
      timings: parsed.values.timings === true,
      locale: common.locale,
    });
    const report = await validate(
      {
        roots: common.roots,
        ...(common.routing !== null ? { routing: common.routing } : {}),
        ...(common.config !== null ? { config: common.config } : {}),
        ...(character !== undefined ? { character } : {}),
        extraDiagnostics: common.configDiagnostics,
        ...(pool !== null ? { executor: pool } : {}),
        progress: shown.progress,
      },
      fs,
    );
    shown.stop();
    const anchorFile = common.config?.file ?? common.routing ?? undefined;
    io.stdout(
      formatReport(report, {
        format: common.format,
        locale: common.locale,
        color: common.color,
        ...(anchorFile !== undefined ? { anchorFile } : {}),
      }),
    );
    return exitCodeFor(report.diagnostics, common.failOn);
  } catch (e) {
    const usage = asUsageError(e);
    if (usage) return printUsageError(io, 'validate', argv, usage);
    // A bug, not a finding: say so, with the stack, and keep exit code 1 for findings only.
    io.stderr(
      `rp-assets validate: internal error, please report it\n${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`,
    );
    return EXIT_USAGE;
  } finally {
    shown?.stop();
    await closePool(pool, io, 'validate');
    await shown?.finish();
  }
}
