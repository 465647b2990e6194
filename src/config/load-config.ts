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
import type { NodePath } from '../common/spans.js';
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

export async function loadConfig(path: string, fs: FileSystem): Promise<LoadedConfig> {
  const file = normalize(path);
  const baseDir = dirname(file);
  const fallback: RpConfig = { ...DEFAULT_CONFIG, file, baseDir, roots: [baseDir] };
  const read = await readYamlFile(file, fs);
  if (!read.ok)
    return {
      config: fallback,
      diagnostics: [report(configUnreadable, fileOnly(file), { path: file, reason: read.reason })],
    };
  const { source } = read;
  const out: Diagnostic[] = source.syntaxErrors.map((e) =>
    report(configYamlSyntax, placeOf(file, e.span), { reason: e.reason }),
  );
  if (out.length > 0) return { config: fallback, diagnostics: out };

  const plain = readPlain(source.doc.contents, source, new YamlBudget(FILE_LIMITS));
  if (plain.kind === 'too-large') {
    const d = report(configYamlTooLarge, placeOf(file, plain.span), tooLargeData(plain));
    return { config: fallback, diagnostics: [d] };
  }
  const { root, nodes } = plain;
  const spans = { index: 0, nodes };
  const ctx: ConfigContext = {
    file,
    out,
    at: (p, which = 'value') => placeOf(file, spanAt(spans, p, which)),
    wrong: (p, expected, found) =>
      out.push(
        report(configInvalidField, ctx.at(p), {
          field: p.join('.'),
          expected,
          found: found === undefined ? 'missing' : plainKind(found),
        }),
      ),
  };
  if (root === null) return { config: fallback, diagnostics: out };
  if (!isMapping(root)) {
    ctx.wrong([], 'mapping', root);
    return { config: fallback, diagnostics: out };
  }
  for (const key of Object.keys(root)) {
    if ((CONFIG_FIELDS as readonly string[]).includes(key)) continue;
    const suggestion = closestCandidate(key, CONFIG_FIELDS);
    out.push(
      report(configUnknownField, ctx.at([key], 'key'), { field: key, suggestion }, suggestion ? { suggestion } : {}),
    );
  }
  const resolvePath = (p: string): string => (isAbsolute(p) ? normalize(p) : join(baseDir, p));
  // Every path the config names must stay in its repository and out of `.git/` (src/common/confine.ts).
  const top = await repositoryTop(baseDir, fs);
  const confined = async (p: string, at: NodePath): Promise<string | null> => {
    const path = resolvePath(p);
    const refusal = await confinementRefusal(path, top, fs);
    if (refusal === null) return path;
    out.push(report(configPathOutsideRepository, ctx.at(at), { field: at.join('.'), reason: refusal }));
    return null;
  };
  const pathField = async (key: 'routing' | 'tests' | 'retrievalTests'): Promise<string | null> => {
    const v = root[key];
    if (v === undefined || v === null) return null;
    if (typeof v === 'string' && v.trim() !== '') return confined(v, [key]);
    ctx.wrong([key], 'non-empty-string', v);
    return null;
  };

  let roots: readonly string[] = fallback.roots;
  const rawRoots = root['roots'];
  if (typeof rawRoots === 'string' && rawRoots.trim() !== '') {
    const one = await confined(rawRoots, ['roots']);
    if (one !== null) roots = [one];
  } else if (Array.isArray(rawRoots)) {
    const ok: string[] = [];
    for (const [i, r] of rawRoots.entries()) {
      if (typeof r !== 'string' || r.trim() === '') ctx.wrong(['roots', i], 'non-empty-string', r);
      else {
        const one = await confined(r, ['roots', i]);
        if (one !== null) ok.push(one);
      }
    }
    if (ok.length > 0) roots = ok;
  } else if (rawRoots !== undefined && rawRoots !== null) ctx.wrong(['roots'], 'list-of-strings', rawRoots);

  let locale: Locale = DEFAULT_CONFIG.locale;
  const rawLocale = root['locale'];
  if (typeof rawLocale === 'string' && (LOCALES as readonly string[]).includes(rawLocale)) locale = rawLocale as Locale;
  else if (rawLocale !== undefined && rawLocale !== null) {
    out.push(
      report(configInvalidField, ctx.at(['locale']), {
        field: 'locale',
        expected: LOCALES.map((l) => '`' + l + '`').join(', '),
        found: typeof rawLocale === 'string' ? '`' + rawLocale + '`' : plainKind(rawLocale),
      }),
    );
  }

  const config: RpConfig = {
    file,
    baseDir,
    roots,
    routing: await pathField('routing'),
    tests: await pathField('tests'),
    retrievalTests: await pathField('retrievalTests'),
    locale,
    namespaces: readNamespaces(root['namespaces'], ctx),
    engines: readEngines(root['engines'], ctx),
    customPredicates: readCustomPredicates(root['customPredicates'], ctx),
  };
  const byPlace = (a: Diagnostic, b: Diagnostic) => (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0);
  return { config, diagnostics: [...out].sort(byPlace) };
}
