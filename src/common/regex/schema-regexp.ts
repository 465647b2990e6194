/**
 * ajv's regex engine (its `code.regExp` option) for JSON Schema `pattern` and `patternProperties`
 * in schemas a repository brings (namespace and engine config schemas): every pattern goes through
 * planRegex (safe-regex.ts) with the `u` flag JSON Schema prescribes. A value has no length limit,
 * so a pattern RE2 cannot say runs natively only when its bound does not grow with the text (an
 * anchored, bounded pattern) or grows linearly; otherwise compiling the schema throws RegexRefused,
 * which the config loader reports as `config.refused-pattern`.
 *
 * Every test is bounded, and so is their number: a pattern remembers its answers for the last
 * values it saw (YAML aliases hand the same long value to every rule that names it), and a value
 * longer than PATTERN_TEXT_LIMIT matches no pattern (docs/security.md, "Budgets").
 */
import { planRegex } from './safe-regex.js';

/** The CommonJS-style reference standalone validators use (src/routing/router/precompile.ts maps it). */
export const SCHEMA_REGEXP_REQUIRE = 'rp-assets/schema-regexp';

export class RegexRefused extends Error {
  constructor(
    readonly pattern: string,
    /** The construct RE2 lacks; null when RE2's program is too large. */
    readonly construct: string | null,
    readonly part: string,
  ) {
    super(`pattern \`${pattern}\` is refused: \`${part}\` could make a long value slow to match`);
    this.name = 'RegexRefused';
  }
}

/** The longest value a schema `pattern` is tried on; a longer one does not match. */
export const PATTERN_TEXT_LIMIT = 100_000;
/** Values whose answers a pattern remembers (the most recent). */
const REMEMBERED = 64;

interface RegExpLike {
  test(text: string): boolean;
  toString(): string;
}

/** ajv's RegExpEngine: (pattern, flags) to something with `test`, plus the code standalone output calls. */
export const schemaRegExp = Object.assign(
  (pattern: string, flags: string): RegExpLike => {
    const plan = planRegex(pattern, { unicode: flags.includes('u'), maxLength: Infinity });
    if (plan.engine === 'refused')
      throw new RegexRefused(pattern, plan.reason === 'backtracking' ? plan.construct : null, plan.part);
    const { matcher } = plan;
    const answers = new Map<string, boolean>();
    const test = (text: string): boolean => {
      if (text.length > PATTERN_TEXT_LIMIT) return false;
      const known = answers.get(text);
      if (known !== undefined) return known;
      const answer = matcher.test(text);
      if (answers.size >= REMEMBERED) answers.delete(answers.keys().next().value as string);
      answers.set(text, answer);
      return answer;
    };
    // ajv keys compiled patterns by toString()
    return { test, toString: () => `/${pattern}/${flags}` };
  },
  { code: `require(${JSON.stringify(SCHEMA_REGEXP_REQUIRE)}).default` },
);
