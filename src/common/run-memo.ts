/**
 * What one run of the validator may keep for the next run over nearly the same files (the language
 * server re-checks after every edit): results of whole-graph steps reused while their inputs are
 * the same objects, so an edit re-runs only the steps it feeds. The loader keeps unchanged assets
 * as the same objects (`keep`), and per-file results are the same objects while their bytes are,
 * so "same inputs" is an identity test, not a comparison of contents. A step that reads only inside
 * one folder takes `folder(path)` as an input: its owner reports the paths that changed, so an
 * untouched folder's step is reused without asking the file system again. Pure: no clock, no files.
 * A run given no memo (the CLI, the Action, the site) gets `NO_MEMO`, which computes everything.
 * Reference: docs/editor.md "Speed and memory".
 */
import { isInsideNormal, normalize } from './paths.js';

export interface RunMemo {
  /** `make()`, or its last result under `key` when every input is the same (`===`) as then. */
  same<T>(key: string, inputs: readonly unknown[], make: () => T): T;
  /**
   * A function of one object (an entry, a diagnostic), remembered per object while it lives (with
   * `NO_MEMO`: for the run that asked). Ask once per run: the function may close over the run.
   */
  perObject<K extends object, V>(name: string, of: (key: K) => V): (key: K) => V;
  /** `value`, or the value kept under `key` last time when equal to it: unchanged results keep their identity. */
  keep<T>(key: string, value: T): T;
  /**
   * `make(last)`, where `last` is what it gave under `key` in the previous run (undefined in the first
   * run, after a run that did not ask, and always with `NO_MEMO`): for a step that updates its last
   * result instead of computing it again.
   */
  update<T>(key: string, make: (last: T | undefined) => T): T;
  /**
   * A function of an object (an entry), remembered per object and, across runs, under `keyOf(object)`:
   * for a new object under a known key, the last value again when the new one equals it (`sameData`),
   * so the part of a rebuilt object that a step reads keeps its identity while that part is
   * unchanged. Ask once per run (with `NO_MEMO`: remembered per object for the run that asked).
   */
  derive<K extends object, V>(name: string, keyOf: (input: K) => string, of: (input: K) => V): (input: K) => V;
  /**
   * An object that stays the same from run to run while no change at, inside or above the folder
   * `path` has been reported (`RunMemoOwner.changed`), for a step that reads only inside it (with
   * `NO_MEMO`: a new object each time). Paths are compared as the owner and the step spell them.
   */
  folder(path: string): object;
  /** End of a run: forget what this run did not ask for (a deleted file's results). */
  endRun(): void;
}

/** A run memo as its owner (the language server's workspace) holds it: told what changed. */
export interface RunMemoOwner extends RunMemo {
  /** `path` (a file or folder) was created, changed or deleted: its folders' objects are new from now on. */
  changed(path: string): void;
  /** Anything may have changed (the disk read afresh): every folder's object is new from now on. */
  changedAll(): void;
}

/** No memory: every step is computed (one-shot runs). */
export const NO_MEMO: RunMemo = {
  same: (_key, _inputs, make) => make(),
  perObject: <K extends object, V>(_name: string, of: (key: K) => V) => {
    // remembered for the run that asked (it asks once per run)
    const seen = new WeakMap<K, V>();
    return (key: K) => {
      if (seen.has(key)) return seen.get(key) as V;
      const v = of(key);
      seen.set(key, v);
      return v;
    };
  },
  keep: (_key, value) => value,
  update: (_key, make) => make(undefined),
  derive: <K extends object, V>(name: string, _keyOf: (input: K) => string, of: (input: K) => V) =>
    NO_MEMO.perObject(name, of),
  folder: () => ({}),
  endRun: () => {},
};

/**
 * Structural equality of plain data (objects, arrays, primitives), the same object first: unchanged
 * parts of a rebuilt asset are mostly the very objects and strings of its remembered parse.
 */
