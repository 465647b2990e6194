/**
 * A generated corpus of pathological regex shapes and adversarial texts: what a pull request could
 * put in a `content` predicate or a JSON Schema `pattern` to hold the check. Shared by the fault
 * test (test/faults/regex-pathological-corpus.test.ts: every call ends) and the benchmark
 * (bench/suites/regex.js: the worst time per call). Plain JS, no dependency.
 */

const rep = (s, n) => s.repeat(n);

/** [family, pattern] pairs: each family's shapes at several sizes. */
export function pathologicalPatterns() {
  const out = [];
  const add = (family, pattern) => out.push({ family, pattern });
  // nested quantifiers, plain and behind a lookaround (RE2 cannot take the latter)
  for (const pre of ['', '(?=a)', '(?<=a)', '(?!x)', '^(?=a)'])
    for (const body of [
      '(a+)+',
      '(a*)*',
      '(a|a)*',
      '(a|aa)+',
      '(a|a?)+',
      '(\\w+\\s?)+',
      '((a+)+)+',
      '(a{1,100}){1,100}',
      '(?:a{0,20}){0,20}',
    ])
      for (const end of ['$', 'b']) add('nested quantifiers', pre + body + end);
  // alternation chains without any repetition: 2^k ways
  for (const k of [12, 20, 28, 36]) {
    add('alternation chain', '(?=a)' + rep('(?:a|[a])', k) + 'b');
    add('alternation chain', '(?=' + rep('(a|aa)', k) + 'c)');
    add('alternation chain', '(?<=a)' + rep('(?:a|a?)', k) + 'b');
    add('alternation chain', '^(?!x)' + rep('(?:a|\\w)', k) + 'b');
  }
  // lookaround and bounded repeats: polynomial with a large degree
  for (const m of [10, 100, 1000])
    for (const j of [1, 2, 3, 4]) {
      add('lookaround + bounded repeats', '(?=a)' + rep(`a{0,${m}}`, j) + 'b');
      add('lookaround + bounded repeats', '^(?!b)' + rep(`a{0,${m}}`, j) + 'b');
      add('lookaround + bounded repeats', '(?<!b)' + rep(`\\w{1,${m}}`, j) + '!$');
      // the same without a lookaround: RE2's program grows with the counts
      add('lookaround + bounded repeats', rep(`a{0,${m}}`, j) + '$');
      add('lookaround + bounded repeats', `(?:\\w\\s?){0,${m}}` + rep('a', j) + '$');
    }
  for (const m of [10, 20, 30]) add('lookaround + bounded repeats', `(?:a{0,${m}}){0,${m}}$`);
  add('lookaround + bounded repeats', rep('a{0,1000}', 100) + '$'); // seconds to compile for RE2JS
  add('lookaround + bounded repeats', rep('[a-z]{0,1000}', 10));
  add('lookaround + bounded repeats', '(?=.*x)a');
  add('lookaround + bounded repeats', '(?=.*a.*a.*a.*x)');
  add('lookaround + bounded repeats', '^(?=.*a.*a.*a.*x)');
  add('lookaround + bounded repeats', '(?<=.*a)b');
  // backreferences
  for (const p of [
    '(a*)\\1b',
    '(a+)\\1+$',
    '^(a+)\\1+$',
    '(a{0,100})\\1{0,100}b',
    '^(a{0,100})\\1{0,100}b',
    '(\\w+)\\s\\1\\1b',
    '(a|aa)\\1(a|aa)\\1(a|aa)\\1(a|aa)\\1b',
    '(?=(a+))\\1*b',
    '(.*)\\1x',
  ])
    add('backreferences', p);
  return out;
}

/** Texts that make the shapes above work hardest: long runs of the pumped character with a bad end. */
export function adversarialTexts(window = 20_000) {
  return [
    rep('a', window),
    rep('a', window - 1) + '!',
    rep('ab', window / 2),
    rep('a', 40),
    rep('a', 200),
    rep('a', 32) + '!',
    rep('a', window / 4) + ' ' + rep('a', window / 4) + '!',
    rep('a ', window / 2),
  ];
}

/** The issue's named shapes with the texts it timed them on. */
export const ISSUE_SHAPES = [
  { pattern: '(?=a)' + rep('(?:a|[a])', 36) + 'b', text: rep('a', 40) },
  { pattern: '(?=' + rep('(a|aa)', 28) + 'c)', text: rep('a', 200) },
  { pattern: '(?=a)a{0,100}a{0,100}a{0,100}b', text: rep('a', 20_000) },
];
