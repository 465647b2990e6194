/** A routing filter (Predicate) written out in words, in zh-CN or en. */
import type { Locale } from '../../diagnostics/define.js';
import type { Predicate, ScopeField } from '../model/types.js';

const FIELD: { readonly [L in Locale]: { readonly [F in ScopeField]: string } } = {
  'zh-CN': { platform: '平台', self: '机器人', guild: '群', channel: '频道', user: '用户', route: '路由' },
  en: { platform: 'platform', self: 'bot', guild: 'guild', channel: 'channel', user: 'user', route: 'route' },
};

const quote = (s: string) => `“${s}”`;

function list(values: readonly string[], locale: Locale): string {
  return values.map(quote).join(locale === 'en' ? ', ' : '、');
}

function words(p: Predicate, locale: Locale, depth: number): string {
  const zh = locale === 'zh-CN';
  const wrap = (s: string) => (depth > 0 ? `(${s})` : s);
  switch (p.kind) {
    case 'true':
      return zh ? '总是命中' : 'always';
    case 'scope': {
      const f = FIELD[locale][p.field];
      if (p.values.length === 0) return zh ? `有${f}` : `has a ${f}`;
      if (p.values.length === 1) return zh ? `${f}是 ${list(p.values, locale)}` : `${f} is ${list(p.values, locale)}`;
      return zh ? `${f}属于 ${list(p.values, locale)}` : `${f} is one of ${list(p.values, locale)}`;
    }
    case 'direct':
      return zh ? '私聊' : 'direct message';
    case 'group':
      return zh ? '群组 / 频道' : 'group or channel';
    case 'at-me':
      return zh ? '@ 了机器人' : 'mentions the bot';
    case 'quote-me':
      return zh ? '引用了机器人的消息' : "quotes the bot's message";
    case 'content': {
      const t = quote(p.text);
      const m = {
        contains: zh ? `消息包含 ${t}` : `message contains ${t}`,
        startsWith: zh ? `消息以 ${t} 开头` : `message starts with ${t}`,
        exact: zh ? `消息（去掉两端空白）等于 ${t}` : `message (trimmed) is ${t}`,
        regex: zh ? `消息匹配正则 ${t}` : `message matches regex ${t}`,
      } as const;
      return m[p.match];
    }
    case 'not':
      return zh ? `不满足 ${words(p.operand, locale, 1)}` : `not ${words(p.operand, locale, 1)}`;
    case 'and':
    case 'or': {
      if (p.operands.length === 0) return p.kind === 'and' ? (zh ? '总是命中' : 'always') : zh ? '从不命中' : 'never';
      const joiner = p.kind === 'and' ? (zh ? ' 且 ' : ' and ') : zh ? ' 或 ' : ' or ';
      const inner = p.operands.map((o) => words(o, locale, depth + 1)).join(joiner);
      return p.operands.length === 1 ? inner : wrap(inner);
    }
    case 'custom':
      return zh ? `自定义谓词 ${quote(p.id)}` : `custom predicate ${quote(p.id)}`;
    default:
      return JSON.stringify(p);
  }
}

export function filterInWords(p: Predicate, locale: Locale): string {
  return words(p, locale, 0);
}
