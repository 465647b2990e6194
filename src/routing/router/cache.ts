/**
 * The resolution cache (spec: 按发送方身份缓存结果（上限 256 条）). Keyed by every input field a
 * non-content predicate can read, so at-me/quote-me rules never see a stale answer. Used only when
 * no rule has a content or custom predicate; the oldest entry is evicted first.
 */
import type { Resolution, RoutingInput } from '../model/types.js';

export const CACHE_LIMIT = 256;

export function cacheKey(input: RoutingInput): string {
  return JSON.stringify([
    input.platform ?? null,
    input.selfId ?? null,
    input.guildId ?? null,
    input.channelId ?? null,
    input.userId ?? null,
    input.routeId ?? null,
    input.isDirect === true,
    input.isAtMe === true,
    input.isQuotingMe === true,
  ]);
}

export class ResolutionCache {
  private readonly entries = new Map<string, Resolution>();

  constructor(private readonly limit: number = CACHE_LIMIT) {}

  get size(): number {
    return this.entries.size;
  }

  get(key: string): Resolution | undefined {
    return this.entries.get(key);
  }

  set(key: string, value: Resolution): void {
    if (this.entries.has(key)) this.entries.delete(key);
    else if (this.entries.size >= this.limit) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, value);
  }

  clear(): void {
    this.entries.clear();
  }
}
