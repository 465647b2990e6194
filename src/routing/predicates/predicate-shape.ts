/** Structural check of a filter tree (iterative): what save refuses with INVALID_ARGUMENT. */
import { isPlainObject } from '../model/json-value.js';

const SCOPE_FIELDS = new Set(['platform', 'self', 'guild', 'channel', 'user', 'route']);
const MATCHES = new Set(['contains', 'startsWith', 'exact', 'regex']);

/** Null when well formed, else the dotted location and what is wrong (e.g. `filter.operands.1: unknown kind`). */
export function predicateProblem(p: unknown, at = 'filter'): string | null {
  const stack: [unknown, string][] = [[p, at]];
  while (stack.length > 0) {
    const [n, path] = stack.pop() as [unknown, string];
    if (!isPlainObject(n)) return `${path}: expected an object with \`kind\``;
    switch (n['kind']) {
      case 'true':
      case 'direct':
      case 'group':
      case 'at-me':
      case 'quote-me':
        break;
      case 'scope':
        if (!SCOPE_FIELDS.has(n['field'] as string))
          return `${path}.field: expected platform, self, guild, channel, user or route`;
        if (!Array.isArray(n['values']) || n['values'].some((v) => typeof v !== 'string'))
          return `${path}.values: expected a list of strings`;
        break;
      case 'content':
        if (!MATCHES.has(n['match'] as string)) return `${path}.match: expected contains, startsWith, exact or regex`;
        if (typeof n['text'] !== 'string') return `${path}.text: expected a string`;
        break;
      case 'custom':
        if (typeof n['id'] !== 'string') return `${path}.id: expected a string`;
        if (n['args'] !== undefined && !isPlainObject(n['args'])) return `${path}.args: expected an object`;
        break;
      case 'not':
        stack.push([n['operand'], `${path}.operand`]);
        break;
      case 'and':
      case 'or': {
        const ops = n['operands'];
        if (!Array.isArray(ops)) return `${path}.operands: expected a list`;
        ops.forEach((o, i) => stack.push([o, `${path}.operands.${i}`]));
        break;
      }
      default:
        return `${path}.kind: unknown kind \`${String(n['kind'])}\``;
    }
  }
  return null;
}