export function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameData(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b) || Object.getPrototypeOf(a) !== Object.getPrototypeOf(b)) return false;
  const ka = Object.keys(a);
  if (ka.length !== Object.keys(b).length) return false;
  for (const k of ka) {
    if (!Object.hasOwn(b, k) || !sameData((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]))
      return false;
  }
  return true;
}

function sameInputs(a: readonly unknown[], b: readonly unknown[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** What `derive` remembers under a key: the object it was last asked for, and the value given. */
interface Derived<K, V> {
  readonly input: K;
  readonly value: V;
  run: number;
}

export function createRunMemo(): RunMemoOwner {
  // Each remembered thing carries the number of the last run that asked for it: `endRun` forgets
  // what this run did not ask for, with no set of the keys asked kept beside.
  let run = 0;
  const results = new Map<string, { readonly inputs: readonly unknown[]; readonly value: unknown; run: number }>();
  const kept = new Map<string, { readonly value: unknown; run: number }>();
  // one object per folder asked for, replaced when a change is reported there (see `folder`)
  const folders = new Map<string, { readonly token: object; run: number; readonly normal: string }>();
  const objects = new Map<string, WeakMap<object, unknown>>();
  const derived = new Map<string, Map<string, Derived<never, unknown>>>();
  return {
    same<T>(key: string, inputs: readonly unknown[], make: () => T): T {
      const hit = results.get(key);
      if (hit !== undefined && sameInputs(hit.inputs, inputs)) {
        hit.run = run;
        return hit.value as T;
      }
      const value = make();
      results.set(key, { inputs, value, run });
      return value;
    },
    perObject<K extends object, V>(name: string, of: (key: K) => V): (key: K) => V {
      let map = objects.get(name) as WeakMap<K, V> | undefined;
      if (map === undefined) objects.set(name, (map = new WeakMap<K, V>()));
      const m = map;
      return (key) => {
        const known = m.get(key);
        if (known !== undefined || m.has(key)) return known as V;
        const v = of(key);
        m.set(key, v);
        return v;
      };
    },
    keep<T>(key: string, value: T): T {
      const last = kept.get(key);
      if (last !== undefined && sameData(last.value, value)) {
        last.run = run;
        return last.value as T;
      }
      kept.set(key, { value, run });
      return value;
    },
    update<T>(key: string, make: (last: T | undefined) => T): T {
      const last = results.get(key);
      const value = make(last?.value as T | undefined);
      results.set(key, { inputs: [], value, run });
      return value;
    },
    derive<K extends object, V>(name: string, keyOf: (input: K) => string, of: (input: K) => V): (input: K) => V {
      let known = derived.get(name) as Map<string, Derived<K, V>> | undefined;
      if (known === undefined) derived.set(name, (known = new Map()));
      const byKey = known;
      return (input) => {
        const key = keyOf(input);
        const hit = byKey.get(key);
        if (hit !== undefined && hit.input === input) {
          hit.run = run;
          return hit.value;
        }
        const made = of(input);
        const value = hit !== undefined && sameData(hit.value, made) ? hit.value : made;
        byKey.set(key, { input, value, run });
        return value;
      };
    },
    folder(path: string): object {
      const known = folders.get(path);
      if (known !== undefined) {
        known.run = run;
        return known.token;
      }
      const token = {};
      folders.set(path, { token, run, normal: normalize(path) });
      return token;
    },
    changed(path: string): void {
      // each folder's path normalised once, when first asked for: a change is compared with
      // 1,100 folders after every keystroke (docs/editor.md "Speed and memory")
      const p = normalize(path);
      for (const [f, { normal }] of folders)
        if (isInsideNormal(normal, p) || isInsideNormal(p, normal)) folders.delete(f);
    },
    changedAll(): void {
      folders.clear();
    },
    endRun(): void {
      for (const [k, v] of results) if (v.run !== run) results.delete(k);
      for (const [k, v] of kept) if (v.run !== run) kept.delete(k);
      for (const byKey of derived.values()) for (const [k, v] of byKey) if (v.run !== run) byKey.delete(k);
      for (const [k, v] of folders) if (v.run !== run) folders.delete(k);
      run++;
    },
  };
}
