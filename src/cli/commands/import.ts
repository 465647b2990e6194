/**
 * `rp-assets import FILE... --out ROOT`: SillyTavern World Info, lorebooks and character cards
 * (JSON, PNG, CHARX) into asset files, with the ledger of every field (src/bridge/). This face
 * only reads the inputs, checks the targets and writes atomically; docs/format.md "Import and export".
 */
import { resolve } from 'node:path';
import type { Locale } from '../../diagnostics/define.js';
import { LOCALES } from '../../diagnostics/define.js';
import { FileTooLargeError } from '../../common/fs.js';
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
import { displayPath } from '../../common/cwd-fs.js';
import { inertJson, inertLogLine, oneLine } from '../../common/visible.js';
import type { CliIo, Command } from '../io.js';
import { EXIT_OK, EXIT_USAGE } from '../io.js';
import { asUsageError, oneOf, parseStrict, printUsageError, UsageError } from '../options.js';
import { formatJsonOrText, importNeedsFile, required } from '../usage-messages.js';
import { existingFolders, filesUnder, groupByAssetFolder, replaceFoldersAtomically } from '../replace-folders.js';
import { PROGRESS_HELP, PROGRESS_OPTIONS, startCliProgress } from '../progress/cli-progress.js';
import type { CliProgress } from '../progress/cli-progress.js';

