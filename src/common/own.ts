/**
 * `target[key] = value` without the `__proto__` setter: a key written `__proto__` (in a card's
 * JSON, a YAML mapping) stays an own key of the object and is neither lost nor turned into the
 * object's prototype. For every object whose keys come from a file.
 */
export function setOwn<T>(target: { [key: string]: T }, key: string, value: T): void {
  Object.defineProperty(target, key, { value, writable: true, enumerable: true, configurable: true });
}
