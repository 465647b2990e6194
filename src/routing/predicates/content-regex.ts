/**
 * Content regexes (`match: regex`): the spec searches the first 20,000 characters of a message, so
 * a pattern is planned for texts of at most REGEX_WINDOW units by the one regex door
 * (src/common/regex/safe-regex.ts): RE2JS when RE2 can say it, the native engine when its work is
 * bounded, refused otherwise, so that no message can hang resolution (docs/security.md).
 */
import { planRegex, type RegexPlan } from '../../common/regex/safe-regex.js';

export { re2For, toRe2 } from '../../common/regex/to-re2.js';

export const REGEX_WINDOW = 20_000;

export interface ContentRegex {
  /** Searches the first REGEX_WINDOW UTF-16 units; throws when the pattern was refused. */
  test(content: string): boolean;
}

/** How a content pattern runs. Throws SyntaxError for a pattern `new RegExp` rejects. */
export const planContentRegex = (text: string): RegexPlan => planRegex(text, { maxLength: REGEX_WINDOW });

/** Compile once per rule set. Throws SyntaxError for a pattern `new RegExp` rejects. */
export function compileContentRegex(text: string): ContentRegex {
  const plan = planContentRegex(text);
  if (plan.engine !== 'refused') return { test: (content) => plan.matcher.test(content.slice(0, REGEX_WINDOW)) };
  const refused = `regex \`${text}\` is refused: \`${plan.part}\` could make a long message slow to match`;
  return {
    test: () => {
      throw new Error(refused);
    },
  };
}
