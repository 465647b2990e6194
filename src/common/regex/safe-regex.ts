/**
 * The one door for every regex a repository brings (routing `content` predicates, JSON Schema
 * `pattern`s of namespace schemas, the playground). A pattern runs:
 *
 *  - on RE2JS (no backtracking; its DFA, falling back to a simulation whose work is the text's
 *    length times the program's size) when RE2 can say it and that product stays within
 *    RE2_BUDGET;
 *  - else on JavaScript's backtracking engine when backtrack-cost.ts bounds its work within
 *    STEP_BUDGET for any text it may see;
 *  - else nowhere: it is refused, naming the construct RE2 lacks (or the repetition that makes its
 *    program too large) and the part that costs too much (docs/security.md, "Regex policy").
 *
 * No time limit is enforced while matching, because nothing unbounded ever runs; the corpus of
 * test/faults/regex-pathological-corpus.test.ts and bench/suites/regex.js show the worst call.
 * Pure (no node:), so the browser's playground judges the same way.
 */
import { costs, parsePattern, startsOf } from './backtrack-cost.js';
import { constructOf, costlyPart, expandedSize, largestRepeat } from './regex-parts.js';
import { re2For, toRe2 } from './to-re2.js';

/** The most steps the backtracking bound may reach: at 5 to 50 ns a step, well under the 1 s a call may take. */
export const STEP_BUDGET = 5_000_000;

/** The most (text length × RE2 program size) RE2JS is given: at up to about 40 ns a unit, under 1 s. */
export const RE2_BUDGET = 10_000_000;

/**
 * For a text of any length (maxLength Infinity), each start position's work must be bounded and
 * the budgets must cover this many positions: work then grows linearly with the text, with the
 * constant a 20,000-character message gets.
 */
const LINEAR_POSITIONS = 20_000;

export interface RegexMatcher {
  /** Whether the pattern matches somewhere in the text. */
  test(text: string): boolean;
}

export type RegexPlan =
  | { readonly engine: 're2'; readonly matcher: RegexMatcher }
  | { readonly engine: 'native'; readonly matcher: RegexMatcher; readonly steps: number }
  | {
      readonly engine: 'refused';
      readonly reason: 'backtracking';
      /** The construct RE2 cannot run (a lookaround, a backreference, an escape), as written. */
      readonly construct: string;
      /** The part whose backtracking could pass the budget, as written. */
      readonly part: string;
    }
  | {
      readonly engine: 'refused';
      readonly reason: 'size';
      /** The repetition that makes RE2's program large, as written. */
      readonly part: string;
      /** RE2's program size (instructions). */
      readonly size: number;
    };

export interface RegexOptions {
  /** The `u` flag (JSON Schema patterns); content predicates have no flags. */
  readonly unicode?: boolean;
  /** The longest text the pattern can be given (Infinity: any length). */
  readonly maxLength: number;
}

/** How a pattern runs (see the file comment). Throws SyntaxError when `new RegExp` rejects it. */
export function planRegex(pattern: string, options: RegexOptions): RegexPlan {
  const unicode = options.unicode ?? false;
  const native = new RegExp(pattern, unicode ? 'u' : '');
  const positions = Math.min(options.maxLength, LINEAR_POSITIONS);
  const ast = parsePattern(pattern, unicode);
  // compiling takes time per instruction: a program far past the budget is not compiled at all
  if (ast !== null && toRe2(pattern, unicode) !== null && expandedSize(ast) * positions > 4 * RE2_BUDGET)
    return { engine: 'refused', reason: 'size', part: largestRepeat(ast), size: expandedSize(ast) };
  const re2 = re2For(pattern, unicode);
  if (re2 !== null) {
    const size = re2.programSize();
    if (size * positions <= RE2_BUDGET) return { engine: 're2', matcher: { test: (text) => re2.test(text) } };
    return { engine: 'refused', reason: 'size', part: ast ? largestRepeat(ast) : pattern, size };
  }
  if (ast === null) return { engine: 'refused', reason: 'backtracking', construct: pattern, part: pattern };
  const cost = costs(ast, options.maxLength, unicode);
  const starts = Math.min(startsOf(ast, options.maxLength), positions + 1);
  const steps = (cost.get(ast)?.steps ?? Infinity) * starts;
  if (steps <= STEP_BUDGET) return { engine: 'native', matcher: { test: (text) => native.test(text) }, steps };
  const part = costlyPart(ast, cost, starts, STEP_BUDGET);
  return { engine: 'refused', reason: 'backtracking', construct: constructOf(ast, unicode), part };
}
