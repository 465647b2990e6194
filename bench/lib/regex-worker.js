/**
 * Runs regex calls on a worker thread for regex-watchdog.js: workerData.engines is the URL of a
 * module exporting `compileContentRegex` and `createRoutingAjv` (build/routing/index.js, or the
 * fault test's bundle of src/routing/index.ts). Before each call it says which; after, how long.
 * A refused pattern (a throw) is a finished call.
 */
import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';

const { compileContentRegex, createRoutingAjv } = await import(workerData.engines);
const ajv = createRoutingAjv();
const { patterns, texts, calls } = workerData;

function run(call) {
  const pattern = patterns[call.p];
  const text = texts[call.t];
  try {
    if (call.engine === 'content') return compileContentRegex(pattern).test(text);
    return ajv.compile({ type: 'string', pattern })(text);
  } catch {
    return null;
  }
}

for (let i = 0; i < calls.length; i++) {
  parentPort.postMessage({ i, started: true });
  const t = performance.now();
  const result = run(calls[i]);
  parentPort.postMessage({ i, ms: performance.now() - t, result });
}
