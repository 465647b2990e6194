/**
 * The countable facts of the README and docs/ (beside docs/site.md, which site-facts.test.ts holds)
 * are the code's: each sentence that states a limit, a budget or a count is matched here against the
 * constant it describes, so changing one without the other fails. A fact that has no constant to
 * hold it is not written in the docs.
 */
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
// @ts-expect-error -- a plain ES module of the bench, without types
import { DEFAULTS as UNTYPED_CORPUS } from '../../../bench/generate.js';
import { COMMON_OPTIONS } from '../../../src/cli/options.js';
import { VALIDATE_OPTIONS } from '../../../src/cli/commands/validate.js';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MAX_API_BLOBS } from '../../../src/action/baseline.js';
import { MAX_COMMENT_CHARS } from '../../../src/action/behaviour-comment.js';
import { MAX_REVIEW_COMMENTS } from '../../../src/action/review.js';
import { MAX_FILE_BYTES, READ_CONCURRENCY } from '../../../src/assets/read-bytes.js';
import { MAX_UNZIPPED_BYTES } from '../../../src/bridge/charx/zip.js';
import { MAX_INPUT_BYTES } from '../../../src/bridge/shared/errors.js';
import { STEP_BUDGET } from '../../../src/common/regex/safe-regex.js';
import { FILE_LIMITS, FRONTMATTER_LIMITS } from '../../../src/common/yaml/budget.js';
import { MAX_YAML_BYTES } from '../../../src/common/yaml/read-file.js';
import { MAX_ENTRY_PROBES } from '../../../src/diff/retrieval-diff.js';
import { REGEX_WINDOW } from '../../../src/routing/predicates/content-regex.js';
import { MAX_BRANCHES } from '../../../src/routing/predicates/representative-input.js';
import { CACHE_LIMIT } from '../../../src/routing/router/cache.js';
import { MAX_CELLS } from '../../../src/turn/closest-passage.js';
import { INLINE_CAPACITY } from '../../../src/common/executor.js';
import { POOL_CAPACITY } from '../../../src/node/pool-executor.js';
import { PARSE_INLINE_FIRST } from '../../../src/cli/jobs.js';
import { SEARCH_LIMIT, SEARCH_MAX_CHUNKS, SEARCH_MAX_GRAMS } from '../../../src/catalog/search-index/query.js';
import { BODY_CHUNK, NAMES_CHUNK } from '../../../src/catalog/search-index/build.js';
import { COMMON_GRAMS } from '../../../src/catalog/search-index/format.js';
import { DOMAINS, ENTITY_ID_MAX } from '../../../src/turn/domains.js';
import { EVIDENCE_MAX } from '../../../src/turn/schema.js';
import { CHECK_BATCH } from '../../../src/action/check-run.js';
import { PER_JOB_CAP } from '../../../src/action/rank.js';
import { MAX_QUOTED_TOKEN } from '../../../src/common/yaml/source.js';
import { PROGRESS_DELAY_MS, PROGRESS_INTERVAL_MS } from '../../../src/cli/progress/cli-progress.js';
import * as lists from '../../../site/src/lists.js';

const ROOT = join(import.meta.dirname, '../../..');
/** The benchmark corpus's default counts. */
const CORPUS = UNTYPED_CORPUS as { characters: number; worlds: number; entries: number; rules: number };
const MiB = 1024 * 1024;

const texts = new Map<string, string>();
/** A page of the repository with its whitespace runs made single spaces (sentences wrap anywhere). */
function page(name: string): string {
  let text = texts.get(name);
  if (text === undefined) texts.set(name, (text = readFileSync(join(ROOT, name), 'utf8').replace(/\s+/g, ' ')));
  return text;
}

/** Every number `re` captures in `name` (commas dropped); fails when it matches nowhere. */
function stated(name: string, re: RegExp): number[] {
  const found = [...page(name).matchAll(new RegExp(re.source, 'g'))].map((m) => Number((m[1] ?? '').replace(/,/g, '')));
  expect(found.length, `${name} states ${re}`).toBeGreaterThan(0);
  return found;
}

