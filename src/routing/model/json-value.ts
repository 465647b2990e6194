/** Small structural helpers over JSON values (routing values are plain JSON). */
import type { JsonObject, JsonValue } from './types.js';
import { setOwn } from '../../common/own.js';

/** A plain JSON object: not null, not an array (`typeof null === 'object'` is the trap). */
export function isPlainObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A structural copy that can be mutated freely (frozen inputs stay untouched). */
export function cloneJson<T extends JsonValue | undefined>(value: T): T {
  if (value === undefined || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((v) => cloneJson(v as JsonValue)) as unknown as T;
  const out: Record<string, JsonValue> = {};
  for (const key of Object.keys(value)) defineValue(out, key, cloneJson((value as JsonObject)[key] as JsonValue));
  return out as T;
}

/** Set a property without ever invoking the `__proto__` setter. */
export function defineValue(target: Record<string, JsonValue>, key: string, value: JsonValue): void {
  setOwn(target, key, value);
}
