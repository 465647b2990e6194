/**
 * `rp-assets routing migrate FILE [--config FILE] [--dry-run]`: strip what the current schemas no
 * longer know (migrateRule) from every rule, bump the revision of each changed rule, and write the
 * file atomically (temp file in the same folder, fsync, rename), keeping every comment and all
 * formatting outside the edited spots. Refuses, changing nothing (exit 1), on a revision conflict:
 * two rules with the same id and different revisions, or the file changing on disk while migrating.
 * See docs/routing-validation.md.
 */
import { dirname, join } from 'node:path';
import type { RpConfig } from '../../config/types.js';
import { DEFAULT_CONFIG } from '../../config/default-config.js';
import { nodeFileSystem, readRegularFileSync } from '../../node/node-fs.js';
import { gitFolderRefusal } from '../../common/confine.js';
import { FileTooLargeError, NotAFileError } from '../../common/fs.js';
import { MAX_YAML_BYTES } from '../../common/yaml/read-file.js';
import type { ReplaceHooks } from '../replace-file.js';
import { isAbsolute, toSlashes } from '../../common/paths.js';
import { LOCALES } from '../../diagnostics/define.js';
import { refuseUnusableConfig } from '../project-config.js';
import { resolveProject } from '../../validate/project.js';
import type { CliIo, Command } from '../io.js';
import { migrate, type MigrateCall } from '../routing-migrate.js';
import { EXIT_OK } from '../io.js';
import { displayPath } from '../../common/cwd-fs.js';
import { oneOf, parseStrict, printUsageError, UsageError } from '../options.js';
import { PROGRESS_HELP, PROGRESS_OPTIONS, startCliProgress } from '../progress/cli-progress.js';
import type { MigrateReadProblem } from '../usage-messages.js';
import { restoreHeld } from '../replace-file.js';
import {
  migrateInGitFolder,
  migrateUnreadable,
  routingExtraArgument,
  routingFileArgumentMissing,
  routingSubcommandMissing,
  routingSubcommandUnknown,
} from '../usage-messages.js';

export const ROUTING_HELP = `Usage: rp-assets routing migrate FILE [options]

Remove fields and namespaces the current schemas no longer know from every rule, and bump the
revision of each rule that changed. Comments and formatting are kept; the file is replaced
atomically. Nothing is written when a rule id appears twice with different revisions, or when the
file changes on disk meanwhile.

Options:
  --config FILE           config file (extra namespaces; default: rp-assets.config.yaml found upwards)
  --dry-run               print what would change, write nothing
  --force                 also replace a read-only file (its mode is kept), or rewrite a file
                          with several hard links in place instead of refusing
  --locale LOCALE         zh-CN | en: the language of usage errors and of the routing file's
                          problems (default: en)
${PROGRESS_HELP}
  -h, --help              show this help

Exit codes: 0 migrated (or nothing to do), 1 refused (conflict or unreadable rules), 2 usage error.
`;

/** The config for `migrate`: `--config FILE`, else found upwards from the routing file's folder. */
async function loadMigrateConfig(explicit: string | undefined, routingPath: string): Promise<RpConfig> {
  const project = await resolveProject(nodeFileSystem(), {
    ...(explicit !== undefined ? { config: explicit } : {}),
    searchFrom: toSlashes(dirname(routingPath)),
  });
  refuseUnusableConfig(project);
  return project.config ?? DEFAULT_CONFIG;
}

/** Why a routing file cannot be read as a file (missing, a folder or FIFO, too large). */
function readProblem(e: unknown): MigrateReadProblem {
  const code = (e as NodeJS.ErrnoException | null)?.code;
  if (code === 'ENOENT') return { kind: 'missing' };
  if (e instanceof NotAFileError || code === 'EISDIR') return { kind: 'not-regular' };
  if (e instanceof FileTooLargeError) return { kind: 'too-large', mib: MAX_YAML_BYTES / 1024 / 1024 };
  if (code === 'EACCES') return { kind: 'permission' };
  return { kind: 'other', detail: (e as Error).message.split('\n')[0] ?? '' };
}

const ROUTING_OPTIONS = {
  ...PROGRESS_OPTIONS,
  config: { type: 'string' },
  'dry-run': { type: 'boolean' },
  force: { type: 'boolean' },
  locale: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

export const run: Command = (argv, io) => runRouting(argv, io);

/**
 * The command line, the file and the config, or a UsageError (exit 2). `name` is told the command
 * a usage error is printed for: `routing migrate` once the sub-command is known, else `routing`.
 */
async function accept(argv: readonly string[], io: CliIo, name: (n: string) => void): Promise<MigrateCall | 'help'> {
  const { values, positionals } = parseStrict(argv, ROUTING_OPTIONS);
  if (values.help) return 'help';
  const [sub, target, ...rest] = positionals;
  name(sub === 'migrate' ? 'routing migrate' : 'routing');
  if (sub === undefined) throw new UsageError(routingSubcommandMissing());
  if (sub !== 'migrate') throw new UsageError(routingSubcommandUnknown(sub));
  if (target === undefined) throw new UsageError(routingFileArgumentMissing());
  if (rest[0] !== undefined) throw new UsageError(routingExtraArgument(rest[0]));
  const locale = oneOf('locale', values.locale, LOCALES, 'en');
  const shown = displayPath(target, io.cwd);
  const path = isAbsolute(target) ? target : join(io.cwd, target);
  // never read (let alone rewrite) a file in `.git/`: git keeps the checkout credential there
  if ((await gitFolderRefusal(path, nodeFileSystem())) !== null) throw new UsageError(migrateInGitFolder(shown));
  // a run killed in the instant its file was held aside left no file at the name: put it back
  if (await restoreHeld(path)) io.stdout(`${shown}: put back from an interrupted run\n`);
  let bytes: Uint8Array;
  try {
    bytes = readRegularFileSync(path, MAX_YAML_BYTES);
  } catch (e) {
    throw new UsageError(migrateUnreadable(shown, readProblem(e)));
  }
  const config = await loadMigrateConfig(
    values.config === undefined ? undefined : isAbsolute(values.config) ? values.config : join(io.cwd, values.config),
    path,
  );
  return { values, locale, shown, path, bytes, config };
}

export async function runRouting(argv: readonly string[], io: CliIo, hooks: ReplaceHooks = {}): Promise<number> {
  // before the options are parsed, `migrate` anywhere in argv names the sub-command
  let command = argv.includes('migrate') ? 'routing migrate' : 'routing';
  let call: MigrateCall | 'help';
  try {
    call = await accept(argv, io, (n) => (command = n));
  } catch (e) {
    if (e instanceof UsageError) return printUsageError(io, command, argv, e);
    throw e;
  }
  if (call === 'help') {
    io.stdout(ROUTING_HELP);
    return EXIT_OK;
  }
  const shown = await startCliProgress(io, 'routing migrate', {
    quiet: call.values.quiet === true,
    timings: call.values.timings === true,
    locale: call.locale,
  });
  try {
    return await migrate({ call, io, hooks, progress: shown });
  } finally {
    await shown.finish();
  }
}
