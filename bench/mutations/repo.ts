/**
 * The repositories the mutation bench starts from, as path → text maps: the bundled examples
 * (their config, routing file and scenario files) and a generated one (bench/corpus's
 * generator, small, without its planted defects). Read-only helpers over a map find the files a
 * mutation kind edits.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { assetFiles } from '../corpus/assets.js';
import { createRng } from '../corpus/rng.js';
import { generateRules, routingYaml } from '../corpus/rules.js';

export type Files = Readonly<Record<string, string>>;

export interface Repo {
  readonly name: string;
  readonly files: Files;
}

const CONFIG = 'rp-assets.config.yaml';

/** Every text file below `dir` except `skip` folders, keyed by its path relative to `dir`. */
function readTree(dir: string, skip: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (at: string): void => {
    for (const d of readdirSync(at, { withFileTypes: true })) {
      const path = join(at, d.name);
      const rel = relative(dir, path).split('\\').join('/');
      if (d.isDirectory()) {
        if (!skip.includes(rel)) walk(path);
      } else if (d.isFile() && /\.(md|ya?ml|json)$/.test(d.name)) out[rel] = readFileSync(path, 'utf8');
    }
  };
  walk(dir);
  return out;
}

/** examples/ as `npm start` validates it (broken/ and turn/ are other demonstrations). */
export function examplesRepo(examplesDir: string): Repo {
  return { name: 'examples', files: readTree(examplesDir, ['broken', 'turn']) };
}

/** A generated repository: one root `roleplay/`, a routing file, a config naming both. */
export function generatedRepo(size: { characters: number; worlds: number; entries: number; rules: number }): Repo {
  const files: Record<string, string> = {};
  const rng = createRng(7);
  const shape = {
    ...size,
    defects: 0,
    characterChars: 600,
    worldChars: 400,
    entryChars: [120, 300] as [number, number],
  };
  for (const f of assetFiles(rng.fork(11), shape)) files[`roleplay/${f.path}`] = f.content;
  files['routing.yaml'] = routingYaml(generateRules(rng.fork(12), { count: size.rules }));
  files[CONFIG] = 'roots: [roleplay]\nrouting: routing.yaml\n';
  return { name: `generated (${size.entries} entries, ${size.rules} rules)`, files };
}

export const configFile = CONFIG;

/** The files whose frontmatter says `spec: pi-roleplay/<kind>@1`, sorted by path. */
export function filesOfKind(files: Files, kind: 'character' | 'world' | 'world-entry'): string[] {
  const marker = `spec: pi-roleplay/${kind}@1`;
  return Object.keys(files)
    .filter((p) => p.endsWith('.md') && files[p]!.startsWith('---') && files[p]!.includes(`\n${marker}\n`))
    .sort();
}

/** The frontmatter line `field: …` of a Markdown asset, as [index, text], or null. */
export function frontmatterLine(text: string, field: string): [number, string] | null {
  const lines = text.split('\n');
  const end = lines.indexOf('---', 1);
  for (let i = 1; i < end; i++) if (lines[i]!.startsWith(`${field}:`)) return [i, lines[i]!];
  return null;
}

/** `text` with frontmatter line `field` replaced by `replacement` (lines; [] removes it). */
export function replaceFrontmatterLine(text: string, field: string, replacement: readonly string[]): string | null {
  const at = frontmatterLine(text, field);
  if (at === null) return null;
  const lines = text.split('\n');
  lines.splice(at[0], 1, ...replacement);
  return lines.join('\n');
}

/** `text` with `lines` added at the end of its frontmatter. */
export function addFrontmatterLines(text: string, lines: readonly string[]): string {
  const all = text.split('\n');
  const end = all.indexOf('---', 1);
  all.splice(end, 0, ...lines);
  return all.join('\n');
}

/** A flow list `[a, b]` of a frontmatter line, or null. */
export function flowList(line: string): string[] | null {
  const m = /^[\w-]+:\s*\[(.*)\]\s*$/.exec(line);
  if (!m) return null;
  return m[1]!
    .split(',')
    .map((s) => s.trim().replace(/^['"]|['"]$/g, ''))
    .filter((s) => s !== '');
}

/** The value of a scalar frontmatter field (`id: astra` → `astra`), or null. */
export function scalarField(text: string, field: string): string | null {
  const at = frontmatterLine(text, field);
  return at === null
    ? null
    : at[1]
        .slice(field.length + 1)
        .trim()
        .replace(/^['"]|['"]$/g, '');
}
