/**
 * `rp-assets routing migrate`'s work once the command line, the file and the config were accepted
 * (commands/routing.ts): read the rules, plan the removals, edit the text and check the edit reads back as
 * planned, then replace the file atomically. Each step refuses with an exit code and changes nothing.
 */
import type { RpConfig } from '../config/types.js';
import { removeStaleTemps, replaceFile, replaceRefusal } from './replace-file.js';
import type { ReplaceHooks } from './replace-file.js';
import type { Locale } from '../diagnostics/define.js';
import { renderDiagnostic } from '../diagnostics/render.js';
import { invalidFileShape } from '../diagnostics/codes/routing/lint/invalid-file-shape.js';
import { yamlSyntax } from '../diagnostics/codes/routing/lint/yaml-syntax.js';
import { yamlTooLarge } from '../diagnostics/codes/routing/lint/yaml-too-large.js';
import { loadRoutingSource } from '../routing/file/load-routing-file.js';
import type { LoadedRoutingFile } from '../routing/file/load-routing-file.js';
import { applyMigrations } from '../routing/file/migrate-edits.js';
import type { RuleMigration } from '../routing/file/migrate-edits.js';
import { decodeUtf8 } from '../common/yaml/decode.js';
import { parseYamlSource, type YamlSource } from '../common/yaml/source.js';
import type { CliIo } from './io.js';
import { EXIT_FINDINGS, EXIT_OK, EXIT_USAGE } from './io.js';
import { displayPath } from '../common/cwd-fs.js';
import type { Progress } from '../common/progress.js';
import { changedRules, planMigrations, revisionConflicts } from './migration-plan.js';

export interface MigrateCall {
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

/** One migrate run: what was accepted, where it prints, the test hooks of the replace, its progress. */
export interface MigrateRun {
  readonly call: MigrateCall;
  readonly io: CliIo;
  readonly hooks: ReplaceHooks;
  readonly progress: { readonly progress: Progress; stop(): void };
}

/** A step that stopped the run, with the exit code (nothing was changed). */
interface Stopped {
  readonly exit: number;
}

const stopped = (value: object): value is Stopped => 'exit' in value;

/** The rules as written: the text (BOM included: the edits index it), its parse, the rules read from it. */
interface ReadRules {
  readonly original: string;
  readonly source: YamlSource;
  readonly file: LoadedRoutingFile;
}

/** Decodes and reads the rules; refuses a file that is not UTF-8, not readable as rules, or in revision conflict. */
function readRules({ call, io, progress }: MigrateRun): ReadRules | Stopped {
  const { shown, bytes, locale } = call;
  const parsing = progress.progress.start('parse', 'files', 1);
  const decoded = decodeUtf8(bytes);
  if (!decoded.ok) {
    io.stderr(`rp-assets routing migrate: \`${shown}\` is not valid UTF-8; nothing changed\n`);
    return { exit: EXIT_FINDINGS };
  }
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
    return { exit: EXIT_FINDINGS };
  }
  const conflicts = revisionConflicts(file);
  if (conflicts.length > 0) {
    io.stderr(
      `rp-assets routing migrate: revision conflict: ${conflicts.map((c) => `\`${c}\``).join(', ')} appear more than once with different revisions; nothing changed\n`,
    );
    return { exit: EXIT_FINDINGS };
  }
  return { original, source, file };
}

/** The planned removals and the edited text. */
interface Edit {
  readonly plan: readonly RuleMigration[];
  readonly updated: string;
}

/**
 * Plans the removals and edits the text; stops with exit 0 when there is nothing to migrate, and
 * refuses when the edited text does not read back as planned (the safety net).
 */
function editRules(run: MigrateRun, { original, source, file }: ReadRules): Edit | Stopped {
  const { call, io, progress } = run;
  const { shown, config } = call;
  const plan = planMigrations(file, config, progress.progress);
  if (plan.length === 0) {
    progress.stop();
    io.stdout(`${shown}: nothing to migrate\n`);
    return { exit: EXIT_OK };
  }
  const updated = applyMigrations(original, plan, source);
  const check = updated === null ? null : loadRoutingSource(parseYamlSource(updated.replace(/^\uFEFF/, '')), shown);
  // Every rule, not only the migrated ones: an edit may break an alias another rule refers to.
  const changed =
    check === null ? ['the file'] : changedRules(file, check, { plan, config, progress: progress.progress });
  progress.stop();
  if (changed.length > 0 || updated === null) {
    io.stderr(
      `rp-assets routing migrate: could not edit \`${shown}\` safely (the edits would change ${changed.join(', ')}); nothing changed\n`,
    );
    return { exit: EXIT_FINDINGS };
  }
  return { plan, updated };
}

/** One line per migrated rule: what was removed and the revision it moves to. */
function printPlan({ call, io }: MigrateRun, file: LoadedRoutingFile, plan: readonly RuleMigration[]): void {
  for (const m of plan) {
    const rule = file.entries[m.index]?.rule;
    const what = [...m.removed, ...(m.removedFields ?? [])].map((p) => `\`${p}\``).join(', ');
    io.stdout(`${call.shown}: rule \`${rule?.id}\`: removed ${what}; revision ${rule?.revision} -> ${m.revision}\n`);
  }
}

/** Replaces the file with `updated` (atomically; refused for a read-only or hard-linked file unless --force). */
async function writeRules({ call, io, hooks }: MigrateRun, updated: string): Promise<number> {
  const { shown, path, bytes, values } = call;
  const refusal = values.force ? null : await replaceRefusal(path);
  if (refusal !== null) {
    io.stderr(`rp-assets routing migrate: \`${shown}\` ${refusal}; nothing changed\n`);
    return EXIT_USAGE;
  }
  let result;
  try {
    const stale = await removeStaleTemps(path);
    if (stale.length > 0) io.stdout(`${shown}: removed ${stale.length} temporary file(s) of an interrupted run\n`);
    result = await replaceFile(path, { data: new TextEncoder().encode(updated), expected: bytes, hooks });
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

export async function migrate(run: MigrateRun): Promise<number> {
  const read = readRules(run);
  if (stopped(read)) return read.exit;
  const edit = editRules(run, read);
  if (stopped(edit)) return edit.exit;
  printPlan(run, read.file, edit.plan);
  if (run.call.values['dry-run']) {
    run.io.stdout('dry run: nothing written\n');
    return EXIT_OK;
  }
  return writeRules(run, edit.updated);
}
