/**
 * Docs that cannot drift: every page of docs/ and the README cites only files of this repository
 * (relative links resolve to a file that exists, with the heading an anchor names), never the
 * upstream spec, design or research files; every path of the code a page names exists; and every
 * code's docs page links to the section of our reference that states its rule
 * (src/diagnostics/reference-sections.ts).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { registry } from '../../../src/diagnostics/registry.js';
import { REFERENCE_SECTIONS } from '../../../src/diagnostics/reference-sections.js';

const REPO = join(import.meta.dirname, '../../..');

function markdownFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return markdownFiles(path);
    return name.endsWith('.md') ? [path] : [];
  });
}

/** GitHub's heading anchor: lower case, punctuation dropped, spaces to hyphens. */
function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

const anchorsCache = new Map<string, Set<string>>();
function anchorsOf(file: string): Set<string> {
  let set = anchorsCache.get(file);
  if (set === undefined) {
    const text = readFileSync(file, 'utf8').replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1\s*$/gm, '');
    set = new Set([...text.matchAll(/^#{1,6} +(.+)$/gm)].map((m) => slug(m[1] as string)));
    anchorsCache.set(file, set);
  }
  return set;
}

const DOCS = [join(REPO, 'README.md'), ...markdownFiles(join(REPO, 'docs'))];

describe('docs cite only this repository', () => {
  it('no page names the upstream spec, design or research files as files', () => {
    const outside = /(?:(?:\.\.\/)+shared\/|(?:^|[\s(`])spec\/[\w-]+\.md|DESIGN\.md|STYLE\.md|research\/[\w-]+\.md)/m;
    const bad = DOCS.filter((f) => outside.test(readFileSync(f, 'utf8'))).map((f) => relative(REPO, f));
    expect(bad).toEqual([]);
  });

  it('every relative link resolves to a file of the repository, and its anchor to a heading', () => {
    const broken: string[] = [];
    for (const file of DOCS) {
      const text = readFileSync(file, 'utf8').replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1\s*$/gm, '');
      for (const m of text.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
        const target = m[1] as string;
        if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // https:, mailto:
        const [path, anchor] = target.split('#') as [string, string | undefined];
        const resolved = path === '' ? file : join(dirname(file), decodeURI(path));
        if (!resolved.startsWith(REPO) || !existsSync(resolved)) {
          broken.push(`${relative(REPO, file)}: ${target}`);
          continue;
        }
        if (anchor && resolved.endsWith('.md') && !anchorsOf(resolved).has(decodeURI(anchor)))
          broken.push(`${relative(REPO, file)}: ${target} (no such heading)`);
      }
    }
    expect(broken).toEqual([]);
  });
});

describe('docs name only files that exist', () => {
  it('every path of src/, site/src/, test/, scripts/ and bench/ a page names is a file or folder of the repository', () => {
    // the history page records the past, files since renamed or deleted included
    const pages = DOCS.filter((f) => !f.endsWith('performance-history.md'));
    const path = /(?<![\w./-])((?:src|site\/src|test|scripts|bench)\/[\w./-]*[\w/])(?![\w{*<-])/g;
    const missing: string[] = [];
    for (const file of pages) {
      for (const m of readFileSync(file, 'utf8').matchAll(path)) {
        const named = m[1] as string;
        if (named.startsWith('bench/out/')) continue; // what the benchmarks write
        if (!existsSync(join(REPO, named))) missing.push(`${relative(REPO, file)}: ${named}`);
      }
    }
    expect(missing).toEqual([]);
  });
});

describe("each code's docs page links to our reference", () => {
  it('every spec section a code enforces has a section of docs/ that states it, and the heading exists', () => {
    const missing: string[] = [];
    for (const def of registry.values()) {
      if (def.spec.startsWith('decision:')) {
        if (!existsSync(join(REPO, def.spec.slice('decision:'.length)))) missing.push(`${def.code}: ${def.spec}`);
        continue;
      }
      const section = REFERENCE_SECTIONS[def.spec];
      if (section === undefined) missing.push(`${def.code}: ${def.spec} is not in reference-sections.ts`);
      else if (!anchorsOf(join(REPO, 'docs', section.page)).has(section.anchor))
        missing.push(`${def.code}: docs/${section.page} has no heading #${section.anchor}`);
    }
    expect(missing).toEqual([]);
  });
});
