/**
 * Runs a measured child process: wall time seen from the parent, and (for Node children) the
 * peak RSS and CPU time reported by the probe. Stdout is captured up to a limit; a timeout kills it.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { clearTimeout, setTimeout } from 'node:timers';
import { fileURLToPath } from 'node:url';

const PROBE = fileURLToPath(new URL('./probe.js', import.meta.url));
const KEEP = 4 * 1024 * 1024;

/**
 * @param {string[]} args arguments to `node` (script first)
 * @param {{ cwd?: string, env?: Record<string, string>, timeoutMs?: number, nodeFlags?: string[] }} opts
 */
export function runNode(args, opts = {}) {
  return runCommand(process.execPath, [...(opts.nodeFlags ?? []), '--import', PROBE, ...args], opts, true);
}

export function runCommand(cmd, args, opts = {}, probe = false) {
  const dir = mkdtempSync(join(tmpdir(), 'rp-bench-'));
  const probeFile = join(dir, 'probe.json');
  const env = { ...process.env, ...(opts.env ?? {}), ...(probe ? { BENCH_PROBE_FILE: probeFile } : {}) };
  return new Promise((resolvePromise, reject) => {
    const t0 = performance.now();
    const child = spawn(cmd, args, { cwd: opts.cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => {
      if (stdout.length < KEEP) stdout += d;
    });
    child.stderr.on('data', (d) => {
      if (stderr.length < KEEP) stderr += d;
    });
    const timer = opts.timeoutMs ? setTimeout(() => child.kill('SIGKILL'), opts.timeoutMs) : null;
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
      rmSync(dir, { recursive: true, force: true });
      resolvePromise({
        ms,
        code,
        signal,
        stdout,
        stderr,
        maxRssKb: usage?.maxRssKb ?? null,
        cpuMs: usage ? (usage.userUs + usage.systemUs) / 1000 : null,
      });
    });
  });
}

/** Throws with the child's stderr when it did not exit with one of the accepted codes. */
export function expectExit(result, what, codes = [0]) {
  if (!codes.includes(result.code)) {
    throw new Error(`${what} exited with ${result.code ?? result.signal}: ${result.stderr.slice(0, 2000)}`);
  }
  return result;
}
