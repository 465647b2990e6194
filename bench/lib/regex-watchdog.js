/**
 * Runs the pathological-regex corpus (regex-corpus.js) through the routing engines on a worker
 * thread, timing each call; a call that has not ended after `deadlineMs` is a hang: the worker is
 * terminated from this thread (a running RegExp cannot be interrupted from its own) and the call
 * is named. Used by test/faults/regex-pathological-corpus.test.ts and bench/suites/regex.js.
 */
import { clearTimeout, setTimeout } from 'node:timers';
import { Worker } from 'node:worker_threads';
import { adversarialTexts, pathologicalPatterns } from './regex-corpus.js';

/** Every (engine, pattern, text) of the corpus: the content predicate and the JSON Schema `pattern`. */
export function corpusCalls() {
  const patterns = pathologicalPatterns();
  const texts = adversarialTexts();
  const calls = [];
  for (const engine of ['content', 'schema'])
    for (let p = 0; p < patterns.length; p++) for (let t = 0; t < texts.length; t++) calls.push({ engine, p, t });
  return { patterns, texts, calls };
}

/**
 * Resolves with every call's time (ms) and, when one hung, that call; never rejects for a hang.
 * `engines`: URL of a module exporting compileContentRegex and createRoutingAjv.
 */
export function runCorpus(engines, { deadlineMs, corpus = corpusCalls() }) {
  const { patterns, texts, calls } = corpus;
  const worker = new Worker(new URL('./regex-worker.js', import.meta.url), {
    workerData: { engines, patterns: patterns.map((p) => p.pattern), texts, calls },
  });
  const times = [];
  return new Promise((resolve, reject) => {
    let current = -1;
    let timer = null;
    const arm = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        void worker.terminate();
        const c = calls[current];
        const hung = c && {
          ...c,
          pattern: patterns[c.p].pattern,
          family: patterns[c.p].family,
          textLength: texts[c.t].length,
        };
        resolve({ times, hung });
      }, deadlineMs);
    };
    arm();
    worker.on('message', (m) => {
      current = m.i;
      if (!m.started) times.push({ ...calls[m.i], ms: m.ms });
      if (times.length === calls.length) {
        clearTimeout(timer);
        void worker.terminate();
        resolve({ times, hung: null });
      } else arm();
    });
    worker.on('error', (e) => {
      clearTimeout(timer);
      reject(e);
    });
  });
}
