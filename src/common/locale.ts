/** The two output languages every layer words its text in (diagnostics, value kinds, the CLI, the site). */
export type Locale = 'zh-CN' | 'en';
export const LOCALES: readonly Locale[] = ['zh-CN', 'en'];

/** A text in both locales. */
export type Localized<T = string> = { readonly [L in Locale]: T };
