/**
 * The docs pages of the diagnostic codes, generated from the registry (never written by hand):
 * `docs/codes/<area>/<slug>.md` per code (both locales on one page) and `docs/codes/README.md`
 * (the index). A page ends with the code's fixtures when it is given them (a failing and a passing
 * repository under test/fixtures/, with the findings the tool reports on each, which
 * test/codes.test.ts checks against a fresh run), so the example cannot drift from the tool. The
 * registry's short `example` pair is a quote of those two fixtures (test/codes.test.ts checks it
 * verbatim) and says where it is quoted from.
 * `scripts/build-docs.ts` writes them; test/codes.test.ts fails when they are stale.
 */
import type { Locale, MessageData, Severity, Template } from './define.js';
import { registry, docsPath } from './registry.js';
import type { AnyCode } from './registry-types.js';
import { REFERENCE_SECTIONS } from './reference-sections.js';

export const DOCS_COMMAND = 'npm run docs';
const BANNER = `<!-- Generated from the diagnostic registry (src/diagnostics/codes) by \`${DOCS_COMMAND}\`. Do not edit. -->`;

const SEVERITY_NAME: Readonly<Record<Locale, Record<Severity, string>>> = {
  en: { error: 'error', warning: 'warning', hint: 'hint' },
  'zh-CN': { error: '错误', warning: '警告', hint: '提示' },
};

const HEADINGS = {
  en: {
    lang: 'English',
    message: 'Message:',
    consequence: 'Consequence:',
    fix: 'Fix:',
    why: 'Why',
    bad: 'Triggers it',
    good: 'Does not',
    quoted: (file: string, lines: string) =>
      `Quoted from ${file}, ${lines}; what the tool reports on it is under Fixtures.`,
  },
  'zh-CN': {
    lang: '中文',
    message: '消息：',
    consequence: '后果：',
    fix: '修复：',
    why: '说明',
    bad: '会触发',
    good: '不会触发',
    quoted: (file: string, lines: string) => `摘自 ${file} ${lines}；工具对它的输出见“测试夹具”。`,
  },
} as const;

/**
 * Data for rendering a template with placeholders: every field reads as `{name}`. Each value is a
 * one-element array so templates that join lists, compare, or interpolate all still work.
 */
function placeholders(): MessageData {
  return new Proxy({} as MessageData, {
    get: (_t, key) => (typeof key === 'string' ? Object.freeze([`{${key}}`]) : undefined),
    has: () => true,
  });
}

export function renderTemplate(template: Template<never>): string {
  if (typeof template === 'string') return template;
  try {
    return (template as (d: MessageData) => string)(placeholders());
  } catch {
    return '(depends on the data of each finding)';
  }
}

/**
 * A link to the reference section or decision page, relative to docs/codes/<area>/: only pages of
 * this repository's docs/ (reference-sections.ts maps the upstream spec section to ours).
 */
