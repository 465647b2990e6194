/**
 * `rp-assets diff --base REF [--head REF]`: what a change does to the bot's behaviour (routing,
 * retrieval, assets), both sides read from git objects (no checkout, nothing in the trees runs),
 * the head from the working tree unless `--head` names a commit. Each side is validated with its
 * own config (`validateProject`), then compared (`diffBehaviour`). It reports and exits 0 whatever
 * changed; `validate` is the judge. Reference: docs/diff.md.
 */
import { parseArgs } from 'node:util';
import { runLocale } from '../../common/locale.js';
import type { Locale } from '../../diagnostics/define.js';
import { LOCALES } from '../../diagnostics/define.js';
import type { FileSystem } from '../../common/fs.js';
import { nodeFileSystem } from '../../node/node-fs.js';
import { relative, toSlashes } from '../../common/paths.js';
import { DIFF_FORMATS, diffBehaviour, formatDiff } from '../../diff/index.js';
import type { DiffFormat, ProbeInput } from '../../diff/index.js';
import { parseProbes } from '../../diff/probes.js';
import { repositoryRoot, resolveCommit } from '../../node/git.js';
import { commitTree, fromWorkingDirectory } from '../../node/tree-at.js';
import type { CommitTree } from '../../node/tree-at.js';
import { validateProject } from '../../validate/project.js';
import type { ProjectOptions } from '../../validate/project.js';
import { cwdFileSystem, displayPath } from '../../common/cwd-fs.js';
import type { CliIo, Command } from '../io.js';
import { EXIT_OK } from '../io.js';
import { asUsageError, parseArgsMessage, printUsageError, UsageError } from '../options.js';
import { PROGRESS_HELP, PROGRESS_OPTIONS, startCliProgress } from '../progress/cli-progress.js';
import type { CliProgress } from '../progress/cli-progress.js';
import { scopedProgress, type Progress } from '../../common/progress.js';
import {
  diffNotInRepository,
  diffProbeInvalid,
  diffRefUnknown,
  diffTreeUnreadable,
  mustBeOneOf,
  optionFileRefused,
  optionFileUnreadable,
  required,
} from '../usage-messages.js';
import { readNamedFile } from '../../common/read-named-file.js';
import { MAX_YAML_BYTES } from '../../common/yaml/read-file.js';
import { decodeUtf8 } from '../../common/yaml/decode.js';

export const DIFF_HELP = `Usage: rp-assets diff --base REF [--head REF] [ROOT...] [options]

What the bot will do differently after a change: for routing, every namespace value, deciding
rule and suppressed write that changes for the routing scenarios, one input per rule and your
probes, and rules added, removed or moved; for retrieval, the entries gained or lost (with the
reason) in the retrieval scenarios, and per key: each key, alias and secondary key an added,
removed or changed entry has on either side, asked on both sides ("no longer fires on 王都");
for assets, characters whose worlds stop resolving, entries that become never matchable, over
budget, shadowed or disabled, override winners and effective budgets that change.

Both sides are read from git objects (no checkout; nothing in the trees is executed). Each side
is validated with its own config file.

Arguments:
  ROOT...                 asset roots for both sides (default: each side's config roots, else .)

Options:
  --base REF              the commit to compare from: a branch, tag, sha or HEAD~1 (required)
  --head REF              the commit to compare to (default: the working tree)
  --probe FILE            extra routing inputs, YAML or JSON: a list of inputs or { name, input }
  --config FILE           config file for both sides (default: rp-assets.config.yaml found
                          upwards from the working directory, on each side)
  --routing FILE          routing file for both sides (default: each side's config)
  --format FORMAT         text | json | markdown (default: text)
  --locale LOCALE         zh-CN | en (default: the config's locale, else zh-CN)
${PROGRESS_HELP}
  -h, --help              show this help

Exit codes: 0 the difference was reported (whatever changed), 2 usage error or a ref git does
not know.
`;

const OPTIONS = {
  base: { type: 'string' },
  head: { type: 'string' },
  probe: { type: 'string' },
  config: { type: 'string' },
  routing: { type: 'string' },
  format: { type: 'string' },
  locale: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
  ...PROGRESS_OPTIONS,
} as const;

/** The label of the working tree as a side. */
export const WORKING_TREE = 'working tree';

function oneOf<T extends string>(option: string, value: string | undefined, allowed: readonly T[], fallback: T): T {
  if (value === undefined) return fallback;
  if ((allowed as readonly string[]).includes(value)) return value as T;
  throw new UsageError(mustBeOneOf(option, allowed, value));
}

/** The probe file, refused before a byte is read like `--routing` is: special, oversized, in `.git/`. */
async function readProbes(path: string, io: CliIo): Promise<readonly ProbeInput[]> {
  const shown = displayPath(path, io.cwd);
  const read = await readNamedFile(shown, cwdFileSystem(nodeFileSystem(), io.cwd), MAX_YAML_BYTES);
  if (!read.ok) throw new UsageError(optionFileRefused('probe', shown, read.reason, MAX_YAML_BYTES));
  const decoded = decodeUtf8(read.bytes);
  if (!decoded.ok) throw new UsageError(optionFileUnreadable('probe', shown, 'not UTF-8'));
  const parsed = parseProbes(decoded.text);
  if (!parsed.ok) throw new UsageError(diffProbeInvalid(shown, parsed.problem.line, parsed.problem.message));
  return parsed.probes;
}

interface Side {
  readonly label: string;
  readonly fs: FileSystem;
  readonly tree: CommitTree | null;
}

