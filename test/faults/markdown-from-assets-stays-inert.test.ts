/**
 * Issue 29, point 4: everything the Action writes as Markdown (job summary, behaviour comment) is
 * inert whatever an asset holds. Before: a `)` in a folder name ended the summary's file link early
 * and the rest became live Markdown; `#7`, `owner/repo#42`, `GH-9` and U+202E from asset text stood
 * outside code spans (GitHub links references after rendering, so escapes do not stop them); our own
 * "injected (#1)" linked issue #1. A property test builds repositories whose names, ids, world
 * references and keys are hostile, runs the real `validate`, summary and behaviour diff, renders them
 * with a GFM renderer (remark-gfm) and checks that no link, image, mention, reference, bidi control
 * or HTML comes from asset text.
 */
import fc from 'fast-check';
import remarkGfm from 'remark-gfm';
import remarkHtml from 'remark-html';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { classify } from '../../src/action/findings.js';
import { pathMap } from '../../src/action/paths.js';
import { buildSummary, encodePath } from '../../src/action/summary.js';
import { DEFAULT_CONFIG } from '../../src/config/default-config.js';
import { memoryFileSystem } from '../../src/common/memory-fs.js';
import { diffBehaviour, formatDiffMarkdown } from '../../src/diff/index.js';
import { validate } from '../../src/validate/validate.js';
import { NO_SCENARIOS } from '../../src/validate/summarize.js';

const BLOB = 'https://github.com/octo/roles/blob/0123456789abcdef0123456789abcdef01234567';

const PIECES = [
  '#7',
  'owner/repo#42',
  'GH-9',
  'gh-12',
  '\u202E',
  '\u2066',
  '\u200F',
  'https://evil.example/x',
  'www.evil.example',
  'a@b.co',
  '@octocat',
  '[x](http://evil.example)',
  '![i](http://evil.example/i.png)',
  '<!-- c -->',
  '<img src=x onerror=alert(1)>',
  ')',
  '(',
  '](http://evil.example)',
  '`',
  '**b**',
  '_e_',
  '~~s~~',
  '<b>',
  '&#35;7',
  '\\',
  '|',
  'x',
  '角色',
];
const hostile = fc
  .array(fc.oneof(fc.constantFrom(...PIECES), fc.string({ maxLength: 4 })), { minLength: 1, maxLength: 6 })
  .map((a) => a.join(''))
  .filter((s) => s.trim() !== '' && !s.includes('\n') && !s.includes('\r') && !s.includes('\0'));
/** A folder name: no `/`, not `.`/`..`, no leading `.`/`_` (the loader skips those). */
const folder = hostile.map((s) => 'c' + s.replace(/[/\\]/g, '∕'));

async function html(markdown: string): Promise<string> {
  return String(await unified().use(remarkParse).use(remarkGfm).use(remarkHtml, { sanitize: false }).process(markdown));
}

const ALLOWED_TAGS = new Set([
  'p',
  'a',
  'code',
  'br',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'h2',
  'h3',
  'h4',
  'ul',
  'li',
  'details',
  'summary',
  'strong',
]);

