/**
 * Preloaded into a measured Node child (`node --import ./bench/lib/probe.js ...`): at exit, writes
 * the process's peak resident set size and CPU time to the file named by BENCH_PROBE_FILE.
 */
import { writeFileSync } from 'node:fs';
import { isMainThread } from 'node:worker_threads';

const out = process.env.BENCH_PROBE_FILE;
if (out && isMainThread) {
  process.on('exit', () => {
    const u = process.resourceUsage();
    writeFileSync(out, JSON.stringify({ maxRssKb: u.maxRSS, userUs: u.userCPUTime, systemUs: u.systemCPUTime }));
  });
}
