import type { Localized } from '../diagnostics/define.js';

/** One description for editors, which show a single string: Chinese first, then English. */
export function describe(text: Localized): string {
  return text['zh-CN'] === text.en ? text.en : `${text['zh-CN']}\n\n${text.en}`;
}

export const SCHEMA_BASE = 'https://rp-assets.dev/schemas/';
export const DRAFT_07 = 'http://json-schema.org/draft-07/schema#';
