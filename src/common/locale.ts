/** The two output languages every layer words its text in (diagnostics, value kinds, the CLI, the site). */
export type Locale = 'zh-CN' | 'en';
export const LOCALES: readonly Locale[] = ['zh-CN', 'en'];

/** A text in both locales. */
export type Localized<T = string> = { readonly [L in Locale]: T };

/** Environment variables as a process has them (the CLI's injected `io.env`, the server's own). */
type Env = { readonly [name: string]: string | undefined };

/**
 * The language the environment asks for, or null when it names none: the first of LC_ALL,
 * LC_MESSAGES, LANG that is set; zh… gives zh-CN, any other language en; `C` and `POSIX` name none.
 */
export function envLocale(env: Env): Locale | null {
  const value = [env['LC_ALL'], env['LC_MESSAGES'], env['LANG']].find((v) => v !== undefined && v !== '');
  if (value === undefined || /^(C|POSIX)([._@]|$)/.test(value)) return null;
  return /^zh/i.test(value) ? 'zh-CN' : 'en';
}

/**
 * Which language a run speaks (README, "Language"): `--locale`, else the config's `locale:` when
 * it is written, else the environment's, else zh-CN. Every face picks it this one way.
 */
export function runLocale(explicit: Locale | undefined, configured: Locale | null | undefined, env: Env): Locale {
  return explicit ?? configured ?? envLocale(env) ?? 'zh-CN';
}
