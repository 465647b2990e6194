/**
 * What an imported card carries beyond its description (docs/site.md, "Card texts"): the first
 * message, the alternate greetings, the creator's notes and the prompts, kept by `rp-assets import`
 * under `x-card` (docs/format.md, "Import and export"). Shown on the character page with the
 * macros a chat front end fills in written as what they stand for: `{{char}}` (and `<BOT>`) as the
 * character's name, `{{user}}` (and `<USER>`) as the reader; any other macro is kept as written.
 */
import type { Character } from '../assets/model.js';
import type { Locale } from '../diagnostics/define.js';
import type { Plain } from '../common/yaml/plain.js';

export type CardTextKind = 'firstMessage' | 'alternateGreeting' | 'creatorNotes' | 'systemPrompt' | 'postHistory';

/** Plain text, or a macro with what it is shown as. */
export type TextPart = { readonly text: string } | { readonly macro: string; readonly shown: string };

export interface CardText {
  readonly kind: CardTextKind;
  readonly parts: readonly TextPart[];
}

/** Where each text is kept: the CCv2/v3 field names, as `rp-assets import` keeps them. */
const FIELDS: readonly (readonly [CardTextKind, string])[] = [
  ['firstMessage', 'first_mes'],
  ['alternateGreeting', 'alternate_greetings'],
  ['creatorNotes', 'creator_notes'],
  ['systemPrompt', 'system_prompt'],
  ['postHistory', 'post_history_instructions'],
];

const READER: { readonly [L in Locale]: string } = { 'zh-CN': '你', en: 'you' };

/** The macros {{char}}, {{user}} (any case, inner spaces allowed) and the V1 <BOT>, <USER>; other {{…}} kept. */
const MACRO = /\{\{\s*([^{}]{1,40}?)\s*\}\}|<(BOT|USER)>/gi;

export function withMacros(text: string, name: string, locale: Locale): TextPart[] {
  const parts: TextPart[] = [];
  let at = 0;
  for (const m of text.matchAll(MACRO)) {
    const what = (m[1] ?? m[2] ?? '').toLowerCase();
    const shown = what === 'char' || what === 'bot' ? name : what === 'user' ? READER[locale] : null;
    if (shown === null) continue;
    if (m.index > at) parts.push({ text: text.slice(at, m.index) });
    parts.push({ macro: m[0], shown });
    at = m.index + m[0].length;
  }
  if (at < text.length) parts.push({ text: text.slice(at) });
  return parts;
}

const texts = (v: Plain | undefined): string[] =>
  typeof v === 'string' ? [v] : Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];

export function cardTexts(c: Character, locale: Locale): CardText[] {
  const card = c.extensions?.['x-card'];
  if (card === null || typeof card !== 'object' || Array.isArray(card)) return [];
  const kept = card as { readonly [key: string]: Plain };
  return FIELDS.flatMap(([kind, field]) =>
    texts(kept[field])
      .filter((t) => t.trim() !== '')
      .map((t) => ({ kind, parts: withMacros(t, c.name || c.id, locale) })),
  );
}