const decode = (s: string): string =>
  s
    .replace(/&#x([0-9a-f]+);/gi, (_, h: string) => String.fromCodePoint(parseInt(h, 16)))
    .replace(/&#(\d+);/g, (_, d: string) => String.fromCodePoint(Number(d)))
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

/** The problems of rendered Markdown: foreign links, tags, and live text outside code. */
function problems(out: string, files: ReadonlySet<string>): string[] {
  const found: string[] = [];
  for (const m of out.matchAll(/<\/?([a-z0-9]+)[\s>/]/gi)) {
    if (!ALLOWED_TAGS.has((m[1] as string).toLowerCase())) found.push(`tag <${m[1]}>`);
  }
  if (out.includes('<!--')) found.push('an HTML comment');
  for (const m of out.matchAll(/href="([^"]*)"/g)) {
    const href = decode(m[1] as string);
    const path = href.startsWith(BLOB + '/')
      ? decodeURIComponent(href.slice(BLOB.length + 1).replace(/#L.*$/, ''))
      : null;
    if (path === null || !files.has(path)) found.push(`link ${href}`);
  }
  const text = decode(out.replace(/<code>[\s\S]*?<\/code>/g, ' ').replace(/<[^>]*>/g, ' '));
  const live: [string, RegExp][] = [
    ['reference', /#\d/],
    ['GH reference', /\bGH-\d/i],
    ['bidi control', /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/],
    ['mention', /(^|[^\w`])@[A-Za-z0-9]/],
    ['autolink', /https?:\/\/|www\./i],
  ];
  for (const [what, re] of live)
    if (re.test(text)) found.push(`${what} in ${JSON.stringify(text.match(re)?.input?.slice(0, 200))}`);
  return found;
}

const BASE: Record<string, string> = {
  'characters/alice/CHARACTER.md': '---\nid: alice\nworlds: [astra]\n---\nAlice.\n',
  'worlds/astra/WORLD.md': '---\nid: astra\n---\nAstra.\n',
  'worlds/astra/entries/guard.md': '---\nkeys: [guard]\n---\nThe guard.\n',
};

describe('Markdown from asset text stays inert', () => {
  it('a `)` in a folder name does not end the file link', () => {
    expect(encodePath('characters/a) **x** [y](http://e)/CHARACTER.md')).not.toMatch(/[()[\]*_!~' ]/);
    expect(decodeURIComponent(encodePath("a)(b/c_d~e!f*g'h"))).toBe("a)(b/c_d~e!f*g'h");
  });

  it('our own wording links no issue: the behaviour comment says "injected, rank 1"', async () => {
    const head = { ...BASE, 'worlds/astra/entries/guard.md': '---\nkeys: [guard]\nenabled: false\n---\nThe guard.\n' };
    const side = async (files: Record<string, string>, label: string) => ({
      label,
      report: await validate({ roots: ['.'] }, memoryFileSystem(files)),
      config: DEFAULT_CONFIG,
    });
    const md = formatDiffMarkdown(diffBehaviour(await side(BASE, 'base'), await side(head, 'head')), 'en', 3);
    expect(md).toContain('rank 1');
    expect(problems(await html(md), new Set())).toEqual([]);
  });

  it('summary and behaviour comment of hostile repositories: no link, image, mention, reference or HTML from asset text', async () => {
    await fc.assert(
      fc.asyncProperty(folder, hostile, hostile, hostile, hostile, async (dir, id, name, world, key) => {
        const files: Record<string, string> = {
          ...BASE,
          [`characters/${dir}/CHARACTER.md`]: `---\nid: ${JSON.stringify(id)}\nname: ${JSON.stringify(name)}\nworlds: [astra, ${JSON.stringify(world)}]\n---\nBody.\n`,
          [`worlds/astra/entries/${dir}.md`]: `---\nkeys: [${JSON.stringify(key)}]\n---\nAn entry.\n`,
        };
        const report = await validate({ roots: ['.'] }, memoryFileSystem(files));
        const base = await validate({ roots: ['.'] }, memoryFileSystem(BASE));
        const behaviour = formatDiffMarkdown(
          diffBehaviour(
            { label: 'base', report: base, config: DEFAULT_CONFIG },
            { label: 'head', report, config: DEFAULT_CONFIG },
          ),
          'en',
          3,
        );
        const findings = classify(report.diagnostics, pathMap('/w', '/w'), {
          mode: 'nofilter',
          diff: null,
          baseline: null,
        });
        const summary = buildSummary({
          locale: 'en',
          findings,
          scenarios: NO_SCENARIOS,
          failed: false,
          failOn: 'error',
          mode: 'nofilter',
          askedMode: 'nofilter',
          annotated: 0,
          omitted: 0,
          annotatedWhere: 'annotations',
          notes: [],
          assets: report.assets,
          toRepo: (f) => f,
          blobBase: BLOB,
          behaviour,
        });
        const known = new Set(Object.keys(files));
        expect(problems(await html(summary), known)).toEqual([]);
        expect(problems(await html(behaviour), known)).toEqual([]);
      }),
      { numRuns: 60 },
    );
  }, 120_000);
});
