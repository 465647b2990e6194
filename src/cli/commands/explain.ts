/**
 * `rp-assets explain --routing FILE --input JSON`: resolve one routing input and print the
 * Explanation (docs/routing.md: ruleIds, values, sources, suppressed, diagnostics, matched, decidedBy,
 * revision) as JSON, or as a table per namespace with `--format text`. Exit 0, 1 when the routing
 * file has errors (its readable rules are still explained; problems go to stderr), 2 for a usage
 * error, an unreadable routing file or malformed input JSON.
 */
import type { FileSystem } from '../../common/fs.js';
import { nodeFileSystem } from '../../node/node-fs.js';
import { DEFAULT_CONFIG } from '../../config/default-config.js';
import { renderDiagnostic } from '../../diagnostics/render.js';
import { loadRoutingFile } from '../../routing/file/load-routing-file.js';
import { createRoutingEnvironment } from '../../routing/routing-environment.js';
import { formatExplanationText } from '../explanation-table.js';
import { parseRoutingInputJson } from '../routing-input.js';
import { lintRouting } from '../../routing/lint/lint-routing.js';
import { createRouter } from '../../routing/router/router.js';
import { cwdFileSystem, displayPath } from '../../common/cwd-fs.js';
import { decodeUtf8 } from '../../common/yaml/decode.js';
import { readNamedFile } from '../../common/read-named-file.js';
import { MAX_YAML_BYTES } from '../../common/yaml/read-file.js';
import type { CliIo, Command } from '../io.js';
import { EXIT_FINDINGS, EXIT_OK } from '../io.js';
import { parseCommonOptions, printUsageError, UsageError } from '../options.js';
import {
  formatJsonOrText,
  inputFileMissing,
  inputFileUnreadable,
  invalidRoutingInput,
  noRoutingFile,
  required,
  routingFileUnreadable,
} from '../usage-messages.js';
import { inertJson } from '../../common/visible.js';

export const EXPLAIN_HELP = `Usage: rp-assets explain --routing FILE --input JSON [options]

Resolve one routing input and show which rule decided each namespace, what locks suppressed,
and the run-time diagnostics.

Options:
  --routing FILE          routing rules file (default: the config file's routing)
  --input JSON            the routing input: inline JSON, or @file.json
                          fields: platform, selfId, guildId, channelId, userId, routeId, isDirect,
                          isAtMe, isQuotingMe, isSelf, content, custom ({ id: true|false })
  --config FILE           config file (default: rp-assets.config.yaml, looked for in the working
                          directory, then each parent up to the repository root)
  --format FORMAT         json | text (default: json)
  --locale LOCALE         zh-CN | en (text format and messages; default: the config's, else zh-CN)
  -h, --help              show this help

Exit codes: 0 explained, 1 the routing file has errors (readable rules still explained),
2 usage error, unreadable routing file or malformed input.
`;

const OPTIONS = { input: { type: 'string' } } as const;

export const run: Command = async (argv, io) => runExplain(argv, io, cwdFileSystem(nodeFileSystem(), io.cwd));

async function readInputText(arg: string, io: CliIo, fs: FileSystem): Promise<string> {
  if (!arg.startsWith('@')) return arg;
  const path = displayPath(arg.slice(1), io.cwd);
  // refused before a byte is read: missing, a folder, a FIFO or device, over 5 MB, in `.git/`
  const read = await readNamedFile(path, fs, MAX_YAML_BYTES);
  if (!read.ok) throw new UsageError(read.reason === 'missing' ? inputFileMissing(path) : inputFileUnreadable(path));
  const decoded = decodeUtf8(read.bytes);
  if (!decoded.ok) throw new UsageError(inputFileUnreadable(path));
  return decoded.text;
}

export async function runExplain(argv: readonly string[], io: CliIo, fs: FileSystem): Promise<number> {
  try {
    const parsed = await parseCommonOptions(argv, io, fs, OPTIONS);
    if (parsed.help) {
      io.stdout(EXPLAIN_HELP);
      return EXIT_OK;
    }
    const { common, values } = parsed;
    const format = values.format === undefined ? 'json' : values.format;
    if (format !== 'json' && format !== 'text') throw new UsageError(formatJsonOrText(String(format)));
    if (common.routing === null) throw new UsageError(noRoutingFile());
    if (typeof values.input !== 'string') throw new UsageError(required('--input JSON'));
    const inputArg = values.input;
    const input = parseRoutingInputJson(await readInputText(inputArg, io, fs));
    if (!input.ok) {
      const at = input.line !== undefined ? { line: input.line, column: input.column ?? 1 } : null;
      throw new UsageError(invalidRoutingInput(at, input.problem));
    }

    const loaded = await loadRoutingFile(common.routing, fs);
    if (!loaded.readable) {
      const d = loaded.diagnostics[0];
      // the diagnostic's own message (its code declares both languages): `The file \`x\` does not exist`
      throw new UsageError(
        d
          ? { en: renderDiagnostic(d, 'en').message, 'zh-CN': renderDiagnostic(d, 'zh-CN').message }
          : routingFileUnreadable(common.routing),
      );
    }
    const env = createRoutingEnvironment(common.config ?? DEFAULT_CONFIG);
    // Errors only (warnings and hints are `validate`'s job): they change which rules take part.
    const errors = [...loaded.diagnostics, ...lintRouting(loaded, env.lint)].filter((d) => d.severity === 'error');
    for (const d of errors) {
      io.stderr(
        `${d.file}:${d.line ?? ''}:${d.column ?? ''} ${d.severity} ${d.code} ${renderDiagnostic(d, common.locale).message}\n`,
      );
    }
    const router = createRouter({
      rules: loaded.rules,
      namespaces: env.registry,
      engines: env.engines,
      customPredicates: env.options.customPredicates,
    });
    const explanation = router.explain(input.input);
    io.stdout(
      format === 'json'
        ? inertJson(JSON.stringify(explanation, null, 2)) + '\n'
        : formatExplanationText(explanation, common.locale),
    );
    return errors.length > 0 ? EXIT_FINDINGS : EXIT_OK;
  } catch (e) {
    if (e instanceof UsageError) return printUsageError(io, 'explain', argv, e);
    throw e;
  }
}
