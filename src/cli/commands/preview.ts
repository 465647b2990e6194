/**
 * `rp-assets preview DIR`: serves a catalog built by `rp-assets site --out DIR` as GitHub Pages
 * would (src/node/static-site.ts), under the base path it was built for, and says the address.
 * Runs until Ctrl-C. Opened from disk instead, the pages find neither their styles nor their
 * links, as every path is absolute under the base (docs/site.md).
 */
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { oneLine } from '../../common/visible.js';
import { serveSite } from '../../node/static-site.js';
import type { SiteServer } from '../../node/static-site.js';
import type { CliIo, Command } from '../io.js';
import { EXIT_OK } from '../io.js';
import { asUsageError, parseStrict, printUsageError, UsageError } from '../options.js';
import { normalizeBase, SITE_MARKER } from '../site-out.js';
import { badArguments, required, shellWord } from '../usage-messages.js';

export const PREVIEW_HELP = `Usage: rp-assets preview DIR [options]

Serve the catalog built by \`rp-assets site --out DIR\` as GitHub Pages serves it: under the base
path it was built for (--base of the build), \`page/\` from \`page/index.html\`, the site's
404.html for what is missing. Prints the address; runs until Ctrl-C.

Options:
  --port N                the port (default: 4321, or the next free one up to 4340; 0: any)
  --host HOST             the address to listen on (default: 127.0.0.1, this machine only)
  -h, --help              show this help

Exit codes: 0 stopped with Ctrl-C, 2 usage error (DIR is not a built catalog, the port is taken).
`;

const OPTIONS = {
  port: { type: 'string' },
  host: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

const DEFAULT_PORT = 4321;
const LAST_TRIED_PORT = 4340;

/** The base path recorded by the build (`/` for a catalog built before it was recorded). */
async function builtBase(dir: string, shown: string): Promise<string> {
  let text: string;
  try {
    text = await readFile(join(dir, SITE_MARKER), 'utf8');
  } catch {
    throw new UsageError(
      badArguments(
        `${shown} is not a catalog built by rp-assets site (no ${SITE_MARKER}); build one with: rp-assets site --out ${shellWord(shown)}`,
      ),
    );
  }
  let base: unknown;
  try {
    base = (JSON.parse(text) as { base?: unknown }).base;
  } catch {
    base = undefined;
  }
  return normalizeBase(typeof base === 'string' ? base : undefined);
}

function parsePort(text: string | undefined): number | null {
  if (text === undefined) return null;
  const port = Number(text);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new UsageError(badArguments(`--port must be a whole number from 0 to 65535, not ${oneLine(text)}`));
  return port;
}

async function listen(dir: string, base: string, port: number | null, host: string): Promise<SiteServer> {
  const ports =
    port === null ? Array.from({ length: LAST_TRIED_PORT - DEFAULT_PORT + 1 }, (_, i) => DEFAULT_PORT + i) : [port];
  for (const p of ports) {
    try {
      return await serveSite(dir, base, p, host);
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      if (code !== 'EADDRINUSE' || p === ports.at(-1))
        throw new UsageError(badArguments(`cannot listen on ${host}:${p}: ${oneLine((e as Error).message)}`));
    }
  }
  throw new Error('unreachable: the last port either listens or throws');
}

/** Resolves on Ctrl-C or a termination request. */
const stopped = (): Promise<void> =>
  new Promise((resolvePromise) => {
    process.once('SIGINT', () => resolvePromise());
    process.once('SIGTERM', () => resolvePromise());
  });

export const run: Command = async (argv, io) => runPreview(argv, io, stopped);

/** The command with an injected stop signal (tests resolve it themselves). */
export async function runPreview(argv: readonly string[], io: CliIo, until: () => Promise<void>): Promise<number> {
  try {
    const { values, positionals } = parseStrict(argv, OPTIONS);
    if (values.help) {
      io.stdout(PREVIEW_HELP);
      return EXIT_OK;
    }
    const [shown, ...more] = positionals;
    if (shown === undefined) throw new UsageError(required('DIR (the folder `rp-assets site --out` built)'));
    if (more.length > 0) throw new UsageError(badArguments(`preview serves one folder, not ${positionals.length}`));
    const dir = resolve(io.cwd, shown);
    const base = await builtBase(dir, oneLine(shown));
    const server = await listen(dir, base, parsePort(values.port), values.host ?? '127.0.0.1');
    io.stdout(`Serving ${oneLine(shown)} at ${server.url} (base ${base}); Ctrl-C to stop\n`);
    await until();
    await server.close();
    return EXIT_OK;
  } catch (e) {
    const usage = asUsageError(e);
    if (usage) return printUsageError(io, 'preview', argv, usage);
    throw e;
  }
}