export const IMPORT_HELP = `Usage: rp-assets import FILE... --out ROOT [options]

Turn SillyTavern World Info JSON, RisuAI lorebooks, card lorebooks (V2 character_book, V3
lorebook_v3) and character cards (V1, V2, V3; JSON, PNG with a ccv3 or chara chunk, CHARX,
RisuAI's JPEG-prefixed CHARX) into CHARACTER.md, examples.md, the avatar, the card's other files
(card-assets/), WORLD.md and one file per entry under ROOT, read as SillyTavern reads them. The
kind is told from the content. Fields without an equivalent are kept under x-sillytavern /
x-card / x-risu so export restores them; the ledger printed says where every field went and
what fires differently here.

Options:
  --out ROOT              the asset root to write into (required)
  --dry-run               print the plan and the ledger, write nothing
  --force                 replace asset folders that already exist, whole (without it: refuse,
                          write nothing); --dry-run lists the files that would go
  --format FORMAT         text | json (default: text)
  --locale LOCALE         zh-CN | en (default: zh-CN), for the ledger's explanations
${PROGRESS_HELP}
  -h, --help              show this help

Each character or world is written as a whole folder: a run stopped part way leaves the folders
as they were, or the next import finishes what it had begun.

Exit codes: 0 imported (or planned), 2 usage error, unreadable or invalid input, or asset folders
that exist without --force (nothing is written then).
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

/** An input that cannot be imported: the file, what is wrong, and where in it when known. */
interface Refusal {
  readonly file: string;
  readonly error: BridgeInputError | Error;
  readonly line?: number | null;
  readonly column?: number | null;
}

/** What a failed write leaves: the folders as they were, or a journal the next run finishes (replace-folders.ts). */
const WRITE_FAILED = 'the asset folders are as they were, or the next import finishes this one';

/** A bad input: one line, `rp-assets import: FILE[:LINE:COLUMN]: what is wrong`. */
function refuse(io: CliIo, { file, error, line = null, column = null }: Refusal): number {
  const at = line === null ? file : `${file}:${line}:${column ?? 1}`;
  // the message can quote the file (a CHARX member's name, a chunk keyword): inert on one line (issue 42 I3)
  io.stderr(
    inertLogLine(`rp-assets import: ${oneLine(`${at}: ${error.message.replace(/\s+/g, ' ')}`)}; nothing written`) +
      '\n',
  );
  return EXIT_USAGE;
}

/** One input read and converted: its kind, or why it is refused. */
async function convertInput(
  arg: string,
  { io, importRun }: { readonly io: CliIo; readonly importRun: ImportRun },
): Promise<{ file: string; kind: InputKind } | { refusal: Refusal }> {
  const file = displayPath(arg, io.cwd);
  let bytes: Uint8Array;
  try {
    bytes = await nodeFileSystem().readFile(resolve(io.cwd, arg), MAX_INPUT_BYTES);
  } catch (e) {
    const why =
      e instanceof FileTooLargeError
        ? `file is ${e.size} bytes, more than the ${MAX_INPUT_BYTES / 1024 / 1024} MiB an import reads`
        : `cannot be read (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`;
    return { refusal: { file, error: new Error(why) } };
  }
  try {
    return { file, kind: importFile(bytes, arg, importRun) };
  } catch (e) {
    if (e instanceof BridgeInputError) return { refusal: { file, error: e, line: e.line, column: e.column } };
    throw e;
  }
}

interface PlannedFile {
  readonly path: string;
  readonly bytes: number;
  /** `remove`: a file of a replaced folder that the import does not write again. */
  readonly action: 'overwrite' | 'create' | 'remove';
}

/** What was imported and the files written (or that would be, with --dry-run), as text or JSON. */
function printImport(
  io: CliIo,
  {
    format,
    dryRun,
    inputs,
    importRun,
    plan,
    locale,
  }: {
    readonly format: 'text' | 'json';
    readonly dryRun: boolean;
    readonly inputs: readonly { file: string; kind: InputKind }[];
    readonly importRun: ImportRun;
    readonly plan: readonly PlannedFile[];
    readonly locale: Locale;
  },
): void {
  if (format === 'json') {
    const ledger = ledgerJson(importRun.ledger.items, locale);
    io.stdout(
      inertJson(
        JSON.stringify({ version: 1, dryRun, inputs, counts: importRun.counts, files: plan, ledger }, null, 2),
      ) + '\n',
    );
    return;
  }
  const c = importRun.counts;
  const writes = plan.filter((p) => p.action !== 'remove');
  const lines = [
    ...inputs.map((i) => `${i.file}: ${i.kind}`),
    `${dryRun ? 'would write' : 'wrote'} ${writes.length} files: ${c.characters} characters, ${c.worlds} worlds, ${c.entries} entries`,
    ...plan.map((p) => `  ${dryRun ? `${p.action} ` : p.action === 'remove' ? 'removed ' : ''}${p.path}`),
    '',
  ];
  io.stdout(lines.join('\n') + formatLedgerText(importRun.ledger.items, locale));
}

/** What an import was asked for, once the command line was accepted. */
interface ImportCall {
  readonly values: ReturnType<typeof parseStrict<typeof OPTIONS>>['values'];
  readonly inputs: readonly string[];
  readonly format: 'text' | 'json';
  readonly locale: Locale;
  /** The root the files are written under. */
  readonly out: string;
  readonly dryRun: boolean;
}

/** The command line, or a UsageError; 'help' for --help. */
function accept(argv: readonly string[], io: CliIo): ImportCall | 'help' {
  const { values, positionals } = parseStrict(argv, OPTIONS);
  if (values.help === true) return 'help';
  const format = oneOf('format', values.format, ['text', 'json'] as const, 'text');
  if (format !== 'text' && format !== 'json') throw new UsageError(formatJsonOrText(String(values.format)));
  const locale: Locale = oneOf('locale', values.locale, LOCALES, 'zh-CN');
  if (positionals.length === 0) throw new UsageError(importNeedsFile());
  if (typeof values.out !== 'string' || values.out === '') throw new UsageError(required('--out ROOT'));
  const out = resolve(io.cwd, values.out);
  return { values, inputs: positionals, format, locale, out, dryRun: values['dry-run'] === true };
}

/** Reads and converts every input in order (phase `import`); the first refusal stops the run. */
async function convertAll(
  call: ImportCall,
  { io, importRun, shown }: { readonly io: CliIo; readonly importRun: ImportRun; readonly shown: CliProgress },
): Promise<{ file: string; kind: InputKind }[] | { refusal: Refusal }> {
  const inputs: { file: string; kind: InputKind }[] = [];
  const reading = shown.progress.start('import', 'inputs', call.inputs.length);
  for (const arg of call.inputs) {
    const converted = await convertInput(arg, { io, importRun });
    if ('refusal' in converted) return converted;
    inputs.push(converted);
    reading.advance();
  }
  reading.end();
  return inputs;
}

/** The asset folders the converted files make under `out`, and what replacing them would do to each file. */
async function planFolders(importRun: ImportRun, out: string, io: CliIo) {
  const folders = groupByAssetFolder(out, importRun.files);
  const existing = await existingFolders(folders);
  const shown = (abs: string) => `${displayPath(abs, io.cwd)}`.replace(/^\.\//, '');
  const plan: PlannedFile[] = [];
  for (const f of folders) {
    const before = new Set(existing.includes(f.folder) ? await filesUnder(f.folder) : []);
    for (const file of f.files)
      plan.push({
        path: shown(`${f.folder}/${file.path}`),
        bytes: file.bytes.length,
        action: before.delete(file.path) ? 'overwrite' : 'create',
      });
    for (const gone of before) plan.push({ path: shown(`${f.folder}/${gone}`), bytes: 0, action: 'remove' });
  }
  return { folders, plan, existing: existing.map(shown) };
}

async function runImport(call: ImportCall, io: CliIo, shown: CliProgress): Promise<number> {
  const importRun = new ImportRun();
  const inputs = await convertAll(call, { io, importRun, shown });
  if ('refusal' in inputs) {
    // the one line of a refusal goes after the progress is off the screen
    shown.stop();
    return refuse(io, inputs.refusal);
  }
  const { folders, plan, existing } = await planFolders(importRun, call.out, io);
  if (existing.length > 0 && call.values.force !== true && !call.dryRun) {
    shown.stop();
    io.stderr(
      `rp-assets import: ${existing.length} asset folder(s) already exist (first: ${existing[0]}); nothing written; --force replaces them whole\n`,
    );
    return EXIT_USAGE;
  }
  if (!call.dryRun) {
    const writing = shown.progress.start('write', 'files', importRun.files.length);
    try {
      await replaceFoldersAtomically(call.out, folders, () => writing.advance());
    } catch (e) {
      shown.stop();
      const why = (e as NodeJS.ErrnoException).code ?? (e as Error).message;
      io.stderr(`rp-assets import: cannot write into ${displayPath(call.out, io.cwd)}: ${why}; ${WRITE_FAILED}\n`);
      return EXIT_USAGE;
    }
    writing.end();
  }
  shown.stop();
  const { format, dryRun, locale } = call;
  printImport(io, { format, dryRun, inputs, importRun, plan, locale });
  return EXIT_OK;
}

export const run: Command = async (argv, io) => {
  let shown: CliProgress | null = null;
  try {
    const call = accept(argv, io);
    if (call === 'help') {
      io.stdout(IMPORT_HELP);
      return EXIT_OK;
    }
    // progress on stderr (docs/cli.md, "Progress"): the inputs read and converted, then the files written
    shown = await startCliProgress(io, 'import', {
      quiet: call.values.quiet === true,
      timings: call.values.timings === true,
      locale: call.locale,
    });
    return await runImport(call, io, shown);
  } catch (e) {
    shown?.stop();
    const usage = asUsageError(e);
    if (usage) return printUsageError(io, 'import', argv, usage);
    throw e;
  } finally {
    await shown?.finish();
  }
};
