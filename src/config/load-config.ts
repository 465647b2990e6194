/**
 * Load `rp-assets.config.yaml` (docs/config.md). Paths resolve against the config file's folder.
 * Never throws: a broken or invalid config gives diagnostics with positions and falls back field by
 * field to DEFAULT_CONFIG.
 */
import type { FileSystem } from '../common/fs.js';
import { dirname, isAbsolute, join, normalize } from '../common/paths.js';
import type { Diagnostic, Locale } from '../diagnostics/define.js';
import { LOCALES } from '../diagnostics/define.js';
import { fileOnly, report } from '../diagnostics/report.js';
import { configInvalidField } from '../diagnostics/codes/config/invalid-field.js';
import { configUnknownField } from '../diagnostics/codes/config/unknown-field.js';
import { configUnreadable } from '../diagnostics/codes/config/unreadable.js';
import { configYamlSyntax } from '../diagnostics/codes/config/yaml-syntax.js';
import { closestCandidate } from '../common/closest-candidate.js';
import { confinementRefusal, repositoryTop } from '../common/confine.js';
import { configPathOutsideRepository } from '../diagnostics/codes/config/path-outside-repository.js';
import { placeOf } from '../diagnostics/place.js';
import type { NodePath, RuleSpans } from '../common/spans.js';
import { spanAt } from '../common/spans.js';
import { FILE_LIMITS, YamlBudget, tooLargeData } from '../common/yaml/budget.js';
import type { Plain } from '../common/yaml/plain.js';
import { isMapping, plainKind, readPlain } from '../common/yaml/plain.js';
import { readYamlFile } from '../common/yaml/read-file.js';
import { configYamlTooLarge } from '../diagnostics/codes/config/yaml-too-large.js';
import { DEFAULT_CONFIG } from './default-config.js';
import { CONFIG_FIELDS } from './fields.js';
import { readCustomPredicates, readEngines, readNamespaces } from './read-sections.js';
import type { RpConfig } from './types.js';

export { CONFIG_FIELDS } from './fields.js';

export interface ConfigContext {
  readonly file: string;
  readonly out: Diagnostic[];
  at(path: NodePath, which?: 'key' | 'value'): ReturnType<typeof placeOf>;
  wrong(path: NodePath, expected: string, found: Plain | undefined): void;
}

export interface LoadedConfig {
  readonly config: RpConfig;
  readonly diagnostics: readonly Diagnostic[];
}

/** Resolves a path the config names and refuses it (reported at `at`, null) outside the repository or in `.git/`. */
type Confine = (p: string, at: NodePath) => Promise<string | null>;

type ConfigRoot = { readonly [key: string]: Plain };

/** What the readers of path fields need: the confinement and the context to report through. */
interface PathReading {
  readonly confined: Confine;
  readonly ctx: ConfigContext;
}

/** The config file's top-level mapping with the context its readers report through; or why there is none. */
type ConfigDocument =
  | { readonly ok: true; readonly root: ConfigRoot; readonly ctx: ConfigContext }
  | { readonly ok: false; readonly diagnostics: Diagnostic[] };

function configContext(file: string, spans: RuleSpans, out: Diagnostic[]): ConfigContext {
  const at = (p: NodePath, which: 'key' | 'value' = 'value') => placeOf(file, spanAt(spans, p, which));
  return {
    file,
    out,
    at,
    wrong: (p, expected, found) =>
      out.push(
        report(configInvalidField, at(p), {
          field: p.join('.'),
          expected,
          found: found === undefined ? 'missing' : plainKind(found),
        }),
      ),
  };
}

/** Reads and parses the file: unreadable, broken YAML, too large, empty or not a mapping end here. */
async function readConfigDocument(file: string, fs: FileSystem): Promise<ConfigDocument> {
  const read = await readYamlFile(file, fs);
  if (!read.ok)
    return { ok: false, diagnostics: [report(configUnreadable, fileOnly(file), { path: file, reason: read.reason })] };
  const { source } = read;
  const out: Diagnostic[] = source.syntaxErrors.map((e) =>
    report(configYamlSyntax, placeOf(file, e.span), { reason: e.reason }),
  );
  if (out.length > 0) return { ok: false, diagnostics: out };
  const plain = readPlain(source.doc.contents, source, new YamlBudget(FILE_LIMITS));
  if (plain.kind === 'too-large')
    return { ok: false, diagnostics: [report(configYamlTooLarge, placeOf(file, plain.span), tooLargeData(plain))] };
  const { root, nodes } = plain;
  const ctx = configContext(file, { index: 0, nodes }, out);
  if (root === null) return { ok: false, diagnostics: out };
  if (!isMapping(root)) {
    ctx.wrong([], 'mapping', root);
    return { ok: false, diagnostics: out };
  }
  return { ok: true, root, ctx };
}

