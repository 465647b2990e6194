/**
 * `rp-assets retrieve [ROOT...] --character ID --message TEXT [--message TEXT...]`: preview which
 * world entries the last `recentMessages` messages inject, in order, and why the others are left out.
 * JSON by default (docs/cli.md), `--format text` for a table. Reference: docs/retrieval.md.
 */
import { closestCandidate } from '../../common/closest-candidate.js';
import { loadAssets } from '../../assets/index.js';
import type { FileSystem } from '../../common/fs.js';
import { nodeFileSystem } from '../../node/node-fs.js';
import type { Locale } from '../../diagnostics/define.js';
import { diagnosticsJson } from '../../report/format/json.js';
import { formatRetrievalText } from '../../retrieval/format-text.js';
import { retrieve } from '../../retrieval/index.js';
import { loadRealTokenCounter } from '../../budgets/real-tokens.js';
import { addRealTokens, type RetrievalWithRealTokens } from '../../retrieval/real-figures.js';
import { cwdFileSystem } from '../../common/cwd-fs.js';
import type { CliIo, Command } from '../io.js';
import { EXIT_OK } from '../io.js';
import { asUsageError, parseCommonOptions, printUsageError, UsageError } from '../options.js';
import { formatJsonOrText, messageRequired, required, unknownCharacter } from '../usage-messages.js';
import { inertJson } from '../../common/visible.js';

export const RETRIEVE_HELP = `Usage: rp-assets retrieve [ROOT...] --character ID --message TEXT [--message TEXT...] [options]

Preview which world entries the last \`recentMessages\` messages activate for a character, in
injection order, with each one's score, matched keys and token estimate, and every entry left
out with its reason (budget, maxEntries, duplicate-id, disabled, no-match, never-matchable).
Beside each token estimate (the format's figure: 4 characters ≈ 1 token, which decides what fits)
it shows real tokens of the o200k_base encoding, for reference.

Arguments:
  ROOT...                 asset roots in override order (default: the config file's roots, else .)

Options:
  --character ID          the character card (required)
  --message TEXT          a message of the conversation, oldest first; repeat for more (required)
  --config FILE           config file (default: rp-assets.config.yaml, looked for in the working
                          directory, then each parent up to the repository root)
  --format FORMAT         json | text (default: json)
  --locale LOCALE         zh-CN | en (default: the config's locale, else zh-CN)
  -h, --help              show this help

Exit codes: 0 preview printed, 2 usage error (unknown character, missing option, unreadable config).
`;

const OPTIONS = {
  character: { type: 'string' },
  message: { type: 'string', multiple: true },
} as const;

function json(result: RetrievalWithRealTokens, locale: Locale): string {
  const doc = {
    version: 1,
    ...result,
    diagnostics: diagnosticsJson(result.diagnostics, locale),
  };
  return inertJson(JSON.stringify(doc, null, 2)) + '\n';
}

export const run: Command = async (argv, io) => runRetrieve(argv, io, cwdFileSystem(nodeFileSystem(), io.cwd));

/** The command with an injected file system (tests pass a memory tree). */
export async function runRetrieve(argv: readonly string[], io: CliIo, fs: FileSystem): Promise<number> {
  try {
    const parsed = await parseCommonOptions(argv, io, fs, OPTIONS);
    if (parsed.help) {
      io.stdout(RETRIEVE_HELP);
      return EXIT_OK;
    }
    const format = parsed.values.format === undefined ? 'json' : parsed.values.format;
    if (format !== 'json' && format !== 'text') throw new UsageError(formatJsonOrText(String(format)));
    const character = parsed.values.character;
    if (typeof character !== 'string' || character === '') throw new UsageError(required('--character ID'));
    const messages = parsed.values.message;
    if (!Array.isArray(messages) || messages.length === 0) throw new UsageError(messageRequired());
    const graph = await loadAssets({ roots: parsed.common.roots }, fs);
    const known = graph.characters.map((c) => c.id);
    if (!known.includes(character))
      throw new UsageError(unknownCharacter(character, closestCandidate(character, known), known));
    const result = addRealTokens(graph, retrieve(graph, character, messages.map(String)), await loadRealTokenCounter());
    io.stdout(
      format === 'json' ? json(result, parsed.common.locale) : formatRetrievalText(result, parsed.common.locale),
    );
    return EXIT_OK;
  } catch (e) {
    const usage = asUsageError(e);
    if (usage) return printUsageError(io, 'retrieve', argv, usage);
    throw e;
  }
}