/** Each fact: the page, the sentence (capturing the number), and the value in the code. */
const FACTS: ReadonlyArray<readonly [page: string, sentence: RegExp, value: number]> = [
  // routing: the engine's bounds
  ['docs/routing.md', /Only `regex` looks at the first ([\d,]+) UTF-16 code units/, REGEX_WINDOW],
  ['docs/routing.md', /At most ([\d,]+) entries; when full/, CACHE_LIMIT],
  ['docs/routing.md', /expands the filter into at most ([\d,]+) conjunctions/, MAX_BRANCHES],
  ['docs/routing-validation.md', /expands the filter into at most ([\d,]+) conjunctions/, MAX_BRANCHES],
  ['docs/routing-validation.md', /Only the first ([\d,]+) characters are searched at run time/, REGEX_WINDOW],
  ['docs/routing-validation.md', /small enough for a ([\d,]+)-character message/, REGEX_WINDOW],
  ['docs/routing-validation.md', /stays within ([\d,]+) steps/, STEP_BUDGET],
  ['docs/security.md', /`STEP_BUDGET` \(([\d,]+) steps\)/, STEP_BUDGET],
  ['docs/security.md', /only the first ([\d,]+) characters are searched/, REGEX_WINDOW],
  ['docs/security.md', /A content predicate searches the first ([\d,]+) characters/, REGEX_WINDOW],
  ['docs/format.md', /without flags on the first ([\d,]+) characters/, REGEX_WINDOW],
  ['docs/format.md', /（无标志）只检索前 ([\d,]+) 个字符/, REGEX_WINDOW],
  // YAML budgets and file sizes
  ['docs/routing-validation.md', /expanded within a budget of ([\d,]+) nodes/, FILE_LIMITS.nodes],
  ['docs/routing-validation.md', /and a nesting depth of ([\d,]+)/, FILE_LIMITS.depth],
  ['docs/routing-validation.md', /expansion yields count toward the ([\d,]+)/, FILE_LIMITS.nodes],
  ['docs/routing-validation.md', /bounded by the ([\d,]+) MiB file limit/, MAX_YAML_BYTES / MiB],
  ['docs/routing-validation.md', /Files over ([\d,]+) MiB are refused the same way/, MAX_YAML_BYTES / MiB],
  ['docs/routing-validation.md', /refused at once\), at most ([\d,]+) MiB;/, MAX_YAML_BYTES / MiB],
  ['docs/security.md', /any other quoted run is cut to ([\d,]+) characters/, MAX_QUOTED_TOKEN],
  ['docs/security.md', /([\d,]+) nodes and \d+ levels per routing/, FILE_LIMITS.nodes],
  ['docs/security.md', /[\d,]+ nodes and ([\d,]+) levels per routing/, FILE_LIMITS.depth],
  ['docs/diff.md', /an alias bomb past the ([\d,]+)-node budget/, FILE_LIMITS.nodes],
  ['docs/diff.md', /a file over ([\d,]+) MiB or one inside `\.git\/`/, MAX_YAML_BYTES / MiB],
  ['README.md', /\(([\d,]+) nodes per frontmatter/, FRONTMATTER_LIMITS.nodes],
  ['README.md', /nodes per frontmatter, ([\d,]+) per routing file\)/, FILE_LIMITS.nodes],
  ['README.md', /files above ([\d,]+) MiB \(routing: \d+ MiB\)/, MAX_FILE_BYTES / MiB],
  ['README.md', /files above \d+ MiB \(routing: ([\d,]+) MiB\)/, MAX_YAML_BYTES / MiB],
  ['docs/assets.md', /expanded with a budget of ([\d,]+) nodes \(`FRONTMATTER_LIMITS`/, FRONTMATTER_LIMITS.nodes],
  ['docs/security.md', /more than ([\d,]+) nodes \(`FRONTMATTER_LIMITS`/, FRONTMATTER_LIMITS.nodes],
  ['docs/security.md', /files above ([\d,]+) MiB \(`MAX_FILE_BYTES`\)/, MAX_FILE_BYTES / MiB],
  ['docs/security.md', /routing files above ([\d,]+) MiB likewise/, MAX_YAML_BYTES / MiB],
  ['docs/security.md', /bounded read concurrency \(([\d,]+) files in flight\)/, READ_CONCURRENCY],
  // the Action
  ['docs/action.md', /Bodies over ([\d,]+) characters are cut at a line/, MAX_COMMENT_CHARS],
  ['docs/action.md', /with at most ([\d,]+) comments, only on head-side/, MAX_REVIEW_COMMENTS],
  ['docs/action.md', /the findings beyond the ([\d,]+) of one review/, MAX_REVIEW_COMMENTS],
  ['docs/action.md', /\(at most ([\d,]+) blobs;/, MAX_API_BLOBS],
  ['docs/action.md', /total workflow-command annotations \(never more than ([\d,]+)\)/, PER_JOB_CAP],
  ['docs/action.md', /with the first ([\d,]+) annotations/, CHECK_BATCH],
  ['docs/action.md', /each further batch of ([\d,]+) \(the API's per-request limit\)/, CHECK_BATCH],
  // the search index's files and query
  ['docs/search.md', /the ([\d,]+) most common grams \(/, COMMON_GRAMS],
  ['docs/search.md', /`n\/<k>\.json` \| ([\d,]+) documents' kind/, NAMES_CHUNK],
  ['docs/search.md', /`d\/<n>\.json` \| ([\d,]+) documents' kind/, BODY_CHUNK],
  ['docs/search.md', /until ([\d,]+) hits are found or \d+ chunk files were fetched/, SEARCH_LIMIT],
  ['docs/search.md', /until \d+ hits are found or ([\d,]+) chunk files were fetched/, SEARCH_MAX_CHUNKS],
  // the loader's executors
  ['docs/assets.md', /\(`capacity`: ([\d,]+) inline, \d+ for a pool/, INLINE_CAPACITY],
  ['docs/assets.md', /\(`capacity`: \d+ inline, ([\d,]+) for a pool/, POOL_CAPACITY],
  ['docs/cli.md', /which start only after the first ([\d,]+) files/, PARSE_INLINE_FIRST],
  // the benchmark corpus's default size (bench/generate.js)
  ['README.md', /deterministic corpus \(default ([\d,]+) characters/, CORPUS.characters],
  ['README.md', /deterministic corpus \(default [\d,]+ characters, ([\d,]+) worlds/, CORPUS.worlds],
  ['README.md', /deterministic corpus \(default [\d,]+ characters, [\d,]+ worlds, ([\d,]+) entries/, CORPUS.entries],
  ['README.md', /([\d,]+) routing rules: [\d,]+ files/, CORPUS.rules],
  ['docs/performance.md', /Default size: ([\d,]+) characters/, CORPUS.characters],
  ['docs/performance.md', /Default size: [\d,]+ characters, ([\d,]+) worlds/, CORPUS.worlds],
  ['docs/performance.md', /Default size: [\d,]+ characters, [\d,]+ worlds, ([\d,]+) entries/, CORPUS.entries],
  [
    'docs/performance.md',
    /Default size: [\d,]+ characters, [\d,]+ worlds, [\d,]+ entries, ([\d,]+) rules/,
    CORPUS.rules,
  ],
  // the command line's progress
  ['docs/cli.md', /`RP_ASSETS_PROGRESS_DELAY` \(milliseconds, default ([\d,]+)\)/, PROGRESS_DELAY_MS],
  ['docs/cli.md', /`RP_ASSETS_PROGRESS_INTERVAL` \(milliseconds, default ([\d,]+)\)/, PROGRESS_INTERVAL_MS],
  // the README's summary of the site's list pages (docs/site.md's are in site-facts.test.ts)
  ['README.md', /characters \(([\d,]+) a page, found by the search/, lists.CHARACTERS_PER_PAGE],
  ['README.md', /\(a world's entries ([\d,]+) a page\)/, lists.ENTRIES_PER_PAGE],
  ['README.md', /what each later root replaces \(([\d,]+) a page\)/, lists.OVERRIDES_PER_PAGE],
  ['README.md', /compareRules order \(([\d,]+) rules a page\)/, lists.RULES_PER_PAGE],
  ['README.md', /every finding, ([\d,]+) a page/, lists.DIAGNOSTICS_PER_PAGE],
  // diff, import, turn
  ['docs/diff.md', /At most ([\d,]+) entry probes/, MAX_ENTRY_PROBES],
  ['docs/format.md', /a file over ([\d,]+) MiB, a zip inflating/, MAX_INPUT_BYTES / MiB],
  ['docs/format.md', /a zip inflating past ([\d,]+) MiB\)/, MAX_UNZIPPED_BYTES / MiB],
  ['docs/format.md', /非法 base64、超过 ([\d,]+) MiB 的文件/, MAX_INPUT_BYTES / MiB],
  ['docs/format.md', /加载时统一为 LF。超过 ([\d,]+) MiB 的文件不读取/, MAX_FILE_BYTES / MiB],
  ['docs/format.md', /Files over ([\d,]+) MiB are/, MAX_FILE_BYTES / MiB],
  ['docs/format.md', /UTF-8 YAML（最大 ([\d,]+) MiB）/, MAX_YAML_BYTES / MiB],
  ['docs/format.md', /UTF-8 YAML \(at most ([\d,]+) MiB\)/, MAX_YAML_BYTES / MiB],
  ['docs/format.md', /解压超过 ([\d,]+) MiB 的 zip/, MAX_UNZIPPED_BYTES / MiB],
  ['docs/turn.md', /Skipped above ([\d,]+) million cells/, MAX_CELLS / 1_000_000],
  ['docs/turn.md', /an entity id \(1–([\d,]+) characters/, ENTITY_ID_MAX],
  ['docs/turn.md', /needs 1–([\d,]+) evidence items/, EVIDENCE_MAX],
];

describe('the docs state the code’s limits', () => {
  it.each(FACTS.map(([name, re, value]) => [name, re.source, re, value] as const))(
    '%s: %s',
    (name, _source, re, value) => {
      for (const n of stated(name, re)) expect(n).toBe(value);
    },
  );
});

describe('the docs count what the code lists', () => {
  const WORDS = 'zero one two three four five six seven eight nine ten eleven twelve'.split(' ');
  const word = (name: string, re: RegExp): number => WORDS.indexOf(re.exec(page(name))?.[1] ?? '');

  it('docs/turn.md: the target domains', () => {
    expect(word('docs/turn.md', /`domain` is one of (\w+);/)).toBe(Object.keys(DOMAINS).length);
  });

  it('docs/search.md: the grams a query fetches at most', () => {
    expect(word('docs/search.md', /fetch one more gram \(at most (\w+)\)/)).toBe(SEARCH_MAX_GRAMS);
  });
});

describe('the Actions’ input tables are their action.yml', () => {
  /** The rows of the first table under `heading`: input name -> default column as written. */
  function inputTable(name: string, heading: string): Map<string, string> {
    const text = readFileSync(join(ROOT, name), 'utf8');
    const start = text.indexOf(heading);
    expect(start, `${name} has ${heading}`).toBeGreaterThanOrEqual(0);
    const rows = new Map<string, string>();
    for (const line of text.slice(start).split('\n').slice(1)) {
      const m = /^\| `([a-z-]+)` +\| (.*?) +\|/.exec(line);
      if (m) rows.set(m[1] as string, m[2] as string);
      else if (rows.size > 0 && !line.startsWith('|')) break;
    }
    return rows;
  }

  it.each([
    ['docs/action.md', 'action.yml', '## Inputs'],
    ['docs/pages.md', 'pages/action.yml', '## Inputs and outputs'],
  ])('%s lists every input of %s, each literal default as declared', (name, yml, heading) => {
    const inputs = (parse(readFileSync(join(ROOT, yml), 'utf8')) as { inputs: Record<string, { default?: unknown }> })
      .inputs;
    const rows = inputTable(name, heading);
    expect([...rows.keys()]).toEqual(Object.keys(inputs));
    for (const [input, written] of rows) {
      // a default given in words ("found upwards") is not a literal; one in backticks alone is
      const literal = /^`([^`]*)`$/.exec(written)?.[1];
      if (literal !== undefined) expect(literal, input).toBe(String(inputs[input]?.default ?? ''));
    }
  });
});

describe('docs/cli.md lists the options validate takes', () => {
  it('every option of its table is one validate parses, and every one it parses is in the table', () => {
    const text = readFileSync(join(ROOT, 'docs/cli.md'), 'utf8');
    const table = text.slice(
      text.indexOf('## Arguments and options'),
      text.indexOf('\n## ', text.indexOf('## Arguments and options') + 1),
    );
    const written = [...table.matchAll(/^\| (`[^|]*`) +\|/gm)].flatMap((m) =>
      [...(m[1] as string).matchAll(/`--([a-z-]+)/g)].map((o) => o[1] as string),
    );
    expect(written.sort()).toEqual(Object.keys({ ...COMMON_OPTIONS, ...VALIDATE_OPTIONS }).sort());
  });
});

describe('docs/routing.md numbers its decisions', () => {
  it('c1 to cN, each once, N as the page says', () => {
    const text = readFileSync(join(ROOT, 'docs/routing.md'), 'utf8');
    const last = stated('docs/routing.md', /The decisions are numbered `c1`–`c(\d+)`/)[0];
    // a decision is set in bold in a list (`**c5 window.**`) or named in a heading (`## Cache (c18)`)
    const defined = [...text.matchAll(/\*\*c(\d+)\b|^#+ .*\(c(\d+)\)/gm)].map((m) => Number(m[1] ?? m[2]));
    const numbers = [...new Set(defined)].sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: last ?? 0 }, (_, i) => i + 1));
  });
});
