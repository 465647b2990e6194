/**
 * A check run again only when something it read has changed: the routing file's check (rules,
 * lint, scenarios) reads a few files, and an edit to an entry or a card changes none of them. The
 * check runs through a file system that records what it asked and got; next time, those questions
 * are asked again (through the workspace's remembering file system: cheap) and the last result is
 * reused when every answer is the same (the same bytes object, the same stat, the same listing) and
 * the config is the same.
 */
import type { RpConfig } from '../config/types.js';
import type { FileSystem } from '../common/fs.js';
import type { RoutingValidation } from '../routing/validate-file.js';
import { validateRoutingFile } from '../routing/validate-file.js';
import type { RoutingCheckStep } from '../validate/validate.js';

type Question = () => Promise<unknown>;

interface Recorded {
  readonly key: string;
  readonly questions: readonly { readonly ask: Question; readonly answer: string | object | null }[];
  readonly result: RoutingValidation;
}

/** An answer to compare: bytes and listings by identity, the rest by value. */
function answerOf(value: unknown): string | object | null {
  if (value instanceof Uint8Array || Array.isArray(value)) return value;
  return JSON.stringify(value ?? null);
}

function recording(fs: FileSystem, log: { ask: Question; answer: string | object | null }[]): FileSystem {
  const ask = <T>(q: () => Promise<T>): Promise<T> =>
    q().then(
      (v) => {
        log.push({ ask: q, answer: answerOf(v) });
        return v;
      },
      (e: unknown) => {
        log.push({ ask: q, answer: `error:${String(e)}` });
        throw e;
      },
    );
  return {
    readdir: (p) => ask(() => fs.readdir(p)),
    stat: (p) => ask(() => fs.stat(p)),
    realpath: (p) => ask(() => fs.realpath(p)),
    readFile: (p, max) => ask(() => fs.readFile(p, max)),
  };
}

async function unchanged(r: Recorded): Promise<boolean> {
  for (const q of r.questions) {
    const now = await q.ask().then(answerOf, (e: unknown) => `error:${String(e)}`);
    if (now !== q.answer) return false;
  }
  return true;
}

/** `check` is the routing check itself (tests pass a counting one). */
export function reusedRoutingCheck(check: RoutingCheckStep = validateRoutingFile): RoutingCheckStep {
  let last: Recorded | null = null;
  return async (file: string, fs: FileSystem, config: RpConfig) => {
    const key = `${file}\0${JSON.stringify(config)}`;
    if (last !== null && last.key === key && (await unchanged(last))) return last.result;
    const questions: { ask: Question; answer: string | object | null }[] = [];
    const result = await check(file, recording(fs, questions), config);
    last = { key, questions, result };
    return result;
  };
}
