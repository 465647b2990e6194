/**
 * Compile JSON Schemas from the config with ajv; a schema that does not compile is an error text,
 * not a throw. A schema a repository brings may not ask for unbounded work: its patterns go
 * through the regex door (schema-regexp.ts), and `uniqueItems`, which ajv checks by comparing
 * every pair of items (60,000 items took a minute), needs a `maxItems` of at most
 * UNIQUE_ITEMS_LIMIT beside it (docs/security.md, "Budgets").
 */
import { Ajv } from 'ajv';
import { RegexRefused, schemaRegExp } from '../common/regex/schema-regexp.js';
import type { JsonSchema } from './types.js';

const ajv = new Ajv({ allErrors: true, strict: false, validateSchema: true, code: { regExp: schemaRegExp } });

export type SchemaCheck =
  { readonly ok: true } | { readonly ok: false; readonly reason: string; readonly refused?: RegexRefused };

/** The most items a `uniqueItems` array may have: about two million comparisons. */
export const UNIQUE_ITEMS_LIMIT = 2_000;

/** Keywords whose value is data, not a schema: what they hold is never walked. */
const DATA_KEYWORDS = new Set(['const', 'enum', 'default', 'examples', 'example']);

/** The path of the first subschema with `uniqueItems: true` and no `maxItems` within the limit, or null. */
function unboundedUniqueItems(node: unknown, path = ''): string | null {
  if (Array.isArray(node)) {
    for (const [i, item] of node.entries()) {
      const found = unboundedUniqueItems(item, `${path}/${i}`);
      if (found !== null) return found;
    }
    return null;
  }
  if (typeof node !== 'object' || node === null) return null;
  const o = node as { readonly [key: string]: unknown };
  if (o.uniqueItems === true && !(typeof o.maxItems === 'number' && o.maxItems <= UNIQUE_ITEMS_LIMIT))
    return path || '/';
  for (const [key, value] of Object.entries(o)) {
    if (DATA_KEYWORDS.has(key)) continue;
    const found = unboundedUniqueItems(value, `${path}/${key}`);
    if (found !== null) return found;
  }
  return null;
}

export function checkSchema(schema: JsonSchema): SchemaCheck {
  const unique = unboundedUniqueItems(schema);
  if (unique !== null)
    return {
      ok: false,
      reason: `${unique} has \`uniqueItems\` without \`maxItems\` of at most ${UNIQUE_ITEMS_LIMIT.toLocaleString('en-US')}: checking it compares every pair of items, which a long list makes slow`,
    };
  try {
    if (!ajv.validateSchema(schema)) {
      const e = ajv.errors?.[0];
      return { ok: false, reason: e ? `${e.instancePath || '/'} ${e.message ?? 'is invalid'}` : 'is invalid' };
    }
    ajv.compile(schema);
    return { ok: true };
  } catch (error) {
    if (error instanceof RegexRefused) return { ok: false, reason: error.message, refused: error };
    return {
      ok: false,
      reason: error instanceof Error ? (error.message.split('\n')[0] ?? 'does not compile') : 'does not compile',
    };
  }
}