/** `config.unknown-field` for each top-level key that is no config field, with the closest name. */
function reportUnknownFields(root: ConfigRoot, ctx: ConfigContext): void {
  for (const key of Object.keys(root)) {
    if ((CONFIG_FIELDS as readonly string[]).includes(key)) continue;
    const suggestion = closestCandidate(key, CONFIG_FIELDS);
    ctx.out.push(
      report(configUnknownField, ctx.at([key], 'key'), { field: key, suggestion }, suggestion ? { suggestion } : {}),
    );
  }
}

/** Every path the config names must stay in its repository and out of `.git/` (src/common/confine.ts). */
async function confinement(baseDir: string, fs: FileSystem, ctx: ConfigContext): Promise<Confine> {
  const top = await repositoryTop(baseDir, fs);
  return async (p, at) => {
    const path = isAbsolute(p) ? normalize(p) : join(baseDir, p);
    const refusal = await confinementRefusal(path, top, fs);
    if (refusal === null) return path;
    ctx.out.push(report(configPathOutsideRepository, ctx.at(at), { field: at.join('.'), reason: refusal }));
    return null;
  };
}

/** `roots`: one path or a list of them; the fallback when none is usable. */
async function readRoots(
  root: ConfigRoot,
  fallback: readonly string[],
  { confined, ctx }: PathReading,
): Promise<readonly string[]> {
  const raw = root['roots'];
  if (typeof raw === 'string' && raw.trim() !== '') {
    const one = await confined(raw, ['roots']);
    return one === null ? fallback : [one];
  }
  if (Array.isArray(raw)) {
    const ok: string[] = [];
    for (const [i, r] of raw.entries()) {
      if (typeof r !== 'string' || r.trim() === '') ctx.wrong(['roots', i], 'non-empty-string', r);
      else {
        const one = await confined(r, ['roots', i]);
        if (one !== null) ok.push(one);
      }
    }
    return ok.length > 0 ? ok : fallback;
  }
  if (raw !== undefined && raw !== null) ctx.wrong(['roots'], 'list-of-strings', raw);
  return fallback;
}

/** `routing`, `tests`, `retrievalTests`: a non-empty path inside the repository, or null. */
async function readPathField(
  root: ConfigRoot,
  key: 'routing' | 'tests' | 'retrievalTests',
  { confined, ctx }: PathReading,
): Promise<string | null> {
  const raw = root[key];
  if (raw === undefined || raw === null) return null;
  if (typeof raw === 'string' && raw.trim() !== '') return confined(raw, [key]);
  ctx.wrong([key], 'non-empty-string', raw);
  return null;
}

/** `locale`: one of LOCALES, else null (reported when written). */
function readLocale(raw: Plain | undefined, ctx: ConfigContext): Locale | null {
  if (typeof raw === 'string' && (LOCALES as readonly string[]).includes(raw)) return raw as Locale;
  if (raw !== undefined && raw !== null) {
    ctx.out.push(
      report(configInvalidField, ctx.at(['locale']), {
        field: 'locale',
        expected: LOCALES.map((l) => '`' + l + '`').join(', '),
        found: typeof raw === 'string' ? '`' + raw + '`' : plainKind(raw),
      }),
    );
  }
  return null;
}

export async function loadConfig(path: string, fs: FileSystem): Promise<LoadedConfig> {
  const file = normalize(path);
  const baseDir = dirname(file);
  const fallback: RpConfig = { ...DEFAULT_CONFIG, file, baseDir, roots: [baseDir] };
  const doc = await readConfigDocument(file, fs);
  if (!doc.ok) return { config: fallback, diagnostics: doc.diagnostics };
  const { root, ctx } = doc;
  reportUnknownFields(root, ctx);
  const paths: PathReading = { confined: await confinement(baseDir, fs, ctx), ctx };
  const roots = await readRoots(root, fallback.roots, paths);
  const locale = readLocale(root['locale'], ctx);
  const config: RpConfig = {
    file,
    baseDir,
    roots,
    routing: await readPathField(root, 'routing', paths),
    tests: await readPathField(root, 'tests', paths),
    retrievalTests: await readPathField(root, 'retrievalTests', paths),
    locale,
    namespaces: readNamespaces(root['namespaces'], ctx),
    engines: readEngines(root['engines'], ctx),
    customPredicates: readCustomPredicates(root['customPredicates'], ctx),
  };
  const byPlace = (a: Diagnostic, b: Diagnostic) => (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0);
  return { config, diagnostics: [...ctx.out].sort(byPlace) };
}
