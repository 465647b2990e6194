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
import { removeStaleTemps, replaceFile, replaceRefusal } from '../replace-file.js';
import type { ReplaceHooks } from '../replace-file.js';
import { isAbsolute, toSlashes } from '../../common/paths.js';
import type { Locale } from '../../diagnostics/define.js';
import { LOCALES } from '../../diagnostics/define.js';
import { renderDiagnostic } from '../../diagnostics/render.js';
import { invalidFileShape } from '../../diagnostics/codes/routing/lint/invalid-file-shape.js';
import { yamlSyntax } from '../../diagnostics/codes/routing/lint/yaml-syntax.js';
import { yamlTooLarge } from '../../diagnostics/codes/routing/lint/yaml-too-large.js';
import { refuseUnusableConfig } from '../project-config.js';
import { resolveProject } from '../../validate/project.js';
import { loadRoutingSource } from '../../routing/file/load-routing-file.js';
import type { LoadedRoutingFile } from '../../routing/file/load-routing-file.js';
import { applyMigrations } from '../../routing/file/migrate-edits.js';
import type { RuleMigration } from '../../routing/file/migrate-edits.js';
import { RULE_FIELDS } from '../../routing/store/migrate.js';
import { createRoutingEnvironment } from '../../routing/routing-environment.js';
import { decodeUtf8 } from '../../common/yaml/decode.js';
import { isMapping } from '../../common/yaml/plain.js';
import { parseYamlSource } from '../../common/yaml/source.js';
import { migrateRule } from '../../routing/store/migrate.js';
import { jsonEqual } from '../../routing/scenarios/run-scenarios.js';
import type { JsonValue } from '../../routing/model/types.js';
import type { CliIo, Command } from '../io.js';
import { EXIT_FINDINGS, EXIT_OK, EXIT_USAGE } from '../io.js';
import { displayPath } from '../../common/cwd-fs.js';
import { oneOf, parseStrict, printUsageError, UsageError } from '../options.js';
import { NO_PROGRESS } from '../../common/progress.js';
import type { Progress } from '../../common/progress.js';
import { PROGRESS_HELP, PROGRESS_OPTIONS, startCliProgress } from '../progress/cli-progress.js';
import type { MigrateReadProblem } from '../usage-messages.js';
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

/** Rule ids that appear twice with different revisions. */
function revisionConflicts(file: LoadedRoutingFile): string[] {
  const seen = new Map<string, number>();
  const out = new Set<string>();
  for (const e of file.entries) {
    if (!e.rule) continue;
    const rev = seen.get(e.rule.id);
    if (rev !== undefined && rev !== e.rule.revision) out.add(e.rule.id);
    seen.set(e.rule.id, e.rule.revision);
  }
  return [...out];
}

/** `progress`: phase `migrate`, in `rules`. */
export function planMigrations(
  file: LoadedRoutingFile,
  config: RpConfig,
  progress: Progress = NO_PROGRESS,
): RuleMigration[] {
  const env = createRoutingEnvironment(config);
  const phase = progress.start('migrate', 'rules', file.entries.length);
  const plan = file.entries.flatMap((e, index): RuleMigration[] => {
    phase.advance();
    if (!e.rule) return [];
    const removed = migrateRule(e.rule, env.registry).migrated.filter(
      (p) => !(RULE_FIELDS as readonly string[]).includes(p),
    );
    const removedFields = isMapping(e.raw)
      ? Object.keys(e.raw).filter((k) => !(RULE_FIELDS as readonly string[]).includes(k))
      : [];
    if (removed.length === 0 && removedFields.length === 0) return [];
    return [{ index, removed, removedFields, revision: e.rule.revision + 1 }];
  });
  phase.end();
  return plan;
}

/** The config for `migrate`: `--config FILE`, else found upwards from the routing file's folder. */
async function loadMigrateConfig(explicit: string | undefined, routingPath: string): Promise<RpConfig> {
  const project = await resolveProject(nodeFileSystem(), {
    ...(explicit !== undefined ? { config: explicit } : {}),
    searchFrom: toSlashes(dirname(routingPath)),
  });
  refuseUnusableConfig(project);
  return project.config ?? DEFAULT_CONFIG;
}

/**
 * The rules whose meaning the edited text changes beyond the plan: an unmigrated rule must read back
 * exactly as written before (raw data, aliases resolved); a migrated one must be the migrated rule
 * with its new revision. Names them (`rule \`id\``) for the refusal; empty when all is as planned.
 */
export function changedRules(
  before: LoadedRoutingFile,
  after: LoadedRoutingFile,
  plan: readonly RuleMigration[],
  config: RpConfig,
  progress: Progress = NO_PROGRESS,
): string[] {
  if (after.entries.length !== before.entries.length) return ['the number of rules'];
  const registry = createRoutingEnvironment(config).registry;
  const planned = new Map(plan.map((m) => [m.index, m]));
  const same = (a: unknown, b: unknown) => jsonEqual(a as JsonValue, b as JsonValue);
  const phase = progress.start('verify', 'rules', before.entries.length);
  const changed = before.entries.flatMap((entry, i): string[] => {
    phase.advance();
    const now = after.entries[i];
    const name = `rule \`${entry.id ?? `#${i + 1}`}\``;
    const m = planned.get(i);
    if (m === undefined) return now !== undefined && same(entry.raw, now.raw) ? [] : [name];
    if (!entry.rule || !now?.rule) return [name];
    const expected = { ...migrateRule(entry.rule, registry).rule, revision: m.revision };
    return same(expected, { ...now.rule, revision: now.rule.revision }) ? [] : [name];
  });
  phase.end();
  return changed;
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

/** What `migrate` works on, once the command line, the file and the config were accepted. */
interface MigrateCall {
  readonly values: {
    readonly 'dry-run'?: boolean;
    readonly force?: boolean;
    readonly quiet?: boolean;
    readonly timings?: boolean;
  };
  readonly locale: Locale;
  readonly shown: string;
  readonly path: string;
  readonly bytes: Uint8Array;
  readonly config: RpConfig;
}

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
    return await migrate(call, io, hooks, shown);
  } finally {
    await shown.finish();
  }
}

