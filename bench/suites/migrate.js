/**
 * `rp-assets routing migrate` on 2,000, 4,000 and 10,000 rules that each need edits: wall time and
 * peak RSS, against a floor (read the file and parse it with `yaml`, the same library, in a child
 * process), and the 16,000 / 2,000 time ratio (8x is exactly linear; the old slice-per-edit
 * application was quadratic: 2,000 rules 20-30 s, 4,000 rules 2 min 20 s and 492 MB; then finding
 * line starts by scanning back for a CR kept LF files quadratic: 16,000 rules 25.5 s). Target:
 * 16,000 rules under 3 s (issue 29).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { legacyRules } from '../corpus/legacy-rules.js';
import { hasBuilt } from '../lib/build.js';
import { runNode } from '../lib/child.js';
import { figure, mb, median, ratio, secs } from '../lib/stats.js';

const SIZES = [2000, 4000, 10000, 16000];

const FLOOR = `
import { readFileSync } from 'node:fs';
import { parseDocument } from 'yaml';
const doc = parseDocument(readFileSync(process.argv[2], 'utf8'));
if (doc.errors.length) process.exit(1);
`;

/** The yaml library's concrete syntax tree alone (no document, no values): the least any edit at yaml's ranges costs. */
const CST_FLOOR = `
import { readFileSync } from 'node:fs';
import { Parser } from 'yaml';
for (const _token of new Parser().parse(readFileSync(process.argv[2], 'utf8')));
`;

export async function migrateSuite(ctx) {
  const { repo, log, runs } = ctx;
  if (!hasBuilt(repo, 'cli/main.js')) return [figure('migrate', 'skipped: the CLI is not built yet')];
  const dir = mkdtempSync(join(tmpdir(), 'rp-bench-migrate-'));
  const floorScript = join(repo, 'node_modules/.cache/rp-assets/migrate-floor.mjs');
  writeFileSync(floorScript, FLOOR);
  const cstScript = join(repo, 'node_modules/.cache/rp-assets/migrate-cst-floor.mjs');
  writeFileSync(cstScript, CST_FLOOR);
  const out = [];
  const medians = {};
  try {
    for (const n of ctx.quick ? [2000, 4000] : SIZES) {
      const text = legacyRules(n);
      const times = [];
      const floors = [];
      let rss = 0;
      for (let r = 0; r < runs; r++) {
        const file = join(dir, `routing-${n}.yaml`);
        writeFileSync(file, text);
        // alternate which runs first, as every suite does
        const order = r % 2 === 0 ? ['migrate', 'floor'] : ['floor', 'migrate'];
        for (const which of order) {
          if (which === 'migrate') {
            const res = await runNode([join(repo, 'bin/rp-assets.js'), 'routing', 'migrate', file], {
              timeoutMs: 600_000,
            });
            if (res.code !== 0) throw new Error(`migrate failed on ${n} rules: ${res.stderr.slice(0, 300)}`);
            times.push(res.ms);
            rss = Math.max(rss, res.maxRssKb ?? 0);
          } else {
            const res = await runNode([floorScript, file], { cwd: repo, timeoutMs: 600_000 });
            floors.push(res.ms);
          }
        }
        log(`  ${n} rules round ${r + 1}: migrate ${secs(times.at(-1))}, floor ${secs(floors.at(-1))}`);
      }
      medians[n] = median(times);
      out.push(
        figure(
          `${n} rules: routing migrate (wall), peak RSS / yaml parse floor`,
          `${secs(medians[n])}, ${mb(rss)}; ${ratio(medians[n] / median(floors))} of the floor (${secs(median(floors))})`,
        ),
      );
    }
    const big = ctx.quick ? 4000 : 16000;
    if (!ctx.quick) {
      out.push(figure('16000 rules: routing migrate (wall)', secs(medians[16000]), 'under 3 s', medians[16000] < 3000));
      // Why 3 s is out of reach while edits keep every byte outside them: the parser alone takes longer.
      const cst = [];
      const file = join(dir, 'routing-16000.yaml');
      writeFileSync(file, legacyRules(16000));
      for (let r = 0; r < runs; r++) cst.push((await runNode([cstScript, file], { cwd: repo, timeoutMs: 600_000 })).ms);
      out.push(figure('16000 rules: yaml concrete syntax tree alone, no document (wall)', secs(median(cst))));
    }
    const growth = medians[big] / medians[2000];
    const linear = big / 2000;
    out.push(
      figure(
        `migrate time, ${big} / 2,000 rules`,
        ratio(growth),
        `<= ${(linear * 1.6).toFixed(1)}x (linear is ${linear}x)`,
        growth <= linear * 1.6,
      ),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return out;
}
