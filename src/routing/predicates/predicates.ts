/**
 * Predicate evaluation (spec: 条件谓词). Filters are compiled once per rule set (regexes included);
 * evaluation walks the tree with an explicit stack, so a deeply nested filter cannot overflow it.
 */
import { compileContentRegex, type ContentRegex, type RegexWork } from './content-regex.js';
import type { CustomPredicate } from '../namespaces/namespace-definition.js';
import type { Predicate, RoutingInput, ScopeField } from '../model/types.js';

export type CustomPredicates = ReadonlyMap<string, CustomPredicate> | { readonly [id: string]: CustomPredicate };

export interface PredicateContext {
  readonly customPredicates?: CustomPredicates;
  /** Compiled regexes by pattern; filled on demand when absent. */
  readonly regexes?: Map<string, ContentRegex>;
  /** The run's regex budget and the regexes' memory (content-regex.ts); one per compiled rule set. */
  readonly regexWork?: RegexWork;
}

export const SCOPE_INPUT: { readonly [F in ScopeField]: keyof RoutingInput } = {
  platform: 'platform',
  self: 'selfId',
  guild: 'guildId',
  channel: 'channelId',
  user: 'userId',
  route: 'routeId',
};

function lookupCustom(registry: CustomPredicates | undefined, id: string): CustomPredicate | undefined {
  if (!registry) return undefined;
  if (registry instanceof Map) return registry.get(id);
  const rec = registry as { readonly [id: string]: CustomPredicate };
  return Object.hasOwn(rec, id) ? rec[id] : undefined;
}

/** A regex compiled once per context; a SyntaxError from `new RegExp` propagates (rule-level catch). */
function regexFor(ctx: PredicateContext, text: string): ContentRegex {
  const cache = ctx.regexes;
  let r = cache?.get(text);
  if (!r) {
    r = compileContentRegex(text, ctx.regexWork);
    cache?.set(text, r);
  }
  return r;
}

function evaluateAtom(p: Predicate, input: RoutingInput, ctx: PredicateContext): boolean {
  switch (p.kind) {
    case 'true':
      return true;
    case 'scope': {
      const v = input[SCOPE_INPUT[p.field]];
      if (p.values.length === 0) return typeof v === 'string' && v !== '';
      return typeof v === 'string' && p.values.includes(v);
    }
    case 'direct':
      return input.isDirect === true;
    case 'group':
      return input.isDirect !== true;
    case 'at-me':
      return input.isAtMe === true;
    case 'quote-me':
      return input.isQuotingMe === true;
    case 'content': {
      const content = typeof input.content === 'string' ? input.content : '';
      switch (p.match) {
        case 'contains':
          return content.includes(p.text);
        case 'startsWith':
          return content.startsWith(p.text);
        case 'exact':
          return content.trim() === p.text;
        case 'regex':
          return regexFor(ctx, p.text).test(content);
        default:
          throw new Error(`unknown content match \`${String((p as { match: unknown }).match)}\``);
      }
    }
    case 'custom': {
      const fixed = input.custom;
      if (fixed && Object.hasOwn(fixed, p.id)) return fixed[p.id] === true;
      const custom = lookupCustom(ctx.customPredicates, p.id);
      return custom ? Boolean(custom.evaluate(p.args ?? {}, input)) : false;
    }
    default:
      throw new Error(`unknown predicate kind \`${String((p as { kind: unknown }).kind)}\``);
  }
}

type Frame = { readonly p: Predicate; i: number };

/**
 * Evaluate a filter. and/or short-circuit (an operand after the deciding one never runs).
 * Exceptions propagate: the resolver catches them per rule so that `not` cannot turn one into true.
 */
export function evaluatePredicate(p: Predicate, input: RoutingInput, ctx: PredicateContext = {}): boolean {
  const stack: Frame[] = [{ p, i: 0 }];
  let last = false;
  while (stack.length > 0) {
    const f = stack[stack.length - 1] as Frame;
    const node = f.p;
    if (node.kind === 'not') {
      if (f.i === 0) {
        f.i = 1;
        stack.push({ p: node.operand, i: 0 });
        continue;
      }
      last = !last;
      stack.pop();
      continue;
    }
    if (node.kind === 'and' || node.kind === 'or') {
      const isAnd = node.kind === 'and';
      if (f.i > 0 && last !== isAnd) {
        stack.pop();
        continue;
      } // short-circuit: `last` is the answer
      if (f.i >= node.operands.length) {
        last = isAnd;
        stack.pop();
        continue;
      }
      stack.push({ p: node.operands[f.i] as Predicate, i: 0 });
      f.i++;
      continue;
    }
    last = evaluateAtom(node, input, ctx);
    stack.pop();
  }
  return last;
}

/** True when a `content` or `custom` predicate appears anywhere in the filter (disables the cache). */
export function readsContentOrCustom(p: Predicate): boolean {
  const stack: Predicate[] = [p];
  while (stack.length > 0) {
    const n = stack.pop() as Predicate;
    if (n.kind === 'content' || n.kind === 'custom') return true;
    if (n.kind === 'not') stack.push(n.operand);
    else if (n.kind === 'and' || n.kind === 'or') stack.push(...n.operands);
  }
  return false;
}
