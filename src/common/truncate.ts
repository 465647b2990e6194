/**
 * Shorten text to at most `max` UTF-16 units, ending in `…` when it was cut. The cut never falls
 * between the two halves of a surrogate pair, which would leave a lone surrogate (shown as U+FFFD,
 * and refused by some JSON and XML consumers).
 */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  let end = Math.max(0, max - 1);
  const last = text.charCodeAt(end - 1);
  if (end > 0 && last >= 0xd800 && last <= 0xdbff) end--;
  return `${text.slice(0, end)}…`;
}
