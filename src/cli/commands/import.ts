/**
 * `rp-assets import FILE... --out ROOT`: SillyTavern World Info, lorebooks and character cards
 * (JSON, PNG, CHARX) into asset files, with the ledger of every field (src/bridge/). This face
 * only reads the inputs, checks the targets and writes atomically; docs/format.md "Import and export".
 */
import { resolve } from 'node:path';
import type { Locale } from '../../diagnostics/define.js';
import { LOCALES } from '../../diagnostics/define.js';
import { FileTooLargeError } from '../../core/fs.js';
import { nodeFileSystem } from '../../node/node-fs.js';
import {
  BridgeInputError,
  formatLedgerText,
  ImportRun,
  importFile,
  ledgerJson,
  MAX_INPUT_BYTES,
} from '../../bridge/index.js';
import type { InputKind } from '../../bridge/index.js';
import { displayPath } from '../../core/cwd-fs.js';
import type { CliIo, Command } from '../io.js';
import { EXIT_OK, EXIT_USAGE } from '../io.js';
import { asUsageError, oneOf, parseStrict, printUsageError, UsageError } from '../options.js';
import { formatJsonOrText, importNeedsFile, required } from '../usage-messages.js';
import { existingTargets, writeFilesAtomically } from '../write-files.js';
import { PROGRESS_HELP, PROGRESS_OPTIONS, startCliProgress } from '../progress/cli-progress.js';
import type { CliProgress } from '../progress/cli-progress.js';

export const IMPORT_HELP = `Usage: rp-assets import FILE... --out ROOT [options]

Turn SillyTavern World Info JSON, lorebooks (V2 character_book, V3 lorebook_v3) and character
cards (V1, V2, V3; JSON, PNG with a ccv3 or chara chunk, CHARX) into CHARACTER.md, examples.md,
the avatar, WORLD.md and one file per entry under ROOT. The kind is told from the content.
Fields without an equivalent are kept under x-sillytavern / x-card so export restores them; the
ledger printed says where every field went and what fires differently here.

Options:
  --out ROOT              the asset root to write into (required)
  --dry-run               print the plan and the ledger, write nothing
  --force                 replace files that already exist (without it: refuse, write nothing)
  --format FORMAT         text | json (default: text)
  --locale LOCALE         zh-CN | en (default: zh-CN), for the ledger's explanations
${PROGRESS_HELP}
  -h, --help              show this help

Exit codes: 0 imported (or planned), 2 usage error, unreadable or invalid input, or files that
exist without --force (nothing is written then).
`;

const OPTIONS = {
  out: { type: 'string' },
  'dry-run': { type: 'boolean' },
  force: { type: 'boolean' },
  format: { type: 'string' },
  locale: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
  ...PROGRESS_OPTIONS,
} as const;

/** A bad input: one line, `rp-assets import: FILE[:LINE:COLUMN]: what is wrong`. */
function refuse(
  io: CliIo,
  file: string,
  e: BridgeInputError | Error,
  line: number | null = null,
  column: number | null = null,
): number {
  const at = line === null ? file : `${file}:${line}:${column ?? 1}`;
  io.stderr(`rp-assets import: ${at}: ${e.message.replace(/\s+/g, ' ')}; nothing written\n`);
  return EXIT_USAGE;
}

export const run: Command = async (argv, io) => {
  let shown: CliProgress | null = null;
  // the one line of a refusal goes after the progress is off the screen
  const refuseShown = (...args: Parameters<typeof refuse>): number => {
    shown?.stop();
    return refuse(...args);
  };
  try {
    const { values, positionals } = parseStrict(argv, OPTIONS);
    if (values.help === true) {
      io.stdout(IMPORT_HELP);
      return EXIT_OK;
    }
    const format = oneOf('format', values.format, ['text', 'json'] as const, 'text');
    if (format !== 'text' && format !== 'json') throw new UsageError(formatJsonOrText(String(values.format)));
    const locale: Locale = oneOf('locale', values.locale, LOCALES, 'zh-CN');
    if (positionals.length === 0) throw new UsageError(importNeedsFile());
    if (typeof values.out !== 'string' || values.out === '') throw new UsageError(required('--out ROOT'));
    const out = resolve(io.cwd, values.out);
    const fs = nodeFileSystem();
    const importRun = new ImportRun();
    const inputs: { file: string; kind: InputKind }[] = [];
    // progress on stderr (docs/cli.md, "Progress"): the inputs read and converted, then the files written
    shown = await startCliProgress(io, 'import', {
      quiet: values.quiet === true,
      timings: values.timings === true,
      locale,
    });
    const reading = shown.progress.start('import', 'inputs', positionals.length);
    for (const arg of positionals) {
      const file = displayPath(arg, io.cwd);
      let bytes: Uint8Array;
      try {
        bytes = await fs.readFile(resolve(io.cwd, arg), MAX_INPUT_BYTES);
      } catch (e) {
        if (e instanceof FileTooLargeError)
          return refuseShown(
            io,
            file,
            new Error(`file is ${e.size} bytes, more than the ${MAX_INPUT_BYTES / 1024 / 1024} MiB an import reads`),
          );
        return refuseShown(
          io,
          file,
          new Error(`cannot be read (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`),
        );
      }
      try {
        inputs.push({ file, kind: importFile(bytes, arg, importRun) });
      } catch (e) {
        if (e instanceof BridgeInputError) return refuseShown(io, file, e, e.line, e.column);
        throw e;
      }
      reading.advance();
    }
    reading.end();
    const targets = importRun.files.map((f) => ({
      path: resolve(out, f.path),
      bytes: f.bytes,
      shown: `${displayPath(out, io.cwd)}/${f.path}`.replace(/^\.\//, ''),
    }));
    const existing = new Set(await existingTargets(targets));
    const plan = targets.map((t) => ({
      path: t.shown,
      bytes: t.bytes.length,
      action: existing.has(t.path) ? 'overwrite' : 'create',
    }));
    if (existing.size > 0 && values.force !== true && values['dry-run'] !== true) {
      shown.stop();
      const first = plan.find((p) => p.action === 'overwrite')?.path ?? '';
      io.stderr(
        `rp-assets import: ${existing.size} file(s) already exist (first: ${first}); nothing written; --force replaces them\n`,
      );
      return EXIT_USAGE;
    }
    if (values['dry-run'] !== true) {
      const writing = shown.progress.start('write', 'files', targets.length);
      await writeFilesAtomically(targets, () => writing.advance());
      writing.end();
    }
    shown.stop();
    const verb = values['dry-run'] === true ? 'would write' : 'wrote';
    if (format === 'json') {
      io.stdout(
        JSON.stringify(
          {
            version: 1,
            dryRun: values['dry-run'] === true,
            inputs,
            counts: importRun.counts,
            files: plan,
            ledger: ledgerJson(importRun.ledger.items, locale),
          },
          null,
          2,
        ) + '\n',
      );
    } else {
      const c = importRun.counts;
      const lines = [
        ...inputs.map((i) => `${i.file}: ${i.kind}`),
        `${verb} ${plan.length} files: ${c.characters} characters, ${c.worlds} worlds, ${c.entries} entries`,
        ...plan.map((p) => `  ${values['dry-run'] === true ? `${p.action} ` : ''}${p.path}`),
        '',
      ];
      io.stdout(lines.join('\n') + formatLedgerText(importRun.ledger.items, locale));
    }
    return EXIT_OK;
  } catch (e) {
    shown?.stop();
    const usage = asUsageError(e);
    if (usage) return printUsageError(io, 'import', argv, usage);
    throw e;
  } finally {
    await shown?.finish();
  }
};
