/**
 * ajv's regex engine (its `code.regExp` option) for JSON Schema `pattern` and `patternProperties`
 * in schemas a repository brings (namespace and engine config schemas): every pattern goes through
 * planRegex (safe-regex.ts) with the `u` flag JSON Schema prescribes. A value has no length limit,
 * so a pattern RE2 cannot say runs natively only when its bound does not grow with the text (an
 * anchored, bounded pattern) or grows linearly; otherwise compiling the schema throws RegexRefused,
 * which the config loader reports as `config.refused-pattern`.
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
    // ajv keys compiled patterns by toString()
    return { test: (text) => matcher.test(text), toString: () => `/${pattern}/${flags}` };
  },
  { code: `require(${JSON.stringify(SCHEMA_REGEXP_REQUIRE)}).default` },
);