async function migrate(
  call: MigrateCall,
  io: CliIo,
  hooks: ReplaceHooks,
  progress: { readonly progress: Progress; stop(): void },
): Promise<number> {
  const { values, locale, shown, path, bytes, config } = call;
  const parsing = progress.progress.start('parse', 'files', 1);
  const decoded = decodeUtf8(bytes);
  if (!decoded.ok) {
    io.stderr(`rp-assets routing migrate: \`${shown}\` is not valid UTF-8; nothing changed\n`);
    return EXIT_FINDINGS;
  }
  // The file as written, BOM included: the edits index it.
  const original = decoded.bom ? '\uFEFF' + decoded.text : decoded.text;
  const source = parseYamlSource(decoded.text);
  const file = loadRoutingSource(source, shown);
  parsing.advance();
  parsing.end();
  const fatal = file.diagnostics.filter(
    (d) => d.code === yamlSyntax.code || d.code === invalidFileShape.code || d.code === yamlTooLarge.code,
  );
  if (fatal.length > 0 || !file.readable) {
    for (const d of fatal)
      io.stderr(`${shown}:${d.line ?? ''}:${d.column ?? ''} ${d.code} ${renderDiagnostic(d, locale).message}\n`);
    io.stderr(`rp-assets routing migrate: refusing to edit \`${shown}\`; nothing changed\n`);
    return EXIT_FINDINGS;
  }
  const conflicts = revisionConflicts(file);
  if (conflicts.length > 0) {
    io.stderr(
      `rp-assets routing migrate: revision conflict: ${conflicts.map((c) => `\`${c}\``).join(', ')} appear more than once with different revisions; nothing changed\n`,
    );
    return EXIT_FINDINGS;
  }
  const plan = planMigrations(file, config, progress.progress);
  if (plan.length === 0) {
    progress.stop();
    io.stdout(`${shown}: nothing to migrate\n`);
    return EXIT_OK;
  }
  const updated = applyMigrations(original, plan, source);
  // Safety net: the edited text must parse to the migrated rules, or nothing is written.
  const check = updated === null ? null : loadRoutingSource(parseYamlSource(updated.replace(/^\uFEFF/, '')), shown);
  // Every rule, not only the migrated ones: an edit may break an alias another rule refers to.
  const changed = check === null ? ['the file'] : changedRules(file, check, plan, config, progress.progress);
  progress.stop();
  const ok = changed.length === 0;
  if (!ok || updated === null) {
    io.stderr(
      `rp-assets routing migrate: could not edit \`${shown}\` safely (the edits would change ${changed.join(', ')}); nothing changed\n`,
    );
    return EXIT_FINDINGS;
  }
  for (const m of plan) {
    const rule = file.entries[m.index]?.rule;
    const what = [...m.removed, ...(m.removedFields ?? [])].map((p) => `\`${p}\``).join(', ');
    io.stdout(`${shown}: rule \`${rule?.id}\`: removed ${what}; revision ${rule?.revision} -> ${m.revision}\n`);
  }
  if (values['dry-run']) {
    io.stdout('dry run: nothing written\n');
    return EXIT_OK;
  }
  const refusal = values.force ? null : await replaceRefusal(path);
  if (refusal !== null) {
    io.stderr(`rp-assets routing migrate: \`${shown}\` ${refusal}; nothing changed\n`);
    return EXIT_USAGE;
  }
  let result;
  try {
    const stale = await removeStaleTemps(path);
    if (stale.length > 0) io.stdout(`${shown}: removed ${stale.length} temporary file(s) of an interrupted run\n`);
    result = await replaceFile(path, new TextEncoder().encode(updated), bytes, hooks);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'EACCES' || code === 'EPERM' || code === 'EROFS') {
      io.stderr(
        `rp-assets routing migrate: cannot write beside \`${shown}\` (${code}: the folder is not writable); nothing changed\n`,
      );
      return EXIT_USAGE;
    }
    throw e;
  }
  if (result.kind === 'changed') {
    io.stderr(
      `rp-assets routing migrate: revision conflict: \`${shown}\` changed on disk while migrating; nothing changed\n`,
    );
    return EXIT_FINDINGS;
  }
  if (result.kind === 'conflict') {
    io.stderr(
      `rp-assets routing migrate: conflict: \`${shown}\` was edited while it was replaced; that edit is kept in \`${displayPath(result.keptAt, io.cwd)}\`: merge it and run again\n`,
    );
    return EXIT_FINDINGS;
  }
  return EXIT_OK;
}