/** A commit's tree as one side, read under `prefix` (the working directory's place in `repo`). */
async function commitSide({
  repo,
  prefix,
  option,
  ref,
}: {
  readonly repo: string;
  readonly prefix: string;
  /** The option that named the commit (`--base`, `--head`), for the usage error. */
  readonly option: string;
  readonly ref: string;
}): Promise<Side> {
  const sha = await resolveCommit(repo, ref);
  if (sha === null) throw new UsageError(diffRefUnknown(option, ref));
  const tree = await commitTree(repo, sha, '');
  if (tree === null) throw new UsageError(diffRefUnknown(option, ref));
  return { label: ref, fs: fromWorkingDirectory(tree.fs, prefix, repo), tree };
}

export const run: Command = (argv, io) => runDiff(argv, io);

const parseDiffArgs = (argv: readonly string[]) =>
  parseArgs({ args: [...argv], options: OPTIONS, allowPositionals: true, strict: true });

/** What a diff was asked for, once the command line was accepted. */
interface DiffCall {
  readonly values: ReturnType<typeof parseDiffArgs>['values'];
  readonly positionals: readonly string[];
  readonly format: DiffFormat;
  readonly explicitLocale: Locale | undefined;
  readonly repo: string;
  /** The working directory's place in the repository ('' at its root). */
  readonly prefix: string;
}

/** The command line, or a UsageError; 'help' for --help. */
function accept(argv: readonly string[], io: CliIo): DiffCall | 'help' {
  let parsed;
  try {
    parsed = parseDiffArgs(argv);
  } catch (e) {
    throw new UsageError(parseArgsMessage(e as Error & { code?: string }));
  }
  const { values, positionals } = parsed;
  if (values.help === true) return 'help';
  const format: DiffFormat = oneOf('format', values.format, DIFF_FORMATS, 'text');
  const explicitLocale = values.locale === undefined ? undefined : oneOf('locale', values.locale, LOCALES, 'zh-CN');
  if (values.base === undefined || values.base === '') throw new UsageError(required('--base REF'));
  const repo = repositoryRoot(io.cwd);
  if (repo === null) throw new UsageError(diffNotInRepository());
  const prefix = relative(toSlashes(repo), toSlashes(io.cwd));
  return { values, positionals, format, explicitLocale, repo, prefix: prefix === '.' ? '' : prefix };
}

/** The two sides: `--base`'s commit, and `--head`'s or the working tree. Trees opened go to `opened`. */
async function openSides(call: DiffCall, io: CliIo, opened: CommitTree[]): Promise<readonly [Side, Side]> {
  const { repo, prefix, values } = call;
  const base = await commitSide({ repo, prefix, option: '--base', ref: values.base as string });
  if (base.tree) opened.push(base.tree);
  const head: Side =
    values.head === undefined
      ? { label: WORKING_TREE, fs: cwdFileSystem(nodeFileSystem(), io.cwd), tree: null }
      : await commitSide({ repo, prefix, option: '--head', ref: values.head });
  if (head.tree) opened.push(head.tree);
  return [base, head];
}

/** Validates each side as `validate` would (phases scoped `base` and `head`). */
async function validateSides(
  call: DiffCall,
  sides: readonly [Side, Side],
  { io, progress }: { readonly io: CliIo; readonly progress: Progress },
) {
  const { values, positionals } = call;
  const options: ProjectOptions = {
    ...(values.config !== undefined ? { config: displayPath(values.config, io.cwd) } : {}),
    roots: positionals.map((p) => displayPath(p, io.cwd)),
    ...(values.routing !== undefined ? { routing: displayPath(values.routing, io.cwd) } : {}),
  };
  const validated = [];
  for (const [scope, side] of [
    ['base', sides[0]],
    ['head', sides[1]],
  ] as const) {
    const run = await validateProject(side.fs, { ...options, progress: scopedProgress(progress, scope) });
    // A blob git could not hand over would make that side's findings up: refuse, do not guess.
    if (side.tree !== null && side.tree.errors.length > 0)
      throw new UsageError(diffTreeUnreadable(side.label, side.tree.errors[0] ?? ''));
    validated.push({ label: side.label, report: run.report, config: run.config });
  }
  return validated;
}

export async function runDiff(argv: readonly string[], io: CliIo): Promise<number> {
  const opened: CommitTree[] = [];
  let shown: CliProgress | null = null;
  try {
    const call = accept(argv, io);
    if (call === 'help') {
      io.stdout(DIFF_HELP);
      return EXIT_OK;
    }
    const probes = call.values.probe === undefined ? [] : await readProbes(call.values.probe, io);
    shown = await startCliProgress(io, 'diff', {
      quiet: call.values.quiet === true,
      timings: call.values.timings === true,
      locale: runLocale(call.explicitLocale, null, io.env),
    });
    const sides = await validateSides(call, await openSides(call, io, opened), { io, progress: shown.progress });
    const diff = diffBehaviour(sides[0]!, sides[1]!, probes, shown.progress);
    shown.stop();
    // like validate: --locale, else the config's locale (the head side's: the one being merged),
    // else the environment's (the progress above, shown before any config is read, speaks that)
    const locale: Locale = runLocale(call.explicitLocale, sides[1]!.config.locale, io.env);
    io.stdout(formatDiff(diff, call.format, locale));
    return EXIT_OK;
  } catch (e) {
    shown?.stop();
    const usage = asUsageError(e);
    if (usage) return printUsageError(io, 'diff', argv, usage);
    throw e;
  } finally {
    for (const t of opened) t.close();
    await shown?.finish();
  }
}
