/**
 * Runs a measured child process: wall time seen from the parent, and (for Node children) the
 * peak RSS and CPU time reported by the probe. Stdout is captured up to a limit; a timeout kills it.
 * With `outerRss`, the child runs under GNU time (`/usr/bin/time`, when there is one), whose peak
 * RSS is known also when the child crashes or is killed (the probe only writes at a normal exit).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { clearTimeout, setTimeout } from 'node:timers';
import { fileURLToPath } from 'node:url';

const PROBE = fileURLToPath(new URL('./probe.js', import.meta.url));
const KEEP = 4 * 1024 * 1024;
const GNU_TIME = '/usr/bin/time';

/** Whether peaks can be measured from outside the child (GNU time is installed). */
export const hasOuterRss = () => existsSync(GNU_TIME);

/**
 * @param {string[]} args arguments to `node` (script first)
 * @param {{ cwd?: string, env?: Record<string, string>, timeoutMs?: number, nodeFlags?: string[], outerRss?: boolean }} opts
 */
export function runNode(args, opts = {}) {
  return runCommand(process.execPath, [...(opts.nodeFlags ?? []), '--import', PROBE, ...args], opts, true);
}

export function runCommand(cmd, args, opts = {}, probe = false) {
  const dir = mkdtempSync(join(tmpdir(), 'rp-bench-'));
  const probeFile = join(dir, 'probe.json');
  const timeFile = join(dir, 'time.txt');
  const outer = opts.outerRss === true && hasOuterRss();
  const env = { ...process.env, ...(opts.env ?? {}), ...(probe ? { BENCH_PROBE_FILE: probeFile } : {}) };
  // %M: the child's peak resident set size in KB (threads share the process, so they are in it)
  const [file, argv] = outer ? [GNU_TIME, ['-f', '%M', '-o', timeFile, cmd, ...args]] : [cmd, args];
  return new Promise((resolvePromise, reject) => {
    const t0 = performance.now();
    const child = spawn(file, argv, { cwd: opts.cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => {
      if (stdout.length < KEEP) stdout += d;
    });
    child.stderr.on('data', (d) => {
      if (stderr.length < KEEP) stderr += d;
    });
    const kill = () => {
      // under GNU time, the measured process is time's child: kill it, and time reports and exits
      if (outer) for (const pid of childrenOf(child.pid)) tryKill(pid);
      child.kill('SIGKILL');
    };
    const timer = opts.timeoutMs ? setTimeout(kill, opts.timeoutMs) : null;
    child.on('error', reject);
    child.on('close', (code, signal) => {
      const ms = performance.now() - t0;
      if (timer) clearTimeout(timer);
      let usage;
      try {
        usage = JSON.parse(readFileSync(probeFile, 'utf8'));
      } catch {
        usage = null;
      }
      const outerKb = outer ? timedPeakKb(timeFile) : null;
      rmSync(dir, { recursive: true, force: true });
      resolvePromise({
        ms,
        code,
        signal,
        stdout,
        stderr,
        maxRssKb: outerKb ?? usage?.maxRssKb ?? null,
        cpuMs: usage ? (usage.userUs + usage.systemUs) / 1000 : null,
      });
    });
  });
}

/** The last line GNU time wrote (before it, `Command exited with non-zero status N` and the like). */
function timedPeakKb(file) {
  try {
    const last = readFileSync(file, 'utf8').trim().split('\n').at(-1);
    const kb = Number(last);
    return Number.isFinite(kb) && kb > 0 ? kb : null;
  } catch {
    return null;
  }
}

function childrenOf(pid) {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

function tryKill(pid) {
  try {
    process.kill(pid, 'SIGKILL');
  } catch {
    // already gone
  }
}

/** Throws with the child's stderr when it did not exit with one of the accepted codes. */
export function expectExit(result, what, codes = [0]) {
  if (!codes.includes(result.code)) {
    throw new Error(`${what} exited with ${result.code ?? result.signal}: ${result.stderr.slice(0, 2000)}`);
  }
  return result;
}
