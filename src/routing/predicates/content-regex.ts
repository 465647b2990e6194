/**
 * Content regexes (`match: regex`): the spec searches the first 20,000 characters of a message, so
 * a pattern is planned for texts of at most REGEX_WINDOW units by the one regex door
 * (src/common/regex/safe-regex.ts): RE2JS when RE2 can say it, the native engine when its work is
 * bounded, refused otherwise, so that no message can hang resolution (docs/security.md).
 *
 * Each call is bounded; so is a run's number of calls (`RegexWork`, one per compiled rule set): a
 * pattern tried again on the same text gives its remembered answer, and once the characters
 * searched pass the run's budget a further search throws (the rule's predicate error says so),
 * so rules × scenarios × long messages cannot hold a check for minutes.
 */
import { planRegex, type RegexPlan } from '../../common/regex/safe-regex.js';

export { re2For, toRe2 } from '../../common/regex/to-re2.js';

export const REGEX_WINDOW = 20_000;

export interface ContentRegex {
  /** Searches the first REGEX_WINDOW UTF-16 units; throws when the pattern was refused, or the run's budget is spent. */
  test(content: string): boolean;
}

/** The characters the content regexes of one run may search in all (docs/security.md, "Budgets"). */
export const REGEX_RUN_BUDGET = 20_000_000;
/** Texts remembered per pattern (the most recent). */
const REMEMBERED = 256;

/** What the content regexes of one run have done: their answers by text, and the characters searched. */
export class RegexWork {
  searched = 0;
  readonly budget: number;
  constructor(budget = REGEX_RUN_BUDGET) {
    this.budget = budget;
  }
}

/** Words of the budget's error that tell it from any other predicate error. */
export const REGEX_BUDGET_NOTE = 'the content regexes of this run searched';

export class RegexBudgetSpent extends Error {
  constructor(budget: number) {
    super(
      `${REGEX_BUDGET_NOTE} ${budget.toLocaleString('en-US')} characters, their budget: this rule's regex was not tried`,
    );
    this.name = 'RegexBudgetSpent';
  }
}

/** How a content pattern runs. Throws SyntaxError for a pattern `new RegExp` rejects. */
export const planContentRegex = (text: string): RegexPlan => planRegex(text, { maxLength: REGEX_WINDOW });

/** Compile once per rule set. Throws SyntaxError for a pattern `new RegExp` rejects. */
export function compileContentRegex(text: string, work: RegexWork = new RegexWork()): ContentRegex {
  const plan = planContentRegex(text);
  if (plan.engine !== 'refused') {
    const answers = new Map<string, boolean>();
    return {
      test: (content) => {
        const window = content.slice(0, REGEX_WINDOW);
        const known = answers.get(window);
        if (known !== undefined) return known;
        if (work.searched + window.length > work.budget) throw new RegexBudgetSpent(work.budget);
        work.searched += window.length;
        const answer = plan.matcher.test(window);
        if (answers.size >= REMEMBERED) answers.delete(answers.keys().next().value as string);
        answers.set(window, answer);
        return answer;
      },
    };
  }
  const refused = `regex \`${text}\` is refused: \`${plan.part}\` could make a long message slow to match`;
  return {
    test: () => {
      throw new Error(refused);
    },
  };
}
