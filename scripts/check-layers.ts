/**
 * The layer rules of .dependency-cruiser.cjs over src/ and the site's sources (site/src), `npm run
 * lint`'s second half. dependency-cruiser reads no `.astro` file, so the check runs on a copy of
 * both trees in a temporary folder where each `X.astro` becomes `X.astro.ts` holding what can
 * import (its frontmatter and its `<script>` bodies); an import of `./X.astro` then resolves to it
 * (the resolver tries the name with `.ts` appended), and every rule sees the `.astro` files as it
 * sees the `.ts` ones. Reported paths name the `.astro` file again.
 *
 * Run it as `node scripts/check-layers.ts` (Node 24 strips the types); the test
 * (test/unit/layers.test.ts) calls `checkLayers` on small planted trees.
 */
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise, type IForbiddenRuleType, type IReporterOutput } from 'dependency-cruiser';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';

/** The folders checked, relative to the repository. */
export const CHECKED = ['src', 'site/src'] as const;

const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** What the check saw: the modules (files) it read and the rules they break. */
export interface LayerCheck {
  readonly modules: readonly string[];
  readonly violations: readonly LayerViolation[];
}

/** One broken rule: its name and the import that breaks it (`.astro` files by their own name). */
export interface LayerViolation {
  readonly rule: string;
  readonly from: string;
  readonly to: string;
}

interface DepcruiseConfig {
  readonly forbidden: IForbiddenRuleType[];
  readonly options: Record<string, unknown>;
}

/** What of an `.astro` file can import: the frontmatter between the opening `---` fences and every `<script>` body. */
export function astroImportingParts(text: string): string {
  const parts: string[] = [];
  const front = /^\s*---\r?\n([\s\S]*?)\r?\n---/.exec(text);
  if (front) parts.push(front[1] ?? '');
  for (const m of text.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)) parts.push(m[1] ?? '');
  return `${parts.join('\n')}\n`;
}

/** Copies `from` into `to`, each `.astro` file as `.astro.ts` with its importing parts only. */
function copyTree(from: string, to: string): void {
  mkdirSync(to, { recursive: true });
  for (const e of readdirSync(from, { withFileTypes: true })) {
    const source = join(from, e.name);
    if (e.isDirectory()) copyTree(source, join(to, e.name));
    else if (e.name.endsWith('.astro'))
      writeFileSync(join(to, `${e.name}.ts`), astroImportingParts(readFileSync(source, 'utf8')));
    else if (e.isFile()) cpSync(source, join(to, e.name));
  }
}

/**
 * Runs the rules of `config` (default the repository's .dependency-cruiser.cjs) over `root`'s
 * src/ and site/src/ (those that exist), resolving packages from `modules` (default the
 * repository's node_modules). Returns the files read and the violations, sorted.
 */
export async function checkLayers(
  root: string,
  options: { readonly config?: string; readonly modules?: string } = {},
): Promise<LayerCheck> {
  const require = createRequire(import.meta.url);
  const config = require(options.config ?? join(REPO, '.dependency-cruiser.cjs')) as DepcruiseConfig;
  const shadow = mkdtempSync(join(tmpdir(), 'rp-layers-'));
  try {
    const dirs = CHECKED.filter((d) => {
      try {
        copyTree(join(root, d), join(shadow, d));
        return true;
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code === 'ENOENT') return false;
        throw e;
      }
    });
    for (const f of ['tsconfig.json', 'package.json']) cpSync(join(root, f), join(shadow, f));
    symlinkSync(options.modules ?? join(REPO, 'node_modules'), join(shadow, 'node_modules'), 'dir');
    const tsConfigFile = join(shadow, 'tsconfig.json');
    const result = await cruise(
      dirs,
      {
        ...config.options,
        ruleSet: { forbidden: config.forbidden },
        validate: true,
        baseDir: shadow,
        tsConfig: { fileName: tsConfigFile },
        outputType: 'json',
      },
      {},
      { tsConfig: extractTSConfig(tsConfigFile) },
    );
    return checkOf(result);
  } finally {
    rmSync(shadow, { recursive: true, force: true });
  }
}

const named = (path: string): string => path.replace(/\.astro\.ts$/, '.astro');

interface CruiseJson {
  readonly modules: readonly { readonly source: string }[];
  readonly summary: { readonly violations: readonly { rule: { name: string }; from: string; to: string }[] };
}

function checkOf(result: IReporterOutput): LayerCheck {
  const output = (typeof result.output === 'string' ? JSON.parse(result.output) : result.output) as CruiseJson;
  const modules = output.modules.map((m) => named(m.source)).sort();
  const violations = output.summary.violations
    .map((v) => ({ rule: v.rule.name, from: named(v.from), to: named(v.to) }))
    .sort((a, b) => a.from.localeCompare(b.from) || a.to.localeCompare(b.to) || a.rule.localeCompare(b.rule));
  return { modules, violations };
}

if (import.meta.main) {
  const { modules, violations } = await checkLayers(REPO);
  const read = modules.filter((m) => CHECKED.some((d) => m.startsWith(`${d}/`)));
  const astro = read.filter((m) => m.endsWith('.astro')).length;
  for (const v of violations) process.stderr.write(`  error ${v.rule}: ${v.from} → ${v.to}\n`);
  process.stderr.write(
    `layers: ${read.length} files of ${CHECKED.join(', ')} (${astro} .astro), ` +
      `${violations.length === 0 ? 'no rule broken' : `${violations.length} broken rule(s)`}\n`,
  );
  process.exitCode = violations.length === 0 ? 0 : 1;
}