function specLink(spec: string): string {
  if (spec.startsWith('decision:')) {
    const target = spec.slice('decision:'.length).replace(/^docs\//, '');
    return `[${target}](../../${target})`;
  }
  const section = REFERENCE_SECTIONS[spec];
  if (section === undefined) throw new Error(`no reference section in docs/ for spec ${spec} (reference-sections.ts)`);
  return `[${section.page}#${section.anchor}](../../${section.page}#${section.anchor})`;
}

function fence(text: string, file: string): string {
  const lang = file.endsWith('.md')
    ? 'markdown'
    : file.endsWith('.yaml') || file.endsWith('.yml')
      ? 'yaml'
      : file.endsWith('.json')
        ? 'json'
        : 'text';
  const ticks = '`'.repeat(Math.max(3, ...[...text.matchAll(/`+/g)].map((m) => m[0].length + 1)));
  return `${ticks}${lang} title="${file}"\n${text.endsWith('\n') ? text : text + '\n'}${ticks}`;
}

/** One file of a fixture repository as a docs page shows it. */
export interface FixtureFile {
  /** Relative to the fixture folder, with forward slashes. */
  readonly path: string;
  /** The text, or null for a file the page does not show (binary, not UTF-8, long, a link). */
  readonly text: string | null;
  /** Why the text is not shown, when it is not. */
  readonly note?: string;
}

/** A fixture repository of a code and the findings the tool reports on it. */
export interface FixtureExample {
  /** The fixture folder, relative to the repository root. */
  readonly dir: string;
  readonly files: readonly FixtureFile[];
  /** The findings, one a line (`file:line:col severity code message`); empty when there are none. */
  readonly findings: string;
}

/** Where a snippet of a code's `example` is quoted from. */
export interface QuoteSource {
  /** The fixture file, relative to the repository root. */
  readonly file: string;
  /** The 1-based lines the quote spans, first and last. */
  readonly lines: readonly [number, number];
}

/**
 * The failing and the passing fixture of a code; with `quoted`, the files of these two fixtures that
 * the code's `example` snippets are quoted from.
 */
export interface CodeFixtureExamples {
  readonly failing: FixtureExample;
  readonly passing: FixtureExample;
  readonly quoted?: { readonly bad: QuoteSource; readonly good: QuoteSource };
}

function fixtureBlock(example: FixtureExample): string {
  const files = example.files.map((f) =>
    f.text === null ? `- \`${f.path}\`: ${f.note ?? 'not shown'}` : fence(f.text, f.path),
  );
  const findings = example.findings === '' ? 'no findings\n' : example.findings;
  return [
    `Repository [\`${example.dir}/\`](../../../${example.dir}/):`,
    ...files,
    'Findings / 诊断结果:',
    fence(findings, 'findings'),
  ].join('\n\n');
}

/** The fixtures section: real repositories and what the tool reports on them. */
function fixtureSection(examples: CodeFixtureExamples): string {
  return [
    '## Fixtures / 测试夹具',
    'Checked by `test/codes.test.ts`: the findings below are what the tool reports on each repository. / 由 `test/codes.test.ts` 检查：下列诊断结果即工具对各仓库的实际输出。',
    '### Fails / 失败',
    fixtureBlock(examples.failing),
    '### Passes / 通过',
    fixtureBlock(examples.passing),
  ].join('\n\n');
}

function quotedFrom(source: QuoteSource | undefined, locale: Locale): string[] {
  if (source === undefined) return [];
  const [first, last] = source.lines;
  const lines =
    locale === 'en'
      ? first === last
        ? `line ${first}`
        : `lines ${first}–${last}`
      : first === last
        ? `第 ${first} 行`
        : `第 ${first}–${last} 行`;
  return [HEADINGS[locale].quoted(`[\`${source.file}\`](../../../${source.file})`, lines)];
}

function section(def: AnyCode, locale: Locale, quoted?: CodeFixtureExamples['quoted']): string {
  const h = HEADINGS[locale];
  const parts = [
    `## ${h.lang}`,
    `### ${def.title[locale]}`,
    `**${h.message}** ${renderTemplate(def.message[locale])}`,
    `**${h.consequence}** ${renderTemplate(def.consequence[locale])}`,
    `**${h.fix}** ${renderTemplate(def.fix[locale])}`,
    `#### ${h.why}`,
    def.why[locale].trim(),
  ];
  if (def.example) {
    parts.push(
      `#### ${h.bad}`,
      fence(def.example.bad, def.example.file),
      ...quotedFrom(quoted?.bad, locale),
      `#### ${h.good}`,
      fence(def.example.good, def.example.file),
      ...quotedFrom(quoted?.good, locale),
    );
  }
  return parts.join('\n\n');
}

export function codePage(def: AnyCode, examples?: CodeFixtureExamples): string {
  const area = def.code.slice(0, def.code.indexOf('.'));
  const fixSafety =
    def.fixable === 'suggestion'
      ? 'suggestion: a replacement is offered (e.g. as a review suggestion), never applied automatically'
      : 'none: the fix needs a decision by the author';
  const rows = [
    ['Code', `\`${def.code}\``],
    ['Severity', `${def.severity} (${SEVERITY_NAME['zh-CN'][def.severity]})`],
    ['Area', area],
    ['Since', def.since],
    ['Reference', specLink(def.spec)],
    ['Fix safety', fixSafety],
  ];
  const deprecated = def.deprecated
    ? `> **Deprecated** since ${def.deprecated.since}${def.deprecated.replacedBy ? `, replaced by [\`${def.deprecated.replacedBy}\`](${relativeDocs(def.code, def.deprecated.replacedBy)})` : ''}. 已弃用。\n\n`
    : '';
  const table = ['| | |', '| --- | --- |', ...rows.map(([k, v]) => `| ${k} | ${v} |`)].join('\n');
  const fixtures = examples ? `\n\n${fixtureSection(examples)}` : '';
  return `${BANNER}\n\n# \`${def.code}\`: ${def.title.en} / ${def.title['zh-CN']}\n\n${deprecated}${table}\n\n${section(def, 'en', examples?.quoted)}\n\n${section(def, 'zh-CN', examples?.quoted)}${fixtures}\n`;
}

function relativeDocs(from: string, to: string): string {
  const [fromArea] = from.split('.');
  const [toArea, toSlug] = to.split('.');
  return fromArea === toArea ? `${toSlug}.md` : `../${toArea}/${toSlug}.md`;
}

export function indexPage(defs: readonly AnyCode[]): string {
  const areas = [...new Set(defs.map((d) => d.code.slice(0, d.code.indexOf('.'))))].sort();
  const parts = [
    BANNER,
    '# Diagnostic codes / 诊断代码',
    `${defs.length} codes. Each page gives the message, consequence, fix and reason in English and Chinese and, where the code has fixtures, ends with a failing and a passing repository and what the tool reports on each; its short "Triggers it / Does not" pair, where it has one, is quoted from those fixtures. \`test/codes.test.ts\` checks all of it against the tool.`,
    `共 ${defs.length} 个代码。每页给出中英文的消息、后果、修复与说明；代码有测试夹具时，页末是一个失败和一个通过的仓库及工具对它们的输出；页中“会触发 / 不会触发”的简短示例（如有）摘自这两个夹具。\`test/codes.test.ts\` 逐一对照工具检查。`,
  ];
  for (const area of areas) {
    parts.push(`## ${area}`);
    const rows = defs
      .filter((d) => d.code.startsWith(`${area}.`))
      .map(
        (d) =>
          `| [\`${d.code}\`](${docsPath(d.code).slice('docs/codes/'.length)}) | ${d.severity} | ${d.title.en} | ${d.title['zh-CN']} |${d.deprecated ? ' deprecated |' : ' |'}`,
      );
    parts.push(['| Code | Severity | Title | 标题 | |', '| --- | --- | --- | --- | --- |', ...rows].join('\n'));
  }
  return parts.join('\n\n') + '\n';
}

/**
 * Every generated docs file: repository-relative path -> content. `examplesOf` gives a code's
 * fixtures (read from disk by the caller: this layer reads no files).
 */
export function buildDocs(
  defs: readonly AnyCode[] = [...registry.values()],
  examplesOf: (code: string) => CodeFixtureExamples | undefined = () => undefined,
): Map<string, string> {
  const files = new Map<string, string>();
  for (const def of defs) files.set(docsPath(def.code), codePage(def, examplesOf(def.code)));
  files.set('docs/codes/README.md', indexPage(defs));
  return files;
}
