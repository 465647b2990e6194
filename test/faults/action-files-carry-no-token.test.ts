/**
 * Issue 29, point 2: the runner masks its log, not the files a job uploads. The token (and the
 * base64 form checkout writes to `.git/config`) and anything credential-shaped that asset text puts
 * into a finding must not reach the report file, the SARIF file, the job summary, or the log. The
 * Action runs from a bundle of src/ (dist/ is rebuilt by the lead).
 */
import { execFileSync } from 'node:child_process';
import { appendFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { escapedView } from '../../src/action/escaped-view.js';
import { actionBundle } from '../support/action-bundle.js';
import { mockApi, noCalls, runAction } from '../e2e/action/harness.js';

const TOKEN = 'ghs_' + 'Q7'.repeat(18);
const BASIC = Buffer.from(`x-access-token:${TOKEN}`).toString('base64');
const OTHER = 'ghp_' + 'Zk3'.repeat(12);
/** A credential an asset writes with a Markdown escape: it renders as itself (issue 42 A1). */
const ESCAPED = 'ghp_' + 'Wq9'.repeat(12);

let dir: string;
let bundle: string;

beforeAll(async () => {
  bundle = await actionBundle();
  dir = mkdtempSync(join(tmpdir(), 'rp-action-secret-'));
  execFileSync('git', ['init', '-q', dir]);
  appendFileSync(
    join(dir, '.git/config'),
    `[http "https://github.com/"]\n\textraheader = AUTHORIZATION: basic ${BASIC}\n`,
  );
  const write = (rel: string, text: string): void => {
    mkdirSync(join(dir, rel, '..'), { recursive: true });
    writeFileSync(join(dir, rel), text);
  };
  write('rp-assets.config.yaml', 'routing: .git/config\n');
  // asset text that lands in findings' messages: a world reference holding the token and another credential
  write(
    'characters/alice/CHARACTER.md',
    `---\nid: alice\nworlds: [${TOKEN}, ${OTHER}, '${ESCAPED.replace('_', '\\_')}']\n---\nAlice.\n`,
  );
}, 60_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('no credential in what the Action writes', () => {
  it('report-file, sarif-file, the summary and the log carry neither the token nor a credential-shaped value', async () => {
    const api = await mockApi(noCalls);
    try {
      const r = await runAction({
        workspace: dir,
        eventName: 'workflow_dispatch',
        payload: { ref: 'refs/heads/main' },
        sha: 'a'.repeat(40),
        apiUrl: api.url,
        bundle,
        inputs: { token: TOKEN, 'report-file': 'out/report.json', 'sarif-file': 'out/report.sarif' },
      });
      const report = readFileSync(join(dir, 'out/report.json'), 'utf8');
      const sarif = readFileSync(join(dir, 'out/report.sarif'), 'utf8');
      // the findings are there (the unresolved worlds), with the values masked
      expect(report).toContain('character.unresolved-world');
      expect(report).toContain('***');
      // (the `::add-mask::` commands themselves name the secrets: the runner swallows them)
      const log = (r.stdout + r.stderr)
        .split('\n')
        .filter((l) => !l.startsWith('::add-mask::'))
        .join('\n');
      for (const [name, text] of Object.entries({ report, sarif, summary: r.summary, log })) {
        for (const secret of [TOKEN, BASIC, OTHER, ESCAPED])
          expect(escapedView(text).text.includes(secret), `${name} holds ${secret}`).toBe(false);
      }
      // the runner is told to mask them in the log too
      const masks = r.stdout.split('\n').filter((l) => l.startsWith('::add-mask::'));
      expect(masks).toEqual(
        expect.arrayContaining([`::add-mask::${TOKEN}`, `::add-mask::${BASIC}`, `::add-mask::${OTHER}`]),
      );
    } finally {
      await api.close();
    }
  }, 60_000);
});
